/**
 * The public boards: the lowest totals among fair rounds no operator has hidden, everywhere (the leaderboard) or on one
 * course, read along an index and kept in KV for a minute. Names are masked here, before the
 * board is kept, so no reader gets a name a board must not show. A save or delete that could
 * change a board drops its kept copy, so a new low round shows at once (on this location; KV
 * carries the drop to the others within its own propagation time, under the same minute).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { LEADERBOARD_SIZE, leaderboardSchema, type Leaderboard } from '../../../domain/rounds';
import type { Db } from '../../db/client';
import { scorecards } from '../../db/schema';
import { publicTeamName } from '../public-name';
import { LEADERBOARD_CACHE_KEY } from '../kv-keys';
import { courseBoardKey } from '../kv-keys';

/** The shortest expiry KV allows, and the longest a board may lag behind. */
const CACHE_TTL_SECONDS = 60;

/** The leaderboard when courseId is null, else that course's board. */
export function boardKey(courseId: string | null): string {
  return courseId === null ? LEADERBOARD_CACHE_KEY : courseBoardKey(courseId);
}

export async function publicBoard(db: Db, cache: KVNamespace, courseId: string | null): Promise<Leaderboard> {
  const key = boardKey(courseId);
  const cached = await keptBoard(cache, key);
  if (cached) return cached;
  // A round an operator hid stays off every public board.
  const fair = and(eq(scorecards.fair, true), isNull(scorecards.hiddenAt));
  const rows = await db
    .select({
      id: scorecards.id,
      teamName: scorecards.teamName,
      totalScore: scorecards.totalScore,
      createdAt: scorecards.createdAt,
      liveGame: scorecards.liveGame,
    })
    .from(scorecards)
    .where(courseId === null ? fair : and(eq(scorecards.courseId, courseId), fair))
    // TIE_RULE (domain/standings.ts): lowest total first; among level totals, which share a place, the earlier round.
    .orderBy(asc(scorecards.totalScore), asc(scorecards.createdAt), asc(scorecards.id))
    .limit(LEADERBOARD_SIZE);
  // Of the live game a round was kept from, a board shows only that its team played alcohol-free.
  const board = rows.map(({ liveGame, ...row }) => ({
    ...row,
    teamName: publicTeamName(row.teamName, row.id),
    createdAt: row.createdAt.toISOString(),
    ...(liveGame?.alcoholFree ? { alcoholFree: true } : {}),
  }));
  await cache.put(key, JSON.stringify(board), { expirationTtl: CACHE_TTL_SECONDS });
  return board;
}

/** The kept copy of a board, or null when there is none (or it no longer reads as one). */
export async function keptBoard(cache: KVNamespace, key: string): Promise<Leaderboard | null> {
  const text = await cache.get(key);
  if (text === null) return null;
  try {
    const parsed = leaderboardSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
