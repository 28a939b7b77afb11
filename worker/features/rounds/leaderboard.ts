/**
 * When an edit or a delete changes a public board (the leaderboard, and the board of the round's
 * course), or an operator hides it, its kept copy is dropped, so the next read builds it again.
 */
import { LEADERBOARD_SIZE, type Leaderboard } from '../../../domain/rounds';
import { boardKey, keptBoard } from '../../lib/rounds/public-board';

interface RoundOnBoard {
  id: string;
  totalScore: number;
  fair: boolean;
  createdAt: Date;
  hiddenAt: Date | null;
  courseId: string | null;
}

/** The boards a round can be on: the leaderboard, and its course's when it has one. */
function boardKeysOf(round: { courseId: string | null }): string[] {
  return round.courseId === null ? [boardKey(null)] : [boardKey(null), boardKey(round.courseId)];
}

/** After a round was edited: drops each kept board the round is on, or now belongs on. */
export async function dropBoardsChangedBy(cache: KVNamespace, round: RoundOnBoard): Promise<void> {
  await Promise.all(
    boardKeysOf(round).map(async (key) => {
      const board = await keptBoard(cache, key);
      if (board && changesBoard(board, round)) await cache.delete(key);
    }),
  );
}

/** After rounds were deleted: drops each kept board that shows one of them. */
export async function dropBoardsShowing(
  cache: KVNamespace,
  rounds: readonly { id: string; courseId: string | null }[],
): Promise<void> {
  if (rounds.length === 0) return;
  const ids = new Set(rounds.map((round) => round.id));
  const keys = new Set(rounds.flatMap(boardKeysOf));
  await Promise.all(
    [...keys].map(async (key) => {
      const board = await keptBoard(cache, key);
      if (board?.some((entry) => ids.has(entry.id))) await cache.delete(key);
    }),
  );
}

/** Whether the round is on the kept board, or now belongs on it in the board's order (`publicBoard`'s, TIE_RULE's). */
function changesBoard(board: Leaderboard, round: RoundOnBoard): boolean {
  if (board.some((entry) => entry.id === round.id)) return true;
  if (!round.fair || round.hiddenAt !== null) return false;
  const last = board.at(LEADERBOARD_SIZE - 1);
  if (!last) return true;
  if (round.totalScore !== last.totalScore) return round.totalScore < last.totalScore;
  const lastCreated = Date.parse(last.createdAt);
  const created = round.createdAt.getTime();
  return created !== lastCreated ? created < lastCreated : round.id < last.id;
}
