import { firstHiddenHole } from '../../../../domain/finale';
import type { Board } from '../../../../domain/game-protocol';
import { teamStanding, type TeamStanding } from '../../../../domain/standings';
import { useShownLocale } from '../../../lib/i18n/shown-language';
import { usePlayingText } from '../../../lib/i18n/playing-text';

/** The id of the live board's heading, which the standing line leads to. */
const LIVE_BOARD_HEADING_ID = 'live-board-heading';

/** The team's standing in words: 'You're tied 2nd of 5 and 6 strokes behind the leader, with a total of 0'. */
function useStandingLine(standing: TeamStanding): string {
  const t = usePlayingText();
  const locale = useShownLocale();
  // A total reads as every board shows it: +3, 0, -2.
  const total = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(standing.total);
  switch (standing.kind) {
    case 'alone':
      return t('live.standing.alone', { total });
    case 'leading':
      return t('live.standing.leading', { total, ahead: standing.ahead });
    case 'tiedForLead':
      return t('live.standing.tiedForLead', { total, count: standing.tiedWith });
    case 'behind':
      return t(standing.place.tied ? 'live.standing.behindTied' : 'live.standing.behind', {
        place: standing.place.place,
        teams: standing.teams,
        total,
        behind: standing.behind,
      });
  }
}

/**
 * The team's standing in one line above its card, leading to the whole board further down the page.
 * While the board hides the last holes the line is the board's, and says so: the card's total counts them.
 */
export function StandingSummary({ board, teamId }: { board: Board; teamId: string }) {
  const standing = teamStanding(board.teams, teamId);
  const shownAfter = board.hiddenHoles === undefined ? null : firstHiddenHole(board.hiddenHoles) - 1;
  return standing ? <StandingLink standing={standing} shownAfter={shownAfter} /> : null;
}

function StandingLink({ standing, shownAfter }: { standing: TeamStanding; shownAfter: number | null }) {
  const t = usePlayingText();
  const number = new Intl.NumberFormat(useShownLocale());
  const line = useStandingLine(standing);
  return (
    <a
      href={`#${LIVE_BOARD_HEADING_ID}`}
      className="flex min-h-11 items-center justify-between gap-3 rounded-2xl bg-white px-4 py-2 font-semibold shadow-sm"
    >
      <span className="min-w-0">
        {line}
        {shownAfter === null ? null : (
          <span className="block text-sm font-normal text-stone-600">
            {t('live.standing.hiddenAfter', { hole: number.format(shownAfter) })}
          </span>
        )}
      </span>
      <span className="shrink-0 text-sm text-felt underline underline-offset-4">{t('live.standing.seeBoard')}</span>
    </a>
  );
}
