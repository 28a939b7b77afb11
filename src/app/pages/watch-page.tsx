import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import type { GameSnapshot } from '../../../domain/game-protocol';
import { ConnectionNote } from '../../features/live/socket/connection-note';
import { useWatchSnapshot } from '../../features/live/games-api';
import { LiveBoard } from '../../features/live/board/live-board';
import { SnapshotStates } from '../../features/live/snapshot-states';
import { useWatchGame } from '../../features/live/socket/use-watch-game';
import { useT } from '../../lib/i18n/translate';
import { useStepsAfterPaint } from '../../lib/use-steps-after-paint';
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
  const { board, status } = useWatchGame(id, first);
  const t = useT('live');
  const ended = board.status === 'ended';
  const [opened, setOpened] = useState<{ teamId: string; opener: HTMLElement } | null>(null);
  const openTeam = board.teams.find((team) => team.id === opened?.teamId);
  const [sharing, setSharing] = useState(false);
  // The game's name paints first, the board (many teams on a TV) after it.
  const boardShown = useStepsAfterPaint(2) === 2;
  return (
    <main
      aria-busy={!boardShown || undefined}
      className="mx-auto grid max-w-[1800px] gap-4 px-3 py-6 lg:gap-8 lg:px-12 lg:py-10"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-3xl font-extrabold break-words md:text-5xl lg:text-7xl">{board.name}</h1>
        <p className="text-xl font-bold tracking-widest text-stone-300 lg:text-3xl">
          {ended ? t('live.watch.gameOver') : t('live.watch.live')}
        </p>
      </div>
      {ended ? (
        <button
          type="button"
          className="btn-primary justify-self-start lg:px-8 lg:py-4 lg:text-2xl"
          onClick={() => setSharing(true)}
        >
          {t('live.play.shareResults')}
        </button>
      ) : (
        <ConnectionNote status={status} />
      )}
      {boardShown ? (
        <LiveBoard
          board={board}
          size="tv"
          heading={ended ? t('live.board.final') : t('live.board.live')}
          onOpenTeam={(team, opener) => setOpened({ teamId: team.id, opener })}
        />
      ) : null}
      {sharing ? (
        <Suspense fallback={null}>
          <ResultsDialog
            results={{ gameName: board.name, date: first.date, teams: board.teams }}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
      {openTeam && opened ? (
        <Suspense fallback={null}>
          <TeamCardDialog
            source={{ from: 'watch', id }}
            team={openTeam}
            holes={first.holes}
            penalties={first.penalties}
            opener={opened.opener}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
