/**
 * The live games this phone is in (as the host or as a team), kept in local storage so any page
 * can lead back to one, whoever is signed in. A member's games also come from the server.
 */
import * as z from 'zod/mini';
import { isLinkCurrent, type GameLink } from '../../domain/game-links';
import { readStored, writeStored } from './local-storage';

const GAMES_ON_DEVICE_KEY = 'pubgolf-live-games';
/** The most games kept; the oldest go first. */
const MAX_KEPT = 10;

const storedGamesSchema = z.array(
  z.object({
    code: z.string(),
    name: z.string(),
    status: z.enum(['live', 'ended']),
    endedAt: z.nullable(z.string()),
    watchId: z.optional(z.string()),
    /** When this phone last saw the game, in milliseconds. */
    seenAt: z.number(),
  }),
);
type StoredGame = z.infer<typeof storedGamesSchema>[number];

function stored(): StoredGame[] {
  return readStored(GAMES_ON_DEVICE_KEY, storedGamesSchema) ?? [];
}

/** The games still worth a link, the one seen most recently first. */
export function gamesOnDevice(now = Date.now()): GameLink[] {
  return stored()
    .filter((game) => isLinkCurrent(game, now))
    .toSorted((a, b) => b.seenAt - a.seenAt)
    .map(({ seenAt: _seen, ...link }) => link);
}

/** Keeps the game as this phone last saw it (its name, whether it ended). */
export function rememberGameOnDevice(link: GameLink, now = Date.now()): void {
  const others = stored().filter((game) => game.code !== link.code && isLinkCurrent(game, now));
  writeStored(GAMES_ON_DEVICE_KEY, [{ ...link, seenAt: now }, ...others].slice(0, MAX_KEPT));
}

/** This phone is no longer in the game (its team was removed, or the game is gone). */
export function forgetGameOnDevice(code: string): void {
  const games = stored();
  const kept = games.filter((game) => game.code !== code);
  if (kept.length !== games.length) writeStored(GAMES_ON_DEVICE_KEY, kept);
}
