import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { SubPage } from '../../components/layout/sub-page';
import { normalizeGameCode, type GameSnapshot } from '../../../domain/game-protocol';
import { cardHoles } from '../../../domain/team-card';
import { fetchGameSnapshot, useGameSnapshot } from '../../features/live/games-api';
import { useBoardHeading } from '../../features/live/board/board-heading';
import { LiveBoard } from '../../features/live/board/live-board';
import { BoardHiddenNote } from '../../features/live/finale/board-hidden-note';
import { GameOverNote } from '../../features/live/game-over-note';
import { HouseRules } from '../../features/live/house-rules';
import { InvitePanel } from '../../features/live/joining/invite-panel';
import { JoinForm } from '../../features/live/joining/join-form';
import { ConnectionNote } from '../../features/live/socket/connection-note';
import { SnapshotStates } from '../../features/live/snapshot-states';
import { useCardInSteps } from '../../features/scorecard/use-card-in-steps';
import { useJoinText } from '../../lib/i18n/join-text';
import { loadPlayingWords } from '../../lib/i18n/playing-text';
import { shownLanguage } from '../../lib/i18n/shown-language';
import { waitMs } from '../../lib/waits';
import { LIVE_PAGE_WIDTH } from '../live-page-width';
import { LivePlayTop } from './live-play-top';
import { CardOnItsWay } from './card-on-its-way';
import { loadTeamParts, useTeamParts, type TeamPartsLoad } from './team-parts';

const TeamCardDialog = lazy(() => import('../../features/live/board/team-card-dialog'));

/**
 * /play/{code}: join a live game with a team name and watch its board; a team's phone scores its
 * card there (play-team-parts.tsx, which loads apart: a phone of no team fetches none of it until it joins).
 */
export default function PlayPage() {
  const { code: typed = '' } = useParams();
  const code = normalizeGameCode(typed);
  const load = useGameSnapshot(code);
  const t = useJoinText();
  // A code typed by hand in lower case, or with a space, opens the same game.
  if (code !== typed && code !== '') return <Navigate to={`/play/${code}`} replace />;
  if (load.state !== 'ready') {
    return (
      <SubPage title={t('live.play.title')} width={LIVE_PAGE_WIDTH}>
        <SnapshotStates load={load} notFoundText={t('live.play.notFound')} />
      </SubPage>
    );
  }
  const { snapshot } = load;
  if (snapshot.you === null && snapshot.board.status === 'live') {
    return <JoinPage code={code} first={snapshot} />;
  }
  return <TeamPage key={snapshot.you?.teamId ?? 'visitor'} code={code} first={snapshot} />;
}

/** A team's page (or an ended game's) once its code is here; until then its heading and that its card is loading. */
function TeamPage({ code, first }: { code: string; first: GameSnapshot }) {
  const parts = useTeamParts();
  if (parts.state === 'ready') return <parts.parts.LivePlay code={code} first={first} />;
  return <TeamPageOnItsWay code={code} snapshot={first} load={parts} />;
}

/**
 * A team's page while its code is on its way (a phone that has just joined): the heading over
 * 'Loading your card…', so nothing of the card shows and no tap on it is lost. An ended game's
 * page (a phone that watched it end) shows its final standings meanwhile.
 */
function TeamPageOnItsWay({
  code,
  snapshot,
  load,
}: {
  code: string;
  snapshot: GameSnapshot;
  load: Exclude<TeamPartsLoad, { state: 'ready' }>;
}) {
  const { board, you } = snapshot;
  const heading = useBoardHeading(board);
  const ended = board.status === 'ended';
  return (
    <SubPage title={board.name} busy width={LIVE_PAGE_WIDTH} oneLineTitle>
      <LivePlayTop
        code={code}
        board={board}
        you={you}
        yourTeam={board.teams.find((team) => team.id === you?.teamId)}
        playing={you !== null && !ended}
        hostMenu={null}
        nextHole={<CardOnItsWay load={load} />}
        fullBoard={you !== null && !ended ? null : <LiveBoard board={board} heading={heading} onOpenTeam={noTeam} />}
        note={
          ended ? (
            <GameOverNote unsentAtEnd={0} historyLink={false} awaitingReveal={board.hiddenHoles !== undefined} />
          ) : you ? (
            <ConnectionNote status="connecting" unsent={0} />
          ) : null
        }
      />
    </SubPage>
  );
}

const noTeam = () => undefined;

/**
 * As a phone asks to join: a team's page starts to load, and the words of its top (its heading's
 * neighbours while its card is on its way) are waited for before it shows.
 */
function startJoining(): Promise<unknown> {
  void loadTeamParts().catch(() => undefined);
  return loadPlayingWords(shownLanguage());
}

/** The words of an ended game's page, before a join page shows it: its note says the game is over. */
function endedPageWords(): Promise<unknown> {
  return loadPlayingWords(shownLanguage()).catch(() => undefined);
}

/**
 * The join page of a phone of no team at a game still on: the join form beside the board, the
 * game's rules and the invitation, as the Worker paints them. Its board follows the game by
 * reading it over HTTP now and then (the socket's code comes with a team's page, as it joins);
 * once the game has ended it shows the ended game's page.
 */
function JoinPage({ code, first }: { code: string; first: GameSnapshot }) {
  const snapshot = useBoardReadNowAndThen(first);
  const { board } = snapshot;
  const heading = useBoardHeading(board);
  // The page is busy until the steps of its first paint are done, as a team's is.
  const { complete } = useCardInSteps(true);
  const [opened, setOpened] = useState<{ teamId: string; opener: HTMLElement } | null>(null);
  const openTeam = board.teams.find((team) => team.id === opened?.teamId);
  if (board.status !== 'live') return <TeamPage code={code} first={snapshot} />;
  return (
    <SubPage title={board.name} busy={!complete} width={LIVE_PAGE_WIDTH} oneLineTitle>
      <LivePlayTop
        code={code}
        board={board}
        you={null}
        yourTeam={undefined}
        playing={false}
        hostMenu={null}
        nextHole={null}
        fullBoard={
          <LiveBoard
            board={board}
            heading={heading}
            onOpenTeam={(team, opener) => setOpened({ teamId: team.id, opener })}
          />
        }
        note={
          <>
            <JoinForm code={code} gameName={board.name} onJoining={startJoining} />
            <BoardHiddenNote board={board} />
            <HouseRules rules={snapshot.rules ?? ''} holeRules={snapshot.holeRules} />
          </>
        }
      />
      <InvitePanel code={code} watchId={snapshot.watchId} gameName={board.name} />
      {openTeam && opened ? (
        <Suspense fallback={null}>
          <TeamCardDialog
            source={{ from: 'games', id: code }}
            team={openTeam}
            holes={cardHoles(snapshot.holes, { holes: [] })}
            penalties={snapshot.penalties}
            opener={opened.opener}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </SubPage>
  );
}

/**
 * The game as last read for a phone of no team: from the page's snapshot on, read again over HTTP
 * by its spectator id every little while the page is looked at and the game is on (and at once
 * when it is looked at again), as a spectator's board is while its socket is down. Its join code
 * stays the page's (a spectator's read has none).
 */
function useBoardReadNowAndThen(first: GameSnapshot): GameSnapshot {
  const [latest, setLatest] = useState(first);
  const { watchId, code } = first;
  const live = latest.board.status === 'live';
  useEffect(() => {
    if (!live) return;
    const controller = new AbortController();
    const read = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const snapshot = await fetchGameSnapshot(`/api/watch/${watchId}`, controller.signal);
        if (snapshot.board.status !== 'live') await endedPageWords();
        setLatest({ ...snapshot, code });
      } catch {
        // The next read tries again; joining says what went wrong, if anything did.
      }
    };
    const timer = setInterval(() => void read(), waitMs('boardOverHttp'));
    // A phone looked at again reads at once: its board may be long out of date.
    const lookedAt = () => void read();
    document.addEventListener('visibilitychange', lookedAt);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', lookedAt);
      controller.abort();
    };
  }, [watchId, code, live]);
  return latest;
}
