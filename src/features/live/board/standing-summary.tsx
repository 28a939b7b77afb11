import type { Board } from '../../../../domain/game-protocol';
import { formatToPar } from '../../../../domain/scoring';
import { placeLabelIn, teamStanding } from '../../../../domain/standings';
import { usePageLanguage } from '../../../lib/i18n/page-language';
import { useT } from '../../../lib/i18n/translate';

/** The id of the live board's heading, which the standing line leads to. */
const LIVE_BOARD_HEADING_ID = 'live-board-heading';

/**
 * The team's standing in one line above its card ('You're T2 of 12, +3, 3 behind the leader'),
 * leading to the whole board further down the page.
 */
export function StandingSummary({ board, teamId }: { board: Board; teamId: string }) {
  const t = useT('live');
  const language = usePageLanguage();
  const standing = teamStanding(board.teams, teamId);
  if (!standing) return null;
  const total = formatToPar(standing.total);
  const line =
    standing.kind === 'alone'
      ? t('live.standing.alone', { total })
      : standing.kind === 'leading'
        ? t('live.standing.leading', { total, ahead: standing.ahead })
        : standing.kind === 'tiedForLead'
          ? t('live.standing.tiedForLead', { total, count: standing.tiedWith })
          : t('live.standing.behind', {
              place: placeLabelIn(language, standing.place),
              teams: standing.teams,
              total,
              behind: standing.behind,
            });
  return (
    <a
      href={`#${LIVE_BOARD_HEADING_ID}`}
      className="flex min-h-11 items-center justify-between gap-3 rounded-2xl bg-white px-4 py-2 font-semibold shadow-sm"
    >
      <span className="min-w-0">{line}</span>
      <span className="shrink-0 text-sm text-felt underline underline-offset-4">{t('live.standing.seeBoard')}</span>
    </a>
  );
}
