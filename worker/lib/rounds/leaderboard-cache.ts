/**
 * The public boards' kept copies in KV (the leaderboard, and one per course), and the rule for
 * when a new round changes the leaderboard: what every part of the Worker that writes rounds
 * needs, whichever feature it belongs to.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { LEADERBOARD_SIZE } from '../../../domain/rounds';
import { scorecards } from '../../db/schema';
import { courseBoardKey, LEADERBOARD_CACHE_KEY } from '../kv-keys';

/** The scorecards table under another name: inside an insert's RETURNING, the bare name is the new row. */
const RANKED = 'ranked';
const ranked = alias(scorecards, RANKED);

/**
 * Whether a new fair round makes the board: fewer than LEADERBOARD_SIZE fair rounds an operator
 * has not hidden rank ahead of it (by the board's order, along its index). A scalar subquery, so
 * the insert answers it in the same statement and a save that misses the board never reads KV. A
 * new round cannot be on a kept board yet, and one that makes the board changes it.
 */
export function makesBoard(round: { id: string; totalScore: number; createdAt: Date }): SQL<boolean> {
  const place = sql`(${ranked.totalScore}, ${ranked.createdAt}, ${ranked.id})`;
  const roundPlace = sql`(${round.totalScore}, ${Math.floor(round.createdAt.getTime() / 1000)}, ${round.id})`;
  const ahead = sql`select 1 from ${scorecards} as ${sql.identifier(RANKED)}
    where ${ranked.fair} = 1 and ${ranked.hiddenAt} is null and ${place} < ${roundPlace}
    limit ${LEADERBOARD_SIZE}`;
  return sql<boolean>`((select count(*) from (${ahead})) < ${LEADERBOARD_SIZE})`.mapWith(Boolean);
}

async function dropLeaderboard(cache: KVNamespace): Promise<void> {
  await cache.delete(LEADERBOARD_CACHE_KEY);
}

/**
 * After a new round was kept: drops the boards it joins. The leaderboard when it makes it; its
 * course's board whenever it is fair (a course sees few rounds, so this costs less than asking).
 */
export async function dropBoardsJoinedBy(
  cache: KVNamespace,
  round: { fair: boolean; courseId: string | null; makesBoard: boolean },
): Promise<void> {
  await Promise.all([
    round.makesBoard ? dropLeaderboard(cache) : null,
    round.fair && round.courseId !== null ? cache.delete(courseBoardKey(round.courseId)) : null,
  ]);
}
