import { useT } from '../../../lib/i18n/translate';

/**
 * Above a live card's penalties: the hole a penalty added goes on (the hole the card shows the
 * team at), and when the team spent a mulligan there, that it is wiped.
 */
export function PenaltyHoleNote({ hole, mulliganHoles }: { hole: number; mulliganHoles: readonly number[] }) {
  const t = useT('live', 'team');
  return (
    <>{mulliganHoles.includes(hole) ? t('live.penalties.wipedHole', { hole }) : t('live.penalties.onHole', { hole })}</>
  );
}
