import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LEADERBOARD_SHELL_MARKS, PAGE_DATA_ELEMENT_ID } from '../domain/data-paths';
import type { GameSnapshot } from '../domain/game-protocol';
import { LANGUAGE_COOKIE, requestLanguage, type Language } from '../domain/language';
import { gameCodeOf, pageDataPath, spectatorIdOf } from '../domain/page-data';
import { pageRouteOf } from '../domain/page-routes';
import { pageShellAsset } from '../domain/page-shells';
import type { Leaderboard } from '../domain/rounds';
import { createDb } from './db/client';
import type { AppContext } from './env';
import { roomByCode, roomByWatchId } from './features/games/routes';
import { pageCallerTokenHash } from './features/games/team-token';
import { publicBoard } from './lib/rounds/public-board';

/**
 * The SPA's HTML with the given status, so unknown pages are a real 404 to crawlers too. A page
 * with its own shell gets the HTML that paints its header and title before the app loads, in the
 * reader's language: the one chosen on the page (its cookie), else the browser's. The answer
 * varies with both, so no cache hands one reader's language to another. A spectator board's
 * also paints the game's name and carries its board, the leaderboard carries its board (and shows
 * an empty one at once), a team's live game paints its top (the board and the card's heading) and
 * carries its snapshot, and the other pages that paint from one API read have the browser start
 * that read with the page.
 */
export async function servePage(c: AppContext, status: ContentfulStatusCode): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  const route = status === 200 ? pageRouteOf(pathname) : undefined;
  const language = requestLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('Accept-Language'));
  const shell = await c.env.ASSETS.fetch(new URL(pageShellAsset(route, language), c.req.url));
  let html = shell;
  const watchId = status === 200 ? spectatorIdOf(pathname) : null;
  const board = watchId === null ? null : await spectatorSnapshot(c, watchId);
  const leaderboard = route === '/leaderboard' ? await leaderboardNow(c) : null;
  const code = status === 200 ? gameCodeOf(pathname) : null;
  const team = code === null ? null : await teamPage(c, code, language);
  const data = status === 200 ? pageDataPath(pathname) : null;
  if (board) html = withSpectatorBoard(shell, board);
  else if (leaderboard) html = withLeaderboard(shell, leaderboard);
  else if (team) html = withTeamPage(shell, team);
  else if (data !== null) html = withDataPreload(shell, data);
  return c.body(await html.text(), status, {
    'Content-Type': 'text/html; charset=utf-8',
    // A team's page holds its own card and the game's join code: no cache keeps it, not even a
    // shared phone's browser.
    'Cache-Control': team ? 'private, no-store' : 'no-cache',
    Vary: 'Accept-Language, Cookie',
  });
}

interface TeamPage {
  snapshot: GameSnapshot;
  /** The top of the page as the app first renders it. */
  top: string;
}

/**
 * The page of the team whose page cookie this phone holds, while its game is on; null for no
 * cookie, a token the game does not know, an ended game, or a game that cannot answer now.
 */
async function teamPage(c: AppContext, code: string, language: Language): Promise<TeamPage | null> {
  const tokenHash = pageCallerTokenHash(c);
  if (tokenHash === null) return null;
  try {
    const snapshot = await roomByCode(c, code).snapshot({ tokenHash, userId: null });
    if (!snapshot?.you || snapshot.code !== code) return null;
    // React's server renderer loads with the first team's page, not with every request the Worker starts on.
    const { playPageHtml } = await import('../src/app/play-page-html');
    const top = await playPageHtml(snapshot, language);
    return top === null ? null : { snapshot, top };
  } catch {
    // The page asks for it itself.
    return null;
  }
}

async function spectatorSnapshot(c: AppContext, watchId: string): Promise<GameSnapshot | null> {
  try {
    return await roomByWatchId(c, watchId).snapshot('spectator');
  } catch {
    // No such game (or the game cannot answer now): the page asks for it itself.
    return null;
  }
}

/** The public leaderboard as `GET /api/leaderboard` answers it, or null when it cannot be read now. */
async function leaderboardNow(c: AppContext): Promise<Leaderboard | null> {
  try {
    return await publicBoard(createDb(c.env.DB.withSession('first-unconstrained')), c.env.CACHE, null);
  } catch {
    // The page asks for it itself.
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
  return new HTMLRewriter()
    .on('#root main h1', {
      element(title) {
        title.setInnerContent(snapshot.board.name);
      },
    })
    .on('body', withPageData(snapshot))
    .transform(shell);
}

/**
 * A team's page with its top painted in #root, as the app's first render paints it, and its
 * snapshot as the page's data, so the app starts from it without asking.
 */
function withTeamPage(shell: Response, { snapshot, top }: TeamPage): Response {
  return new HTMLRewriter()
    .on(...PAINT_FIRST)
    .on('#root', {
      element(root) {
        root.setInnerContent(top, { html: true });
      },
    })
    .on('body', withPageData(snapshot))
    .transform(shell);
}

/**
 * The leaderboard's HTML with the board as the page's data (public, names already masked), so
 * the app starts from it without asking. An empty board paints with the HTML: its shell holds the
 * empty board hidden beside the loading state.
 */
function withLeaderboard(shell: Response, board: Leaderboard): Response {
  const rewriter = new HTMLRewriter().on('body', withPageData(board)).on(...PAINT_FIRST);
  if (board.length > 0) return rewriter.transform(shell);
  return rewriter
    .on(`#root [${LEADERBOARD_SHELL_MARKS.loading}]`, {
      element(loading) {
        loading.remove();
      },
    })
    .on(`#root [${LEADERBOARD_SHELL_MARKS.empty}]`, {
      element(empty) {
        empty.removeAndKeepContent();
      },
    })
    .transform(shell);
}

/**
 * Drops the preloads of the app's code from a page whose HTML paints its largest element: its
 * first paint then shares the network with nothing but its styles, and the app's code is asked
 * for a moment later, as its entry script imports it. (Lighthouse's mobile audit measured the
 * painted team's page and leaderboard at LCP 1.05-1.15 s without them, 1.6-2.3 s with them, and
 * the time to interactive no later.)
 */
const PAINT_FIRST: [string, HTMLRewriterElementContentHandlers] = [
  'link[rel="modulepreload"]',
  {
    element(link) {
      link.remove();
    },
  },
];

/** Appends the page's data to the body as JSON, which no `<` in it can close early. */
function withPageData(data: unknown): HTMLRewriterElementContentHandlers {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return {
    element(body) {
      body.append(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`, { html: true });
    },
  };
}
