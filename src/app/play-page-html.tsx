/**
 * The top of a team's /play/{code} as the app's first render paints it, for the Worker to serve in
 * the page's HTML (worker/pages.ts): the header, the game's name, the code line with the host's
 * menu, the connection note, the team's standing, the card's heading and the hole to play, from
 * the components the page renders
 * (`LivePlayTop`), in the reader's language. The app replaces it with the same words in the same
 * place, so its largest text paints with the HTML. The one module of the app the Worker imports:
 * what it imports touches no browser global until it renders.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SubPage } from '../components/layout/sub-page';
import type { GameSnapshot } from '../../domain/game-protocol';
import type { Language } from '../../domain/language';
import { cardHoles } from '../../domain/team-card';
import { HoleClock } from '../features/live/clock/hole-clock';
import { ConnectionNote } from '../features/live/socket/connection-note';
import { holeToPlay, NextHole } from '../features/live/card/next-hole';
import { HostMenuOpener } from '../features/live/host-menu-opener';
import { withYourTeamOnline } from '../features/live/board/your-team-online';
import { renderShellsIn } from '../lib/i18n/painted-text';
import { renderOnServerIn } from '../lib/i18n/page-language';
import { messagesOf } from '../lib/i18n/translate';
import { LIVE_TOP_AREAS } from './live-words';
import { LIVE_PAGE_WIDTH, LivePlayTop } from './pages/live-play-top';

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
    ...LIVE_TOP_AREAS.map((areas) => messagesOf(language, areas)),
  ]);
  const board = withYourTeamOnline(snapshot.board, you.teamId);
  const card = snapshot.yourCard?.teamId === you.teamId ? snapshot.yourCard : { holes: [] };
  const hole = holeToPlay(cardHoles(snapshot.holes, card), null);
  // The render is synchronous: no other request's render comes between these and it.
  renderShellsIn(language, frame);
  renderOnServerIn(language);
  return renderToStaticMarkup(
    <StaticRouter location={`/play/${code}`}>
      {/* As the page first renders: its card still to come in steps below (busy), the socket connecting. */}
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
                <HoleClock
                  clock={snapshot.clock}
                  holes={cardHoles(snapshot.holes, card)}
                  now={snapshot.serverNow ?? Date.now()}
                  offline={false}
                  openingNote={false}
                />
              ) : null}
            </>
          }
          hostMenu={you.isHost ? <HostMenuOpener /> : null}
          nextHole={hole ? <NextHole hole={hole} onChange={nothing} onMove={nothing} /> : null}
        />
      </SubPage>
    </StaticRouter>,
  );
}
