import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import type { GameSnapshot } from '../../../domain/game-protocol';
import { boardHole, currentRuleHole } from '../../../domain/current-hole';
import { ruleOfHole } from '../../../domain/hole-rules';
import { TvClock } from '../../features/live/clock/tv-clock';
import { useGameNow } from '../../features/live/clock/use-game-now';
import { useWatchSnapshot, watchSnapshotInHtml } from '../../features/live/games-api';
import { joinCodeInLink } from '../../features/live/joining/share-link';
import { RevealShow } from '../../features/live/finale/reveal-show';
import { SnapshotStates } from '../../features/live/snapshot-states';
import { countsAlone } from '../../features/live/socket/use-game-socket';
import { useWatchGame } from '../../features/live/socket/use-watch-game';
import { useT } from '../../lib/i18n/translate';
import { useStepsAfterPaint } from '../../lib/use-steps-after-paint';
import { WatchBoardView } from './watch-board-view';
import { WatchFrame, WatchWaiting } from './watch-frame';

const TeamCardDialog = lazy(() => import('../../features/live/board/team-card-dialog'));
const ResultsDialog = lazy(() => import('../../features/export/results-dialog'));

/** /watch/{id}: the board read-only, large and high-contrast for a TV in the bar or friends at home. */
export default function WatchPage() {
  const { id = '' } = useParams();
  const load = useWatchSnapshot(id);
  const t = useT('live');
  return (
    <WatchFrame>
      {load.state === 'ready' ? (
        <Spectate id={id} first={load.snapshot} />
      ) : (
        <WatchWaiting title={t('live.watch.title')}>
          <SnapshotStates load={load} notFoundText={t('live.watch.notFound')} />
        </WatchWaiting>
      )}
    </WatchFrame>
  );
}

function Spectate({ id, first }: { id: string; first: GameSnapshot }) {
  const { board, holes, rules, holeRules, status, clock, serverOffsetMs, revealedAt } = useWatchGame(id, first);
  // The reveal heard on this screen shows the places one by one, in place of the board, until closed.
  const [revealClosed, setRevealClosed] = useState<number | null>(null);
  const revealing = revealedAt !== null && revealClosed !== revealedAt;
  const now = useGameNow(serverOffsetMs, first.serverNow ?? 0);
  const [opened, setOpened] = useState<{ teamId: string; opener: HTMLElement } | null>(null);
  const openTeam = board.teams.find((team) => team.id === opened?.teamId);
  const [sharing, setSharing] = useState(false);
  const [joinCode] = useState(() => joinCodeInLink(window.location.hash));
  // The game's name paints first, the board (many teams on a TV) after it; a board the page's HTML
  // painted already is there at once.
  const [painted] = useState(() => watchSnapshotInHtml(id));
  const boardShown = useStepsAfterPaint(2) === 2 || painted;
  const bigScreen = useBigScreen();
  const [paging, setPaging] = useState(true);
  return (
    <WatchBoardView
      board={board}
      status={status}
      joinCode={joinCode}
      layout={boardShown ? (bigScreen ? 'tv' : 'phone') : null}
      busy={!boardShown}
      paging={paging}
      rules={rules}
      holeRule={ruleOfHole(holeRules, currentRuleHole(clock, holes, now, boardHole(board.teams)))}
      clock={
        clock && clock.status !== 'off' ? (
          <TvClock clock={clock} holes={holes} now={now} offline={countsAlone(status)} />
        ) : null
      }
      onPagingChange={setPaging}
      onShareResults={() => setSharing(true)}
      onOpenTeam={(team, opener) => setOpened({ teamId: team.id, opener })}
      reveal={revealing ? <RevealShow board={board} size="tv" onDone={() => setRevealClosed(revealedAt)} /> : null}
    >
      {sharing ? (
        <Suspense fallback={null}>
          <ResultsDialog
            results={{ gameName: board.name, date: first.date, teams: board.teams, awards: board.awards }}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
      {openTeam && opened ? (
        <Suspense fallback={null}>
          <TeamCardDialog
            source={{ from: 'watch', id }}
            team={openTeam}
            holes={holes}
            penalties={first.penalties}
            opener={opened.opener}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </WatchBoardView>
  );
}

const BIG_SCREEN = '(min-width: 1024px)';

function subscribeBigScreen(listener: () => void): () => void {
  const query = window.matchMedia(BIG_SCREEN);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the screen is a laptop's or a TV's, following a window resized across that width. */
function useBigScreen(): boolean {
  return useSyncExternalStore(
    subscribeBigScreen,
    () => window.matchMedia(BIG_SCREEN).matches,
    () => false,
  );
}
