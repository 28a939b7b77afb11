import type { BoardTeam } from '../../../../domain/game-protocol';
import { useT } from '../../../lib/i18n/translate';

/**
 * The host's 'Remove' under a team's name on the board, which opens the confirmation: also in the
 * HTML of the host's page, before the app can open anything.
 */
export function RemoveTeamOpener({ team, onOpen }: { team: BoardTeam; onOpen?: () => void }) {
  const t = useT('live', 'team', 'app');
  return (
    <button
      type="button"
      className="mt-1 min-h-6 text-xs font-semibold text-red-700 underline"
      aria-haspopup="dialog"
      aria-label={t('live.host.removeLabel', { team: team.name })}
      onClick={onOpen}
    >
      {t('live.host.remove')}
    </button>
  );
}
