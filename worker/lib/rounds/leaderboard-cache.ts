/**
 * The public leaderboard's kept copy in KV, and the rule for when a new round changes it: what
 * every part of the Worker that writes rounds needs, whichever feature it belongs to.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { LEADERBOARD_SIZE } from '../../../src/domain/rounds';
import { scorecards } from '../../db/schema';
import { LEADERBOARD_CACHE_KEY } from '../kv-keys';

/** The scorecards table under another name: inside an insert's RETURNING, the bare name is the new row. */
const RANKED = 'ranked';
const ranked = alias(scorecards, RANKED);

/**
 * Whether a new complete round makes the board: fewer than LEADERBOARD_SIZE complete, unhidden rounds
 * rank ahead of it (by the board's order, along its index). A scalar subquery, so the insert
 * answers it in the same statement and a save that misses the board never reads KV. A new round
 * cannot be on a kept board yet, and one that makes the board changes it.
 */
export function makesBoard(round: { id: string; totalScore: number; createdAt: Date }): SQL<boolean> {
  const place = sql`(${ranked.totalScore}, ${ranked.createdAt}, ${ranked.id})`;
  const roundPlace = sql`(${round.totalScore}, ${Math.floor(round.createdAt.getTime() / 1000)}, ${round.id})`;
  const ahead = sql`select 1 from ${scorecards} as ${sql.identifier(RANKED)}
    where ${ranked.complete} = 1 and ${ranked.hiddenAt} is null and ${place} < ${roundPlace}
    limit ${LEADERBOARD_SIZE}`;
  return sql<boolean>`((select count(*) from (${ahead})) < ${LEADERBOARD_SIZE})`.mapWith(Boolean);
}

export async function dropLeaderboard(cache: KVNamespace): Promise<void> {
  await cache.delete(LEADERBOARD_CACHE_KEY);
}
