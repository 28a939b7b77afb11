/**
 * The public leaderboard: the lowest totals among complete rounds an operator has not hidden, read along the
 * scorecards_leaderboard index and kept in KV for a minute. A save or delete that could change
 * it drops the kept copy, so a new low round shows at once (on this location; KV carries the
 * drop to the others within its own propagation time, under the same minute).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { LEADERBOARD_SIZE, leaderboardSchema, type Leaderboard } from '../../../src/domain/rounds';
import type { Db } from '../../db/client';
import { scorecards } from '../../db/schema';
import { LEADERBOARD_CACHE_KEY as CACHE_KEY } from '../../lib/kv-keys';

/** The shortest expiry KV allows, and the longest a board may lag behind. */
const CACHE_TTL_SECONDS = 60;

export async function leaderboard(db: Db, cache: KVNamespace): Promise<Leaderboard> {
  const cached = await cachedBoard(cache);
  if (cached) return cached;
  const rows = await db
    .select({
      id: scorecards.id,
      teamName: scorecards.teamName,
      totalScore: scorecards.totalScore,
      createdAt: scorecards.createdAt,
    })
    .from(scorecards)
    .where(and(eq(scorecards.complete, true), isNull(scorecards.hiddenAt)))
    .orderBy(asc(scorecards.totalScore), asc(scorecards.createdAt), asc(scorecards.id))
    .limit(LEADERBOARD_SIZE);
  const board = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  await cache.put(CACHE_KEY, JSON.stringify(board), { expirationTtl: CACHE_TTL_SECONDS });
  return board;
}

async function cachedBoard(cache: KVNamespace): Promise<Leaderboard | null> {
  const text = await cache.get(CACHE_KEY);
  if (text === null) return null;
  try {
    const parsed = leaderboardSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface RoundOnBoard {
  id: string;
  totalScore: number;
  complete: boolean;
  createdAt: Date;
  hiddenAt: Date | null;
}

/** After a round was edited: drops the kept board when the round is on it, or now belongs on it. */
export async function dropLeaderboardIfChangedBy(cache: KVNamespace, round: RoundOnBoard): Promise<void> {
  const board = await cachedBoard(cache);
  if (board && changesBoard(board, round)) await cache.delete(CACHE_KEY);
}

/** After rounds were deleted: drops the kept board when one of them is on it. */
export async function dropLeaderboardIfShowing(cache: KVNamespace, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const board = await cachedBoard(cache);
  if (board?.some((entry) => ids.includes(entry.id))) await cache.delete(CACHE_KEY);
}

function changesBoard(board: Leaderboard, round: RoundOnBoard): boolean {
  if (board.some((entry) => entry.id === round.id)) return true;
  if (!round.complete || round.hiddenAt !== null) return false;
  const last = board.at(LEADERBOARD_SIZE - 1);
  if (!last) return true;
  if (round.totalScore !== last.totalScore) return round.totalScore < last.totalScore;
  const lastCreated = Date.parse(last.createdAt);
  const created = round.createdAt.getTime();
  return created !== lastCreated ? created < lastCreated : round.id < last.id;
}
