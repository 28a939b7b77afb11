import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { SubPage } from '../../components/layout/sub-page';
import { DEFAULT_GAME_NAME, normalizeGameCode, type GameSnapshot } from '../../../domain/game-protocol';
import { currentRuleHole } from '../../../domain/current-hole';
import { ruleOfHole } from '../../../domain/hole-rules';
import { HOLE_COUNT } from '../../../domain/holes';
import { totalScore } from '../../../domain/scoring';
import { ClockBadge } from '../../features/live/clock/clock-badge';
import { CoHostMenu } from '../../features/live/clock/co-host-menu';
import { HoleClock } from '../../features/live/clock/hole-clock';
import { useGameNow } from '../../features/live/clock/use-game-now';
import { AlcoholFreeChoice } from '../../features/live/alcohol-free';
import { ConnectionNote } from '../../features/live/socket/connection-note';
import { useGameSnapshot } from '../../features/live/games-api';
import { AwardsList } from '../../features/live/board/awards-list';
import { LiveBoard } from '../../features/live/board/live-board';
import { GettingHome } from '../../features/live/card/getting-home';
import { holeToPlay, NextHole } from '../../features/live/card/next-hole';
import { GameOverNote } from '../../features/live/game-over-note';
import { HostMenu, RemoveTeamButton } from '../../features/live/host-controls';
import { HouseRules } from '../../features/live/house-rules';
import { InvitePanel } from '../../features/live/joining/invite-panel';
import { JoinForm } from '../../features/live/joining/join-form';
import { KeepRoundPrompt } from '../../features/live/keep-rounds/keep-round-prompt';
import { SaveRoundToHistory } from '../../features/live/keep-rounds/save-round-to-history';
import { SnapshotStates } from '../../features/live/snapshot-states';
import { TeamNameForm } from '../../features/live/team-name-form';
import { useLiveGame } from '../../features/live/socket/use-live-game';
import { useRememberGame } from '../../features/live/use-remember-game';
import { PenaltiesPanel } from '../../features/penalties/penalties-panel';
import { HolesTable } from '../../features/scorecard/holes-table';
import RunningTotalBar from '../../features/scorecard/running-total-bar';
import { TotalScoreCard } from '../../features/scorecard/total-score-card';
import { useCardInSteps } from '../../features/scorecard/use-card-in-steps';
import { useT } from '../../lib/i18n/translate';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { LIVE_PAGE_WIDTH } from '../live-page-width';
import { LivePlayTop } from './live-play-top';

const TeamCardDialog = lazy(() => import('../../features/live/board/team-card-dialog'));
const ExportDialog = lazy(() => import('../../features/export/export-dialog'));
const ResultsDialog = lazy(() => import('../../features/export/results-dialog'));

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
  const ended = board.status === 'ended';
  const yourTeam = board.teams.find((team) => team.id === you?.teamId);
  useRememberGame({ code, watchId: game.watchId }, board, you !== null, game.removed);
  const [opened, setOpened] = useState<{ teamId: string; opener: HTMLElement } | null>(null);
  const openTeam = board.teams.find((team) => team.id === opened?.teamId);
  const [showing, setShowing] = useState<'card' | 'results' | null>(null);
  const scored = game.holes.some((hole) => hole.score !== undefined) || game.penalties.some((p) => p.count > 0);
  // A team's phone keeps its round: a member's History has it (or is offered it), a guest is offered to sign up.
  const keepRound = ended && yourTeam && scored && !membershipLoading ? yourTeam : null;
  const savesToHistory = keepRound !== null && hasActiveSubscription;
  // The board and the card's heading paint first, then the holes a few at a time, then the rest.
  const { shownHoles, totalsShown, complete } = useCardInSteps();
  const playing = you !== null && !ended && !game.removed;
  // The card opens on the hole to play; once the team changes or moves to a hole, on that one.
  const [lastTouched, setLastTouched] = useState<number | null>(null);
  const { updateHole } = game;
  const changeHole = useCallback<typeof updateHole>(
    (holeNumber, patch) => {
      setLastTouched(holeNumber);
      updateHole(holeNumber, patch);
    },
    [updateHole],
  );
  const hole = holeToPlay(game.holes, lastTouched);
  const now = useGameNow(game.serverOffsetMs, first.serverNow ?? 0);
  const timed = playing && game.clock !== null;

  return (
    <SubPage title={board.name} busy={!complete} width={LIVE_PAGE_WIDTH} oneLineTitle>
      <LivePlayTop
        code={code}
        board={board}
        you={you}
        yourTeam={yourTeam}
        playing={playing}
        hostMenu={
          ended ? null : you?.isHost ? (
            <HostMenu game={game} />
          ) : you && game.clock?.coHostTeamId === you.teamId ? (
            <CoHostMenu game={game} />
          ) : null
        }
        nextHole={
          hole ? (
            <NextHole
              hole={hole}
              rule={ruleOfHole(game.holeRules, currentRuleHole(game.clock, game.holes, now, hole.holeNumber))}
              onChange={changeHole}
              onMove={setLastTouched}
            />
          ) : null
        }
        card={
          playing ? (
            <>
              <HouseRules rules={game.rules} holeRules={game.holeRules} />
              <PenaltiesPanel penalties={game.penalties} onChange={game.setPenalties} />
              <HolesTable variant="course" holes={game.holes} shownHoles={shownHoles} onChange={changeHole} />
              {totalsShown ? <TotalScoreCard total={totalScore(game.holes, game.penalties)} /> : null}
              {totalsShown && hole && hole.holeNumber >= HOLE_COUNT - 1 ? (
                <GettingHome holes={game.holes} ended={false} />
              ) : null}
              {yourTeam && complete ? <TeamNameForm key={yourTeam.id} game={game} currentName={yourTeam.name} /> : null}
              {yourTeam && complete ? (
                <AlcoholFreeChoice game={game} alcoholFree={yourTeam.alcoholFree === true} />
              ) : null}
            </>
          ) : null
        }
        // Once the card is whole: below it on a phone, the board would move down with each step.
        fullBoard={
          !playing || complete ? (
            <LiveBoard
              board={board}
              heading={ended ? t('live.board.final') : t('live.board.live')}
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
            {game.removed ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
                {t('live.play.removed')}
              </p>
            ) : null}

            {ended ? (
              <GameOverNote
                unsentAtEnd={game.unsentAtEnd}
                historyLink={isAuthenticated && !savesToHistory}
                onShareResults={() => setShowing('results')}
                onExportCard={yourTeam ? () => setShowing('card') : undefined}
              />
            ) : game.removed ? null : you ? (
              <ConnectionNote status={game.status} unsent={game.unsent} />
            ) : (
              <JoinForm code={code} gameName={board.name} />
            )}

            {timed && game.clock ? (
              <HoleClock clock={game.clock} holes={game.holes} now={now} offline={game.status !== 'open'} />
            ) : null}
            {/* A team's card has them under the hole to play: above it they would push down what the Worker painted. */}
            {playing ? null : <HouseRules rules={game.rules} holeRules={game.holeRules} />}
            {ended ? <AwardsList board={board} /> : null}
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
            holes={first.holes}
            penalties={first.penalties}
            opener={opened.opener}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </SubPage>
  );
}
