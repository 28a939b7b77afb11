/** A member's rounds in D1: every query names the owner, so no one reaches another's rows. */
import { and, desc, eq, getTableColumns, isNull, lte, or, sql } from 'drizzle-orm';
import type { Hole } from '../../../src/domain/holes';
import type { Penalty } from '../../../src/domain/penalties';
import { scoreRound } from '../../../src/domain/rounds';
import type { Db } from '../../db/client';
import { scorecards, type ScorecardRow } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import { makesBoard } from './leaderboard';

/** A card as the member sent it, validated; its total is worked out here, never taken. */
export interface RoundCard {
  teamName: string;
  date: string;
  holes: Hole[];
  penalties: Penalty[];
  courseId?: string | null | undefined;
  courseName?: string | null | undefined;
  editedAt?: number | undefined;
}

function columnsOf(card: RoundCard) {
  const { totalScore, complete } = scoreRound(card.holes, card.penalties);
  return {
    teamName: card.teamName,
    date: card.date,
    totalScore,
    complete,
    holes: card.holes,
    penalties: card.penalties,
    courseId: card.courseId ?? null,
    courseName: card.courseName ?? null,
    clientEditedAt: card.editedAt ?? null,
  };
}

export type CreateOutcome =
  | { kind: 'created'; row: ScorecardRow; makesBoard: boolean }
  | { kind: 'existing'; row: ScorecardRow }
  | { kind: 'taken' };

/**
 * Keeps a new round, numbered after the member's last one. Insert and numbering are one
 * statement, so parallel saves neither share a number nor, with one id, make two rows: the
 * id already there is answered as it is (or is 'taken' when another member's). The same
 * statement says whether a complete round makes the leaderboard, so a new round costs one
 * round trip to D1; only a retried id costs a second, to read the round already kept.
 */
export async function createRound(
  db: Db,
  userId: string,
  id: string,
  card: RoundCard,
  now = new Date(),
): Promise<CreateOutcome> {
  const columns = columnsOf(card);
  const createdAt = wholeSeconds(now);
  const nextNumber = sql`(select coalesce(max(${scorecards.number}), 0) + 1 from ${scorecards}
    where ${scorecards.userId} = ${userId})`;
  const [inserted] = await db
    .insert(scorecards)
    .values({ ...columns, id, userId, number: nextNumber, createdAt, updatedAt: createdAt })
    .onConflictDoNothing({ target: scorecards.id })
    .returning({
      ...getTableColumns(scorecards),
      makesBoard: columns.complete
        ? makesBoard({ id, totalScore: columns.totalScore, createdAt })
        : sql<boolean>`0`.mapWith(Boolean),
    });
  if (inserted) {
    const { makesBoard: onBoard, ...row } = inserted;
    return { kind: 'created', row, makesBoard: onBoard };
  }
  const existing = await db.select().from(scorecards).where(eq(scorecards.id, id)).get();
  if (!existing || existing.userId !== userId) return { kind: 'taken' };
  return { kind: 'existing', row: existing };
}

export type UpdateOutcome = { kind: 'updated' | 'kept'; row: ScorecardRow };

/**
 * Replaces the member's round with this edit unless the round already holds a newer one
 * (by the client's edit time); then the stored round is answered unchanged. Null when the
 * member has no round with this id.
 */
export async function updateRound(
  db: Db,
  userId: string,
  id: string,
  card: RoundCard & { editedAt: number },
  now = new Date(),
): Promise<UpdateOutcome | null> {
  const [row] = await db
    .update(scorecards)
    .set({ ...columnsOf(card), updatedAt: wholeSeconds(now) })
    .where(
      and(
        eq(scorecards.id, id),
        eq(scorecards.userId, userId),
        or(isNull(scorecards.clientEditedAt), lte(scorecards.clientEditedAt, card.editedAt)),
      ),
    )
    .returning();
  if (row) return { kind: 'updated', row };
  const kept = await findRound(db, userId, id);
  return kept ? { kind: 'kept', row: kept } : null;
}

function findRound(db: Db, userId: string, id: string): Promise<ScorecardRow | undefined> {
  return db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.id, id), eq(scorecards.userId, userId)))
    .get();
}

/** Newest first: numbers follow creation, and the (user_id, number) index gives this order. */
export function listRounds(db: Db, userId: string): Promise<ScorecardRow[]> {
  return db.select().from(scorecards).where(eq(scorecards.userId, userId)).orderBy(desc(scorecards.number));
}

/** The ids deleted: none when the member has no such round. */
export async function deleteRound(db: Db, userId: string, id: string): Promise<string[]> {
  const rows = await db
    .delete(scorecards)
    .where(and(eq(scorecards.id, id), eq(scorecards.userId, userId)))
    .returning({ id: scorecards.id });
  return rows.map((row) => row.id);
}

export async function deleteAllRounds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.delete(scorecards).where(eq(scorecards.userId, userId)).returning({ id: scorecards.id });
  return rows.map((row) => row.id);
}
