import { PageSpinner } from '../components/layout/page-spinner';
import { LEADERBOARD_SHELL_MARKS } from '../../domain/data-paths';
import { EmptyBoard } from '../features/leaderboard/empty-board';
import { LeaderboardFrame } from '../features/leaderboard/leaderboard-frame';
import { usePaintedText } from '../lib/i18n/painted-text';

/**
 * The leaderboard's HTML: its loading state, and beside it the empty board, hidden. The Worker
 * knows the board when it serves the page: an empty one it shows at once (the loading state
 * removed), so the page's largest text paints with the HTML. The service worker's copy, served
 * as built, shows the loading state.
 */
export function LeaderboardShell() {
  const say = usePaintedText();
  return (
    <LeaderboardFrame
      title={say('shell.leaderboard', 'Leaderboard')}
      subtitle={say('shell.leaderboardSubtitle', 'Top 10 lowest scores')}
    >
      <div {...{ [LEADERBOARD_SHELL_MARKS.loading]: '' }} className="contents">
        <PageSpinner />
      </div>
      <div {...{ [LEADERBOARD_SHELL_MARKS.empty]: '' }} hidden>
        <EmptyBoard
          title={say('shell.leaderboardEmptyTitle', 'No Scores Yet')}
          text={say('shell.leaderboardEmptyText', 'Finish a round and save it to put your team on the board.')}
        />
      </div>
    </LeaderboardFrame>
  );
}
