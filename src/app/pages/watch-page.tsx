import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import type { GameSnapshot } from '../../../domain/game-protocol';
import { ConnectionNote } from '../../features/live/socket/connection-note';
import { useWatchSnapshot } from '../../features/live/games-api';
import { AwardsList } from '../../features/live/board/awards-list';
import { LiveBoard } from '../../features/live/board/live-board';
import { TvBoard } from '../../features/live/board/tv-board';
import { joinCodeInLink, joinUrl } from '../../features/live/joining/share-link';
import { HouseRules } from '../../features/live/house-rules';
import { SnapshotStates } from '../../features/live/snapshot-states';
import { useWatchGame } from '../../features/live/socket/use-watch-game';
import { useT } from '../../lib/i18n/translate';
import { useStepsAfterPaint } from '../../lib/use-steps-after-paint';
import { WATCH_WIDTH, WatchFrame, WatchWaiting } from './watch-frame';

const TeamCardDialog = lazy(() => import('../../features/live/board/team-card-dialog'));
const ResultsDialog = lazy(() => import('../../features/export/results-dialog'));
const QrCode = lazy(() => import('../../features/live/joining/qr-code'));

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
  const { board, rules, status } = useWatchGame(id, first);
  const t = useT('live');
  const ended = board.status === 'ended';
  const [opened, setOpened] = useState<{ teamId: string; opener: HTMLElement } | null>(null);
  const openTeam = board.teams.find((team) => team.id === opened?.teamId);
  const [sharing, setSharing] = useState(false);
  const [joinCode] = useState(() => joinCodeInLink(window.location.hash));
  // The game's name paints first, the board (many teams on a TV) after it.
  const boardShown = useStepsAfterPaint(2) === 2;
  // From a laptop's width up the board fills the screen, a page of teams at a time, unless asked for all.
  const bigScreen = useBigScreen();
  const [paging, setPaging] = useState(true);
  const onScreen = bigScreen && paging;
  const heading = ended ? t('live.board.final') : t('live.board.live');
  const showCard = (team: { id: string }, opener: HTMLElement) => setOpened({ teamId: team.id, opener });
  return (
    <main
      aria-busy={!boardShown || undefined}
      className={`flex flex-col gap-4 py-6 lg:gap-2 lg:py-3 2xl:gap-4 2xl:py-5 ${WATCH_WIDTH} ${
        onScreen ? 'lg:h-[calc(100dvh-3.5rem)]' : ''
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 lg:flex-nowrap">
        <h1
          title={board.name}
          className="line-clamp-2 min-w-0 font-display text-3xl font-extrabold break-words md:text-5xl lg:line-clamp-1 lg:flex-1 lg:break-all 2xl:text-6xl"
        >
          {board.name}
        </h1>
        {ended ? (
          <button
            type="button"
            className="btn-primary shrink-0 lg:px-6 lg:py-3 lg:text-xl"
            onClick={() => setSharing(true)}
          >
            {t('live.play.shareResults')}
          </button>
        ) : joinCode ? (
          <JoinCode code={joinCode} />
        ) : null}
        <p className="shrink-0 text-xl font-bold tracking-widest text-stone-300 lg:text-3xl">
          {ended ? t('live.watch.gameOver') : t('live.watch.live')}
        </p>
      </div>
      {ended ? null : <ConnectionNote status={status} />}
      <HouseRules rules={rules} size="tv" />
      {boardShown ? (
        bigScreen ? (
          <TvBoard board={board} heading={heading} paging={paging} onPagingChange={setPaging} onOpenTeam={showCard} />
        ) : (
          <LiveBoard board={board} size="tv" heading={heading} onOpenTeam={showCard} />
        )
      ) : null}
      {boardShown && ended ? <AwardsList board={board} size="tv" /> : null}
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

/** The join code and a QR code of the join link, for the room to join from, when the TV's link carries the code. */
function JoinCode({ code }: { code: string }) {
  const t = useT('live');
  const url = joinUrl(code);
  return (
    <div className="flex shrink-0 items-center gap-4">
      <dl className="text-right">
        <dt className="text-sm font-semibold text-stone-300 lg:text-base">{t('live.invite.joinCode')}</dt>
        <dd className="font-mono text-3xl font-extrabold tracking-[0.2em] 2xl:text-5xl">{code}</dd>
      </dl>
      <Suspense fallback={<div className="size-[4.5rem] max-lg:hidden 2xl:size-28" />}>
        <QrCode text={url} label={t('live.invite.qr', { url })} className="size-[4.5rem] max-lg:hidden 2xl:size-28" />
      </Suspense>
    </div>
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
