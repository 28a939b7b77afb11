import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { SubPage } from '../../components/layout/sub-page';
import { clockHole } from '../../../domain/game-clock';
import { DEFAULT_GAME_NAME, normalizeGameCode, type GameSnapshot } from '../../../domain/game-protocol';
import { currentRuleHole } from '../../../domain/current-hole';
import { ruleOfHole } from '../../../domain/hole-rules';
import { HOLE_COUNT } from '../../../domain/holes';
import { WHOLE_GAME, totalWithMulligans } from '../../../domain/mulligans';
import { useGameNow } from '../../features/live/clock/use-game-now';
import { useNudgeVibration } from '../../features/live/nudges/use-nudge-vibration';
import { ConnectionNote } from '../../features/live/socket/connection-note';
import { useGameSnapshot } from '../../features/live/games-api';
import { useBoardHeading } from '../../features/live/board/board-heading';
import { LiveBoard } from '../../features/live/board/live-board';
import { holeToPlay, type TouchedHole } from '../../features/live/card/hole-to-play';
import { BoardHiddenNote } from '../../features/live/finale/board-hidden-note';
import { GameOverNote } from '../../features/live/game-over-note';
import { HouseRules } from '../../features/live/house-rules';
import { InvitePanel } from '../../features/live/joining/invite-panel';
import { JoinForm } from '../../features/live/joining/join-form';
import { SnapshotStates } from '../../features/live/snapshot-states';
import { useLiveGame } from '../../features/live/socket/use-live-game';
import { countsAlone } from '../../features/live/socket/use-game-socket';
import { useRememberGame } from '../../features/live/use-remember-game';
import { useCardInSteps } from '../../features/scorecard/use-card-in-steps';
import { useT } from '../../lib/i18n/translate';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { LIVE_PAGE_WIDTH } from '../live-page-width';
import { LivePlayTop } from './live-play-top';
import { CardOnItsWay } from './card-on-its-way';
import { loadTeamParts, useTeamParts, type TeamParts } from './team-parts';

const TeamCardDialog = lazy(() => import('../../features/live/board/team-card-dialog'));
const ExportDialog = lazy(() => import('../../features/export/export-dialog'));
const ResultsDialog = lazy(() => import('../../features/export/results-dialog'));

const Nothing = () => <></>;

/** A phone of no team at a game still on, or a team's whose parts are still on their way: none of them shows. */
const NO_TEAM_PARTS: TeamParts = {
  AlcoholFreeChoice: Nothing,
  AwardsList: Nothing,
  ClockBadge: Nothing,
  GameMenu: Nothing,
  GettingHome: Nothing,
  HoleClock: Nothing,
  HolesTable: Nothing,
  KeepRoundPrompt: Nothing,
  MulligansCard: Nothing,
  NextHole: Nothing,
  NotifySwitch: Nothing,
  PenaltiesPanel: Nothing,
  PenaltyHoleNote: Nothing,
  RemoveTeamButton: Nothing,
  RevealButton: Nothing,
  RevealShow: Nothing,
  RunningTotalBar: Nothing,
  SaveRoundToHistory: Nothing,
  TeamNameForm: Nothing,
  TotalScoreCard: Nothing,
};

/** /play/{code}: join a live game with a team name, score the team's own card, and watch the live board. */
export default function PlayPage() {
  const { code: typed = '' } = useParams();
  const code = normalizeGameCode(typed);
  const load = useGameSnapshot(code);
  const t = useT('live');
  // A code typed by hand in lower case, or with a space, opens the same game.
  if (code !== typed && code !== '') return <Navigate to={`/play/${code}`} replace />;
  if (load.state !== 'ready') {
    return (
      <SubPage title={t('live.play.title')} width={LIVE_PAGE_WIDTH}>
        <SnapshotStates load={load} notFoundText={t('live.play.notFound')} />
      </SubPage>
    );
  }
  return <LivePlay key={load.snapshot.you?.teamId ?? 'visitor'} code={code} first={load.snapshot} />;
}

function LivePlay({ code, first }: { code: string; first: GameSnapshot }) {
  const game = useLiveGame(code, first);
  const t = useT('live');
  const { isAuthenticated } = useCurrentUser();
  const { hasActiveSubscription, isLoading: membershipLoading } = useSubscriptionStatus();
  const { board, you } = game;
  const boardHeading = useBoardHeading(board);
  const ended = board.status === 'ended';
  // A phone of no team at a game still on shows none of a team's parts: they load as it joins.
  const parts = useTeamParts(you !== null || ended);
  const {
    AlcoholFreeChoice,
    AwardsList,
    ClockBadge,
    GameMenu,
    GettingHome,
    HoleClock,
    HolesTable,
    KeepRoundPrompt,
    MulligansCard,
    NextHole,
    NotifySwitch,
    PenaltiesPanel,
    PenaltyHoleNote,
    RemoveTeamButton,
    RevealButton,
    RevealShow,
    RunningTotalBar,
    SaveRoundToHistory,
    TeamNameForm,
    TotalScoreCard,
  } = parts.state === 'ready' ? parts.parts : NO_TEAM_PARTS;
  const yourTeam = board.teams.find((team) => team.id === you?.teamId);
  useRememberGame({ code, watchId: game.watchId }, board, you !== null, game.removed);
  const [opened, setOpened] = useState<{ teamId: string; opener: HTMLElement } | null>(null);
  const openTeam = board.teams.find((team) => team.id === opened?.teamId);
  const [showing, setShowing] = useState<'card' | 'results' | null>(null);
  // A penalty a mulligan wiped is on the card too: the game keeps the round.
  const scored =
    game.holes.some((hole) => hole.score !== undefined) || game.penaltiesByHole.some((penalty) => penalty.count > 0);
  // A team's phone keeps its round: a member's History has it (or is offered it), a guest is offered to sign up.
  // A kept round carries its place: not before the reveal.
  const final = ended && board.hiddenHoles === undefined;
  const keepRound = final && yourTeam && scored && !membershipLoading ? yourTeam : null;
  const savesToHistory = keepRound !== null && hasActiveSubscription;
  // The board and the card's heading paint first, then the holes a few at a time, then the rest:
  // counted from when the card's code is here.
  const { shownHoles, totalsShown, complete } = useCardInSteps(parts.state === 'ready' || parts.state === 'not-wanted');
  const playing = you !== null && !ended && !game.removed;
  const mulliganHoles = yourTeam?.mulliganHoles ?? [];
  const now = useGameNow(game.serverOffsetMs, first.serverNow ?? 0);
  const timed = playing && game.clock !== null;
  // The card opens on the clock's hole (else the hole to play); once the team changes or moves to
  // a hole, on that one until the clock moves on.
  const atHole = playing ? clockHole(game.clock, game.holes, now) : null;
  const [touched, setTouched] = useState<TouchedHole | null>(null);
  const { updateHole } = game;
  const moveTo = useCallback((holeNumber: number) => setTouched({ holeNumber, clockHole: atHole }), [atHole]);
  const changeHole = useCallback<typeof updateHole>(
    (holeNumber, patch) => {
      moveTo(holeNumber);
      updateHole(holeNumber, patch);
    },
    [moveTo, updateHole],
  );
  const hole = holeToPlay(game.holes, touched, atHole);
  useNudgeVibration(timed ? game.clock : null, game.holes, now);
  const runsFinale = you !== null && (you.isHost || game.clock?.coHostTeamId === you.teamId);
  // The reveal heard on this phone shows the places one by one, in place of the board, until closed.
  const [revealClosed, setRevealClosed] = useState<number | null>(null);
  const revealing = parts.state === 'ready' && game.revealedAt !== null && revealClosed !== game.revealedAt;

  return (
    <SubPage title={board.name} busy={!complete} width={LIVE_PAGE_WIDTH} oneLineTitle>
      <LivePlayTop
        code={code}
        board={board}
        you={you}
        yourTeam={yourTeam}
        playing={playing}
        hostMenu={ended ? null : <GameMenu game={game} />}
        nextHole={
          parts.state === 'loading' || parts.state === 'failed' ? (
            <CardOnItsWay load={parts} />
          ) : hole ? (
            <NextHole
              hole={hole}
              rule={ruleOfHole(game.holeRules, currentRuleHole(game.clock, game.holes, now, hole.holeNumber))}
              onChange={changeHole}
              onMove={moveTo}
            />
          ) : null
        }
        card={
          playing ? (
            <>
              <HouseRules rules={game.rules} holeRules={game.holeRules} />
              {yourTeam && hole ? <MulligansCard game={game} team={yourTeam} hole={hole.holeNumber} /> : null}
              <PenaltiesPanel
                penalties={game.penalties}
                onChange={(next) => game.setPenalties(next, hole?.holeNumber ?? WHOLE_GAME)}
                note={hole ? <PenaltyHoleNote hole={hole.holeNumber} mulliganHoles={mulliganHoles} /> : null}
              />
              <HolesTable variant="course" holes={game.holes} shownHoles={shownHoles} onChange={changeHole} />
              {totalsShown ? (
                <TotalScoreCard total={totalWithMulligans(game.holes, game.penalties, mulliganHoles)} />
              ) : null}
              {totalsShown && hole && hole.holeNumber >= HOLE_COUNT - 1 ? (
                <GettingHome holes={game.holes} ended={false} />
              ) : null}
              {yourTeam && complete ? <TeamNameForm key={yourTeam.id} game={game} currentName={yourTeam.name} /> : null}
              {yourTeam && complete ? (
                <AlcoholFreeChoice game={game} alcoholFree={yourTeam.alcoholFree === true} />
              ) : null}
              {yourTeam && complete ? <NotifySwitch code={code} /> : null}
            </>
          ) : null
        }
        // Once the card is whole: below it on a phone, the board would move down with each step.
        fullBoard={
          revealing ? null : !playing || complete ? (
            <LiveBoard
              board={board}
              heading={boardHeading}
              yourTeamId={you?.teamId}
              onOpenTeam={(team, opener) => setOpened({ teamId: team.id, opener })}
              teamAction={
                you?.isHost && !ended
                  ? (team) => (team.id === you.teamId ? null : <RemoveTeamButton game={game} team={team} />)
                  : undefined
              }
            />
          ) : null
        }
        note={
          <>
            {/* First on the page while it runs: the moment everyone is looking at. */}
            {revealing ? <RevealShow board={board} onDone={() => setRevealClosed(game.revealedAt)} /> : null}
            {game.removed ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
                {t('live.play.removed')}
              </p>
            ) : null}

            {/* Waiting for the reveal, a phone says when it hears the game only over HTTP. */}
            {ended && !final ? <ConnectionNote status={game.status} /> : null}
            {ended ? (
              <GameOverNote
                unsentAtEnd={game.unsentAtEnd}
                historyLink={isAuthenticated && !savesToHistory}
                awaitingReveal={!final}
                onShareResults={final ? () => setShowing('results') : undefined}
                onExportCard={yourTeam ? () => setShowing('card') : undefined}
              />
            ) : game.removed ? null : you ? (
              <ConnectionNote status={game.status} unsent={game.unsent} />
            ) : (
              <JoinForm
                code={code}
                gameName={board.name}
                onJoining={() => void loadTeamParts().catch(() => undefined)}
              />
            )}

            {timed && game.clock ? (
              <HoleClock clock={game.clock} holes={game.holes} now={now} offline={countsAlone(game.status)} />
            ) : null}
            <BoardHiddenNote board={board} />
            {ended && board.hiddenHoles !== undefined && runsFinale ? <RevealButton game={game} /> : null}
            {/* A team's card has them under the hole to play: above it they would push down what the Worker painted. */}
            {playing ? null : <HouseRules rules={game.rules} holeRules={game.holeRules} />}
            {ended && !revealing ? <AwardsList board={board} /> : null}
            {ended ? <GettingHome holes={game.holes} ended /> : null}

            {keepRound && savesToHistory ? (
              <SaveRoundToHistory code={code} gameName={board.name} teamName={keepRound.name} />
            ) : keepRound ? (
              <KeepRoundPrompt code={code} gameName={board.name} teamName={keepRound.name} />
            ) : null}
          </>
        }
      />

      {/* A team's waits for its card; a phone of no team has none, and its HTML came with it painted. */}
      {(complete || !you) && !ended ? <InvitePanel code={code} watchId={game.watchId} gameName={board.name} /> : null}
      {playing && totalsShown ? (
        <RunningTotalBar
          holes={game.holes}
          penalties={game.penalties}
          mulliganHoles={mulliganHoles}
          aside={timed && game.clock ? <ClockBadge clock={game.clock} holes={game.holes} now={now} /> : null}
        />
      ) : null}

      {showing === 'card' && yourTeam ? (
        <Suspense fallback={null}>
          <ExportDialog
            card={{
              teamName: yourTeam.name,
              date: first.date,
              holes: game.holes,
              penalties: game.penalties,
              mulliganHoles,
              alcoholFree: yourTeam.alcoholFree,
              courseName: board.name === DEFAULT_GAME_NAME ? null : board.name,
            }}
            onClose={() => setShowing(null)}
          />
        </Suspense>
      ) : null}
      {showing === 'results' ? (
        <Suspense fallback={null}>
          <ResultsDialog
            results={{ gameName: board.name, date: first.date, teams: board.teams, awards: board.awards }}
            onClose={() => setShowing(null)}
          />
        </Suspense>
      ) : null}

      {openTeam && opened ? (
        <Suspense fallback={null}>
          <TeamCardDialog
            source={{ from: 'games', id: code }}
            team={openTeam}
            holes={game.holes}
            penalties={game.penalties}
            opener={opened.opener}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </SubPage>
  );
}
