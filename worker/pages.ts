import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LEADERBOARD_SHELL_MARKS, PAGE_DATA_ELEMENT_ID, type MissingGamePageData } from '../domain/data-paths';
import type { GameSnapshot } from '../domain/game-protocol';
import { LANGUAGE_COOKIE, requestLanguage, type Language } from '../domain/language';
import { gameCodeOf, pageDataPath, spectatorIdOf } from '../domain/page-data';
import { pageRouteOf } from '../domain/page-routes';
import { pageShellAsset } from '../domain/page-shells';
import type { Leaderboard } from '../domain/rounds';
import type { HistoryPageData } from '../domain/history-page';
import { createDb } from './db/client';
import { historyPage } from './history-page';
import type { AppContext } from './env';
import { roomByCode, roomByWatchId } from './features/games/routes';
import type { PostedJoin } from '../src/app/play-page-html';
import { countCodeLookup, countCodeMiss } from './features/games/code-guard';
import { pageCallerTokenHash } from './features/games/team-token';
import { readSessionToken } from './lib/session/session-cookie';
import { publicBoard } from './lib/rounds/public-board';

/**
 * The SPA's HTML with the given status, so unknown pages are a real 404 to crawlers too. A page
 * with its own shell gets the HTML that paints its header and title before the app loads, in the
 * reader's language: the one chosen on the page (its cookie), else the browser's. The answer
 * varies with both, so no cache hands one reader's language to another. A spectator board's
 * paints the game's name and the board's rows and carries its snapshot, the leaderboard carries its board (and shows
 * an empty one at once), a team's live game paints its top (the board and the card's heading) and
 * carries its snapshot, a game's page for a phone of no team paints its join form and board (or
 * that no game has the code), a member's History paints its first page of rounds and carries it,
 * and the other pages that paint from one API read have the browser start
 * that read with the page. The card's shell paints its first screen, so it too goes without its
 * preloads.
 */
export async function servePage(c: AppContext, status: ContentfulStatusCode): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  const route = status === 200 ? pageRouteOf(pathname) : undefined;
  const language = readerLanguage(c);
  const shell = await c.env.ASSETS.fetch(new URL(pageShellAsset(route, language), c.req.url));
  let html = shell;
  const watchId = status === 200 ? spectatorIdOf(pathname) : null;
  const board = watchId === null ? null : await spectatorPage(c, watchId, language);
  const leaderboard = route === '/leaderboard' ? await leaderboardNow(c) : null;
  const code = status === 200 ? gameCodeOf(pathname) : null;
  const play = code === null ? null : await playPage(c, code, language);
  const history = route === '/history' ? await historyPage(c, language) : null;
  const data = status === 200 ? pageDataPath(pathname) : null;
  if (board) html = withPaintedPage(shell, board);
  else if (leaderboard) html = withLeaderboard(shell, leaderboard);
  else if (play) html = withPaintedPage(shell, play);
  else if (history) html = withPaintedPage(shell, history);
  else if (data !== null) html = withDataPreload(shell, data);
  else if (route === '/') html = new HTMLRewriter().on(...PAINT_FIRST).transform(shell);
  return c.body(await html.text(), status, {
    'Content-Type': 'text/html; charset=utf-8',
    // A painted game's page is the game as it was this moment, and a team's holds its own card
    // and the game's join code; a member's History holds their rounds: no cache keeps either,
    // not even a shared phone's browser.
    'Cache-Control': play || history ? 'private, no-store' : 'no-cache',
    Vary: 'Accept-Language, Cookie',
  });
}

/**
 * The join page of a game of a phone of no team, after its form was posted and did not join:
 * the form again with the name as typed and why, beside the live board. A game that cannot be
 * read now gets its page as a GET would.
 */
export async function servePostedJoin(
  c: AppContext,
  code: string,
  posted: PostedJoin,
  status: ContentfulStatusCode,
): Promise<Response> {
  const language = readerLanguage(c);
  const shell = await c.env.ASSETS.fetch(new URL(pageShellAsset('/play/:code', language), c.req.url));
  // A client over its look-up limit learns nothing of the game: its page asks, and hears 429.
  const limited = posted.refusal.reason === 'refused' && posted.refusal.status === 429;
  const page = limited ? null : await visitorPage(c, code, language, posted);
  return c.body(await (page ? withPaintedPage(shell, page) : shell).text(), status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    Vary: 'Accept-Language, Cookie',
  });
}

function readerLanguage(c: AppContext): Language {
  return requestLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('Accept-Language'));
}

/** A page painted in #root, as the app's first render paints it, with the data the app starts from. */
interface PaintedPage {
  data: GameSnapshot | MissingGamePageData | HistoryPageData;
  html: string;
}

/**
 * /play/{code} painted from one read of the game: the team's page for the phone whose page cookie
 * the game knows, while the game is on; for a phone of no team, the join form beside the board
 * (or the final standings), or that no game has the code. Null, for the page to ask itself: a
 * team's ended game (its page waits for what only the app knows), a signed-in member's phone
 * (the member's team may be on another phone, which the API knows from the session), a client
 * over its look-up limit, or a game that cannot answer now.
 */
async function playPage(c: AppContext, code: string, language: Language): Promise<PaintedPage | null> {
  const tokenHash = pageCallerTokenHash(c);
  try {
    const snapshot = await roomByCode(c, code).snapshot({ tokenHash, userId: null });
    if (snapshot?.you) return await teamPage(snapshot, language);
    if (readSessionToken(c) !== undefined) return null;
    return await paintedForVisitor(c, code, snapshot, language, null);
  } catch {
    // The page asks for it itself.
    return null;
  }
}

/** The join page of a phone of no team in the game, after a post of its form. */
async function visitorPage(
  c: AppContext,
  code: string,
  language: Language,
  posted: PostedJoin,
): Promise<PaintedPage | null> {
  try {
    const snapshot = await roomByCode(c, code).snapshot({ tokenHash: pageCallerTokenHash(c), userId: null });
    return snapshot?.you ? null : await paintedForVisitor(c, code, snapshot, language, posted);
  } catch {
    return null;
  }
}

/**
 * A visitor's look at a game is a look-up by its code like the API's, and counts as one
 * (code-guard.ts): a code no game has counts as a miss, and a client over its limit is refused.
 * A posted form's join counted its look-up already.
 */
async function paintedForVisitor(
  c: AppContext,
  code: string,
  snapshot: GameSnapshot | null,
  language: Language,
  posted: PostedJoin | null,
): Promise<PaintedPage | null> {
  if (posted === null) await countCodeLookup(c);
  // React's server renderer loads with the first painted game page, not with every request the Worker starts on.
  const { joinPageHtml, missingGamePageHtml } = await import('../src/app/play-page-html');
  if (!snapshot) {
    if (posted === null) await countCodeMiss(c);
    return { data: { missingCode: code }, html: await missingGamePageHtml(code, language) };
  }
  const html = await joinPageHtml(snapshot, { language, origin: new URL(c.req.url).origin }, posted);
  return html === null ? null : { data: snapshot, html };
}

/** A team's page while its game is on; null once it has ended. */
async function teamPage(snapshot: GameSnapshot, language: Language): Promise<PaintedPage | null> {
  const { playPageHtml } = await import('../src/app/play-page-html');
  const html = await playPageHtml(snapshot, language);
  return html === null ? null : { data: snapshot, html };
}

/**
 * The spectator board painted with its rows, from the spectator's snapshot (public: it names no
 * join code); null for no such game, or a game that cannot answer now.
 */
async function spectatorPage(c: AppContext, watchId: string, language: Language): Promise<PaintedPage | null> {
  try {
    const snapshot = await roomByWatchId(c, watchId).snapshot('spectator');
    if (!snapshot) return null;
    const { watchPageHtml } = await import('../src/app/watch-page-html');
    return { data: snapshot, html: await watchPageHtml(snapshot, language) };
  } catch {
    // The page asks for it itself.
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
 * A page with its top painted in #root, as the app's first render paints it, and its data as the
 * page's data, so the app starts from it without asking.
 */
function withPaintedPage(shell: Response, { data, html }: PaintedPage): Response {
  return new HTMLRewriter()
    .on(...PAINT_FIRST)
    .on('#root', {
      element(root) {
        root.setInnerContent(html, { html: true });
      },
    })
    .on('body', withPageData(data))
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
 * Drops the preloads of the app's code from a page whose HTML paints its largest element (and
 * the card's, whose shell paints its first screen): its first paint then shares the network with
 * nothing but its styles, and the app's code is asked for a moment later, as its entry script
 * imports it. (Lighthouse's mobile audit measured the painted team's page and leaderboard at LCP
 * 1.05-1.15 s without them, 1.6-2.3 s with them, and the time to interactive no later.)
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
