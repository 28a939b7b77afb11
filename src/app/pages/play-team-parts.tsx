import { lazy, Suspense, useCallback, useState } from 'react';
import { SubPage } from '../../components/layout/sub-page';
import { clockHole } from '../../../domain/game-clock';
import { firstHiddenHole } from '../../../domain/finale';
import { DEFAULT_GAME_NAME, type GameSnapshot } from '../../../domain/game-protocol';
import { currentRuleHole } from '../../../domain/current-hole';
import { ruleOfHole } from '../../../domain/hole-rules';
import { HOLE_COUNT } from '../../../domain/holes';
import { WHOLE_GAME, totalWithMulligans } from '../../../domain/mulligans';
import { AlcoholFreeChoice } from '../../features/live/alcohol-free-choice';
import { AwardsList } from '../../features/live/board/awards-list';
import { useBoardHeading } from '../../features/live/board/board-heading';
import { LiveBoard } from '../../features/live/board/live-board';
import { GettingHome } from '../../features/live/card/getting-home';
import { holeToPlay, type TouchedHole } from '../../features/live/card/hole-to-play';
import { NextHole } from '../../features/live/card/next-hole';
import { PenaltyHoleNote } from '../../features/live/card/penalty-hole-note';
import { ClockBadge } from '../../features/live/clock/clock-badge';
import { HoleClock } from '../../features/live/clock/hole-clock';
import { useGameNow } from '../../features/live/clock/use-game-now';
import { BoardHiddenNote } from '../../features/live/finale/board-hidden-note';
import { RevealButton } from '../../features/live/finale/finale-controls';
import { RevealShow } from '../../features/live/finale/reveal-show';
import { GameMenu } from '../../features/live/game-menu';
import { GameOverNote } from '../../features/live/game-over-note';
import { RemoveTeamButton } from '../../features/live/host-controls';
import { HouseRules } from '../../features/live/house-rules';
import { InvitePanel } from '../../features/live/joining/invite-panel';
import { KeepRoundPrompt } from '../../features/live/keep-rounds/keep-round-prompt';
import { SaveRoundToHistory } from '../../features/live/keep-rounds/save-round-to-history';
import { MulligansCard } from '../../features/live/mulligans/mulligans-card';
import { NotifySwitch } from '../../features/live/nudges/notify-switch';
import { useNudgeVibration } from '../../features/live/nudges/use-nudge-vibration';
import { ConnectionNote } from '../../features/live/socket/connection-note';
import { countsAlone } from '../../features/live/socket/use-game-socket';
import { useLiveGame } from '../../features/live/socket/use-live-game';
import { TeamNameForm } from '../../features/live/team-name-form';
import { useRememberGame } from '../../features/live/use-remember-game';
import { PenaltiesPanel } from '../../features/penalties/penalties-panel';
import { HolesTable } from '../../features/scorecard/holes-table';
import RunningTotalBar from '../../features/scorecard/running-total-bar';
import { TotalScoreCard } from '../../features/scorecard/total-score-card';
import { useCardInSteps } from '../../features/scorecard/use-card-in-steps';
import { useReaderLocale } from '../../lib/i18n/reader-locale';
import { useT } from '../../lib/i18n/translate';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { LIVE_PAGE_WIDTH } from '../live-page-width';
import { LivePlayTop } from './live-play-top';

const TeamCardDialog = lazy(() => import('../../features/live/board/team-card-dialog'));
const ExportDialog = lazy(() => import('../../features/export/export-dialog'));
const ResultsDialog = lazy(() => import('../../features/export/results-dialog'));

/**
 * A live game's page for a team's phone, and for any phone once the game has ended: the socket, the
 * card, the host's controls and the finale. It loads apart from the page (team-parts.ts).
 */
export function LivePlay({ code, first }: { code: string; first: GameSnapshot }) {
  const game = useLiveGame(code, first);
  const t = useT('live', 'team');
  const number = new Intl.NumberFormat(useReaderLocale());
  const { isAuthenticated } = useCurrentUser();
  const { hasActiveSubscription, isLoading: membershipLoading } = useSubscriptionStatus();
  const { board, you } = game;
  const boardHeading = useBoardHeading(board);
  const ended = board.status === 'ended';
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
  // The board and the card's heading paint first, then the holes a few at a time, then the rest.
  const { shownHoles, totalsShown, complete } = useCardInSteps(true);
  const playing = you !== null && !ended && !game.removed;
  // Every mulligan the team spent, though the board hides the last holes: its own total counts them.
  const { mulliganHoles } = game;
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
  const revealing = game.revealedAt !== null && revealClosed !== game.revealedAt;

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
          hole ? (
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
              {yourTeam && hole ? <MulligansCard game={game} hole={hole.holeNumber} /> : null}
              <PenaltiesPanel
                penalties={game.penalties}
                onChange={(next) => game.setPenalties(next, hole?.holeNumber ?? WHOLE_GAME)}
                note={hole ? <PenaltyHoleNote hole={hole.holeNumber} mulliganHoles={mulliganHoles} /> : null}
              />
              <HolesTable variant="course" holes={game.holes} shownHoles={shownHoles} onChange={changeHole} />
              {totalsShown ? (
                <TotalScoreCard
                  total={totalWithMulligans(game.holes, game.penalties, mulliganHoles)}
                  note={
                    board.hiddenHoles === undefined
                      ? undefined
                      : t('live.finale.yourTotal', { hole: number.format(firstHiddenHole(board.hiddenHoles) - 1) })
                  }
                />
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
            ) : game.removed || !you ? null : (
              <ConnectionNote status={game.status} unsent={game.unsent} />
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
