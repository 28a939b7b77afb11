/**
 * A spectator board's /watch/{id} as the app's first render paints it, for the Worker to serve in
 * the page's HTML (worker/pages.ts): the header, the game's name, the connection note and the
 * board's rows, from the components the page renders (`WatchBoardView` in its `WatchFrame`), in
 * the reader's language. The page shows the phone's list or the TV's screen by the width it has;
 * the HTML holds both, each shown at its own widths, so the rows paint before any script runs and
 * the app's first render puts the same rows in the same place. What it imports touches no browser
 * global until it renders.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { GameSnapshot } from '../../domain/game-protocol';
import { boardHole, currentRuleHole } from '../../domain/current-hole';
import { ruleOfHole } from '../../domain/hole-rules';
import type { Language } from '../../domain/language';
import { TvClock } from '../features/live/clock/tv-clock';
import { renderShellsIn } from '../lib/i18n/painted-text';
import { renderOnServerIn } from '../lib/i18n/page-language';
import { messagesOf } from '../lib/i18n/translate';
import { loadPlayingWords } from '../lib/i18n/playing-text';
import { loadJoinPageWords, WATCH_AREAS } from './live-words';
import { WatchBoardView } from './pages/watch-board-view';
import { WatchFrame } from './pages/watch-frame';

const nothing = () => undefined;

/** The page's HTML in #root for the spectator's snapshot of a game. */
export async function watchPageHtml(snapshot: GameSnapshot, language: Language): Promise<string> {
  const [frame] = await Promise.all([
    messagesOf(language, ['frame']),
    loadJoinPageWords(language),
    loadPlayingWords(language),
    ...WATCH_AREAS.map((areas) => messagesOf(language, areas)),
  ]);
  // The render is synchronous: no other request's render comes between these and it.
  renderShellsIn(language, frame);
  renderOnServerIn(language);
  return renderToStaticMarkup(
    <StaticRouter location={`/watch/${snapshot.watchId}`}>
      <WatchFrame>
        {/* As the page first renders: the socket connecting, a page of rows at a time on a TV. */}
        <WatchBoardView
          board={snapshot.board}
          status="connecting"
          joinCode={null}
          layout="both"
          paging
          rules={snapshot.rules ?? ''}
          holeRule={ruleOfHole(
            snapshot.holeRules,
            currentRuleHole(
              snapshot.clock,
              snapshot.holes,
              snapshot.serverNow ?? Date.now(),
              boardHole(snapshot.board.teams),
            ),
          )}
          clock={
            snapshot.clock && snapshot.clock.status !== 'off' ? (
              <TvClock
                clock={snapshot.clock}
                holes={snapshot.holes}
                now={snapshot.serverNow ?? Date.now()}
                offline={false}
              />
            ) : null
          }
          onPagingChange={nothing}
          onShareResults={nothing}
          onOpenTeam={nothing}
        />
      </WatchFrame>
    </StaticRouter>,
  );
}
