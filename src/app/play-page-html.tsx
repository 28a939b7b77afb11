/**
 * /play/{code} as the app's first render paints it, for the Worker to serve in the page's HTML
 * (worker/pages.ts), from the components the page renders, in the reader's language: a team's top
 * (the header, the game's name, the code line with the host's menu, the connection note, the
 * team's standing, the card's heading and the hole to play); for a phone of no team, the join form
 * beside the live board with the invitation below, or the final standings; for a code no game has, that it has none. The
 * app replaces it with the same words in the same place, so its largest text paints with the
 * HTML. Of the app, the Worker imports this module and watch-page-html.tsx: what they import
 * touches no browser global until it renders.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SubPage } from '../components/layout/sub-page';
import { currentRuleHole } from '../../domain/current-hole';
import { ruleOfHole } from '../../domain/hole-rules';
import { clockHole } from '../../domain/game-clock';
import type { GameSnapshot } from '../../domain/game-protocol';
import type { Language } from '../../domain/language';
import type { ApiErrorBody } from '../../domain/api-error';
import { MAX_TEAM_NAME_LENGTH } from '../../domain/scorecard';
import { cardHoles } from '../../domain/team-card';
import { HttpError } from '../lib/api-fetch';
import { useErrorText } from '../lib/i18n/error-text';
import { useJoinText } from '../lib/i18n/join-text';
import { loadPlayingWords } from '../lib/i18n/playing-text';
import { LiveBoard } from '../features/live/board/live-board';
import { GameOverNote } from '../features/live/game-over-note';
import { useBoardHeading } from '../features/live/board/board-heading';
import { InvitePanel } from '../features/live/joining/invite-panel';
import { drawQr } from '../features/live/joining/qr-drawing';
import { joinUrl } from '../features/live/joining/share-link';
import { JoinFormView } from '../features/live/joining/join-form';
import { SnapshotStates } from '../features/live/snapshot-states';
import { HoleClock } from '../features/live/clock/hole-clock';
import { ConnectionNote } from '../features/live/socket/connection-note';
import { holeToPlay } from '../features/live/card/hole-to-play';
import { NextHole } from '../features/live/card/next-hole';
import { HostMenuOpener } from '../features/live/host-menu-opener';
import { withYourTeamOnline } from '../features/live/board/your-team-online';
import { renderShellsIn } from '../lib/i18n/painted-text';
import { renderOnServerIn } from '../lib/i18n/page-language';
import { messagesOf } from '../lib/i18n/translate';
import { LIVE_TOP_AREAS, loadJoinPageWords } from './live-words';
import { LIVE_PAGE_WIDTH } from './live-page-width';
import { LivePlayTop } from './pages/live-play-top';

const nothing = () => undefined;

/**
 * The HTML of the page's top for the team whose snapshot this is, while its game is on; null for a
 * phone of no team, or a game that has ended (its page waits for what only the app knows).
 */
export async function playPageHtml(snapshot: GameSnapshot, language: Language): Promise<string | null> {
  const { you, code } = snapshot;
  if (!you || code === null || snapshot.board.status !== 'live') return null;
  // Every set of areas the components read (`useT`), loaded before the render, which reads them at once.
  const [frame] = await Promise.all([
    messagesOf(language, ['frame']),
    loadJoinPageWords(language),
    // The team's standing and its connection.
    loadPlayingWords(language),
    ...LIVE_TOP_AREAS.map((areas) => messagesOf(language, areas)),
    // The card's hole to play, the clock and the host's menu say their words in a team's.
    messagesOf(language, ['team']),
  ]);
  const board = withYourTeamOnline(snapshot.board, you.teamId);
  const card = snapshot.yourCard?.teamId === you.teamId ? snapshot.yourCard : { holes: [] };
  const holes = cardHoles(snapshot.holes, card);
  const now = snapshot.serverNow ?? Date.now();
  // The hole the app's first render opens the card on: the clock's, at the game's time.
  const hole = holeToPlay(holes, null, clockHole(snapshot.clock ?? null, holes, now));
  // The render is synchronous: no other request's render comes between these and it.
  renderShellsIn(language, frame);
  renderOnServerIn(language);
  return renderToStaticMarkup(
    <StaticRouter location={`/play/${code}`}>
      {/* As the page first renders: its card still to come in steps below (busy), the socket connecting, its controls waiting for the app. */}
      <SubPage title={board.name} busy width={LIVE_PAGE_WIDTH} oneLineTitle>
        <LivePlayTop
          code={code}
          board={board}
          you={you}
          yourTeam={board.teams.find((team) => team.id === you.teamId)}
          playing
          note={
            <>
              <ConnectionNote status="connecting" />
              {snapshot.clock ? (
                <HoleClock clock={snapshot.clock} holes={holes} now={now} offline={false} openingNote={false} />
              ) : null}
            </>
          }
          hostMenu={you.isHost ? <HostMenuOpener /> : null}
          nextHole={
            hole ? (
              <NextHole
                hole={hole}
                rule={ruleOfHole(snapshot.holeRules, currentRuleHole(snapshot.clock, holes, now, hole.holeNumber))}
                onChange={nothing}
                onMove={nothing}
                waiting
              />
            ) : null
          }
        />
      </SubPage>
    </StaticRouter>,
  );
}

/** Why a post of the painted join form did not join: the name, or the game's refusal as the API words it. */
export type JoinRefusal =
  { reason: 'blank' | 'too-long' } | { reason: 'refused'; status: number; error: ApiErrorBody['error'] };

/** The painted form as it was posted: the name as typed, and why it did not join. */
export interface PostedJoin {
  teamName: string;
  alcoholFree: boolean;
  refusal: JoinRefusal;
}

/**
 * The page of a game for a phone of no team in it: while it is on, the join form (with what was
 * posted and why it did not join, after a post) beside the live board; once ended, the final
 * standings. Null for a phone of a team (its own page above).
 */
export async function joinPageHtml(
  snapshot: GameSnapshot,
  { language, origin }: { language: Language; origin: string },
  posted: PostedJoin | null = null,
): Promise<string | null> {
  const { code, board } = snapshot;
  if (snapshot.you || code === null) return null;
  const [frame] = await Promise.all([
    messagesOf(language, ['frame']),
    // The join page's words, and a refusal's in the page's words for its error code.
    loadJoinPageWords(language),
    // An ended game's note.
    board.status === 'ended' ? loadPlayingWords(language) : undefined,
  ]);
  // The render is synchronous: no other request's render comes between these and it.
  renderShellsIn(language, frame);
  renderOnServerIn(language);
  const ended = board.status === 'ended';
  return renderToStaticMarkup(
    <StaticRouter location={`/play/${code}`}>
      <SubPage title={board.name} busy width={LIVE_PAGE_WIDTH} oneLineTitle>
        <LivePlayTop
          code={code}
          board={board}
          you={null}
          yourTeam={undefined}
          playing={false}
          hostMenu={null}
          nextHole={null}
          note={
            ended ? (
              <GameOverNote
                unsentAtEnd={0}
                historyLink={false}
                awaitingReveal={board.hiddenHoles !== undefined}
                onShareResults={board.hiddenHoles === undefined ? nothing : undefined}
              />
            ) : (
              <PaintedJoinForm code={code} gameName={board.name} posted={posted} />
            )
          }
          fullBoard={<VisitorBoard board={snapshot.board} />}
        />
        {ended ? null : (
          <InvitePanel
            code={code}
            watchId={snapshot.watchId}
            gameName={board.name}
            origin={origin}
            painted
            qr={drawQr(joinUrl(code, origin))}
          />
        )}
      </SubPage>
    </StaticRouter>,
  );
}

/** The page of a code no game has, as the app says it. */
export async function missingGamePageHtml(code: string, language: Language): Promise<string> {
  const [frame] = await Promise.all([messagesOf(language, ['frame']), loadJoinPageWords(language)]);
  renderShellsIn(language, frame);
  renderOnServerIn(language);
  return renderToStaticMarkup(
    <StaticRouter location={`/play/${code}`}>
      <MissingGame />
    </StaticRouter>,
  );
}

function MissingGame() {
  const words = useJoinText();
  return (
    <SubPage title={words('live.play.title')}>
      <SnapshotStates load={{ state: 'not-found' }} notFoundText={words('live.play.notFound')} />
    </SubPage>
  );
}

function VisitorBoard({ board }: { board: GameSnapshot['board'] }) {
  return <LiveBoard board={board} heading={useBoardHeading(board)} onOpenTeam={nothing} />;
}

function PaintedJoinForm({ code, gameName, posted }: { code: string; gameName: string; posted: PostedJoin | null }) {
  const words = useJoinText();
  const errorText = useErrorText();
  const refusal = posted?.refusal;
  let error: string | null = null;
  if (refusal?.reason === 'blank') error = words('live.rename.blank');
  else if (refusal?.reason === 'too-long') error = words('live.join.tooLong', { max: MAX_TEAM_NAME_LENGTH });
  else if (refusal?.reason === 'refused') {
    const answer = new HttpError(refusal.status, refusal.error.message, JSON.stringify({ error: refusal.error }));
    error = errorText(answer, words('live.join.failed'));
  }
  return (
    <JoinFormView
      painted
      code={code}
      gameName={gameName}
      teamName={posted?.teamName ?? ''}
      onTeamNameChange={nothing}
      alcoholFree={posted?.alcoholFree ?? false}
      onAlcoholFreeChange={nothing}
      error={error}
    />
  );
}
