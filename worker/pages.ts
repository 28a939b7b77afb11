import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PAGE_DATA_ELEMENT_ID } from '../src/domain/data-paths';
import type { GameSnapshot } from '../src/domain/games';
import { LANGUAGE_COOKIE, requestLanguage } from '../src/domain/language';
import { pageDataPath, spectatorIdOf } from '../src/domain/page-data';
import { pageRouteOf } from '../src/domain/page-routes';
import { pageShellAsset } from '../src/domain/page-shells';
import type { AppContext } from './env';
import { roomByWatchId } from './features/games/routes';

/**
 * The SPA's HTML with the given status, so unknown pages are a real 404 to crawlers too. A page
 * with its own shell gets the HTML that paints its header and title before the app loads, in the
 * reader's language: the one chosen on the page (its cookie), else the browser's. The answer
 * varies with both, so no cache hands one reader's language to another. A spectator board's
 * also paints the game's name and carries its board, and the pages that paint from one API read
 * have the browser start that read with the page.
 */
export async function servePage(c: AppContext, status: ContentfulStatusCode): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  const route = status === 200 ? pageRouteOf(pathname) : undefined;
  const language = requestLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('Accept-Language'));
  const shell = await c.env.ASSETS.fetch(new URL(pageShellAsset(route, language), c.req.url));
  let html = shell;
  const watchId = status === 200 ? spectatorIdOf(pathname) : null;
  const board = watchId === null ? null : await spectatorSnapshot(c, watchId);
  const data = status === 200 ? pageDataPath(pathname) : null;
  if (board) html = withSpectatorBoard(shell, board);
  else if (data !== null) html = withDataPreload(shell, data);
  return c.body(await html.text(), status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Language, Cookie',
  });
}

async function spectatorSnapshot(c: AppContext, watchId: string): Promise<GameSnapshot | null> {
  try {
    return await roomByWatchId(c, watchId).snapshot('spectator');
  } catch {
    // No such game (or the game cannot answer now): the page asks for it itself.
    return null;
  }
}

/**
 * Has the browser fetch the page's data while it downloads the app, instead of once the app has
 * started. The app's own fetch takes the answer over only when it asks the same way: the same
 * address, with credentials (`apiFetch` sends them), so the team's cookie goes with it. The path
 * holds only a code or id its schema accepted.
 */
function withDataPreload(shell: Response, path: string): Response {
  const link = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}">`;
  return new HTMLRewriter()
    .on('head', {
      element(head) {
        head.prepend(link, { html: true });
      },
    })
    .transform(shell);
}

/**
 * The spectator board's HTML with the game's name as its title and the board as the page's data
 * (public: the spectator's view names no join code), so the name paints with the page and the app
 * starts from the board without asking for it.
 */
function withSpectatorBoard(shell: Response, snapshot: GameSnapshot): Response {
  // JSON inside a script element: no `<` may close it early.
  const json = JSON.stringify(snapshot).replace(/</g, '\\u003c');
  return new HTMLRewriter()
    .on('#root main h1', {
      element(title) {
        title.setInnerContent(snapshot.board.name);
      },
    })
    .on('body', {
      element(body) {
        body.append(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`, { html: true });
      },
    })
    .transform(shell);
}
