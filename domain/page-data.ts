import { gameSnapshotPath, LEADERBOARD_PATH } from './data-paths';
import { gameCodeSchema, watchIdSchema } from './game-protocol';
import { pageRouteOf } from './page-routes';

/**
 * The API read a page paints its main content from, for the pages whose first read is known from
 * the address alone: the leaderboard, a team's live game and its spectator board. Null for every
 * other page, and for a code or id no game can have (the page asks for nothing then either).
 */
export function pageDataPath(pathname: string): string | null {
  const route = pageRouteOf(pathname);
  const last = lastSegment(pathname);
  switch (route) {
    case '/leaderboard':
      return LEADERBOARD_PATH;
    case '/play/:code':
      return gameCodeSchema.safeParse(last).success ? gameSnapshotPath('games', last) : null;
    case '/watch/:id':
      return watchIdSchema.safeParse(last).success ? gameSnapshotPath('watch', last) : null;
    default:
      return null;
  }
}

/** The join code a /play/{code} address opens, as written when a game can have it; null for any other page. */
export function gameCodeOf(pathname: string): string | null {
  if (pageRouteOf(pathname) !== '/play/:code') return null;
  const code = lastSegment(pathname);
  return gameCodeSchema.safeParse(code).success ? code : null;
}

/** The spectator id a /watch/{id} address opens, when it can be one; null for any other page. */
export function spectatorIdOf(pathname: string): string | null {
  if (pageRouteOf(pathname) !== '/watch/:id') return null;
  const id = lastSegment(pathname);
  return watchIdSchema.safeParse(id).success ? id : null;
}

function lastSegment(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}
