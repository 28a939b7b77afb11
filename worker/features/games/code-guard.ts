/**
 * Look-ups of a game by its join code that no team token vouches for (the board, a join, a
 * socket) are limited per client in two ways. Misses (codes no game has) are what guessing
 * produces: GAME_CODE_MISS_RATE_LIMITER allows few of them. Every look-up counts against
 * GAME_CODE_RATE_LIMITER, whose limit is a crowd's: a hundred teams behind one bar's Wi-Fi each
 * opening and joining the game. A client over its miss limit hears 429 for every code, real or
 * not, until the period is over, so a real game's 200 cannot be told from a miss's 404 meanwhile:
 * the rate limit binding only counts, so that state is a short-lived KV entry.
 */
import type { AppContext } from '../../env';
import { clientKey, countClientRequest, rateLimited } from '../../middleware/rate-limit';

/** The period of both limiters in wrangler.toml; also the life of a client's block. */
const PERIOD_SECONDS = 60;

const blockKey = (c: AppContext) => `game-code-block:${clientKey(c)}`;

/** Before a look-up is answered: 429 for a client blocked for its misses, or over the crowd's limit. */
export async function countCodeLookup(c: AppContext): Promise<void> {
  if ((await c.env.CACHE.get(blockKey(c))) !== null) throw rateLimited(c, PERIOD_SECONDS);
  await countClientRequest(c, c.env.GAME_CODE_RATE_LIMITER, PERIOD_SECONDS);
}

/** After a look-up found no game: 429 (and a block on every code) once the client has missed too often. */
export async function countCodeMiss(c: AppContext): Promise<void> {
  const { success } = await c.env.GAME_CODE_MISS_RATE_LIMITER.limit({ key: clientKey(c) });
  if (success) return;
  await c.env.CACHE.put(blockKey(c), '1', { expirationTtl: PERIOD_SECONDS });
  throw rateLimited(c, PERIOD_SECONDS);
}
