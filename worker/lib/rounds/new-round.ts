/**
 * Keeping a new round for a member in D1: what saving from a card and ending a live game both do.
 * The total is worked out here from the card, never taken.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { CrawlTiming } from '../../../src/domain/crawl-timing';
import type { Hole } from '../../../src/domain/holes';
import type { Penalty } from '../../../src/domain/penalties';
import { isFairRound } from '../../../src/domain/fair-round';
import { scoreRound } from '../../../src/domain/rounds';
import type { Db } from '../../db/client';
import { scorecards, type ScorecardRow } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import { makesBoard } from './leaderboard-cache';

/** A card to keep, validated. */
export interface RoundCard {
  teamName: string;
  date: string;
  holes: Hole[];
  penalties: Penalty[];
  courseId?: string | null | undefined;
  courseName?: string | null | undefined;
  editedAt?: number | undefined;
  timing?: CrawlTiming | undefined;
}

/**
 * The columns a card fills: its total and completeness worked out by the shared scoring rule,
 * and whether it may show on a public board by the shared plausibility rule.
 */
export function roundColumns(card: RoundCard) {
  const { totalScore, complete } = scoreRound(card.holes, card.penalties);
  return {
    teamName: card.teamName,
    date: card.date,
    totalScore,
    complete,
    fair: isFairRound(card.holes),
    holes: card.holes,
    penalties: card.penalties,
    courseId: card.courseId ?? null,
    courseName: card.courseName ?? null,
    clientEditedAt: card.editedAt ?? null,
    timing: card.timing ?? null,
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
 * statement says whether a fair round makes the leaderboard, so a new round costs one
 * round trip to D1; only a retried id costs a second, to read the round already kept.
 */
export async function createRound(
  db: Db,
  userId: string,
  id: string,
  card: RoundCard,
  now = new Date(),
): Promise<CreateOutcome> {
  const columns = roundColumns(card);
  const createdAt = wholeSeconds(now);
  const nextNumber = sql`(select coalesce(max(${scorecards.number}), 0) + 1 from ${scorecards}
    where ${scorecards.userId} = ${userId})`;
  const [inserted] = await db
    .insert(scorecards)
    .values({ ...columns, id, userId, number: nextNumber, createdAt, updatedAt: createdAt })
    .onConflictDoNothing({ target: scorecards.id })
    .returning({
      ...getTableColumns(scorecards),
      makesBoard: columns.fair
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
