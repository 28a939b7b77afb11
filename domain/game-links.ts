/**
 * The way back into a live game from any page: which games this phone or member is in, and
 * how long a game that ended still leads to its final standings.
 */
import * as z from 'zod/mini';
import { gameCodeSchema, normalizeGameCode, watchIdSchema } from './game-protocol';

/** After its end, a game's link reads 'Final standings' for this long, then goes. */
const FINAL_STANDINGS_LINK_MS = 24 * 60 * 60 * 1000;

const gameLinkSchema = z.object({
  code: gameCodeSchema,
  name: z.string(),
  status: z.enum(['live', 'ended']),
  endedAt: z.nullable(z.iso.datetime()),
  /** The game's spectator board is /watch/{watchId}; a link kept on a phone before it was known has none. */
  watchId: z.optional(watchIdSchema),
});
export type GameLink = z.infer<typeof gameLinkSchema>;

/** `GET /api/games/mine` (members): the member's games still worth a link, most recently joined first. */
export const memberGamesResponseSchema = z.object({ games: z.array(gameLinkSchema) });
export type MemberGamesResponse = z.infer<typeof memberGamesResponseSchema>;

/** A game still worth a link at `now`: live, or ended less than a day ago. */
export function isLinkCurrent(link: Pick<GameLink, 'status' | 'endedAt'>, now: number): boolean {
  if (link.status === 'live') return true;
  return link.endedAt !== null && now - Date.parse(link.endedAt) < FINAL_STANDINGS_LINK_MS;
}

/**
 * Whether `pathname` is one of the game's own pages, where the way back into it has nowhere to
 * lead: its play page, which takes a code in any case and with separators typed into it
 * (`/play/7kx-4pm`), or its spectator board.
 */
export function isGamePage(pathname: string, { code, watchId }: Pick<GameLink, 'code' | 'watchId'>): boolean {
  const watched = /^\/watch\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (watched !== undefined) return watchId !== undefined && watched === watchId;
  const typed = /^\/play\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (typed === undefined) return false;
  let decoded = typed;
  try {
    decoded = decodeURIComponent(typed);
  } catch {
    // A malformed escape is read as typed.
  }
  return normalizeGameCode(decoded) === code;
}
