/**
 * Keeping a new round for a member in D1: what saving from a card and ending a live game both do.
 * The total is worked out here from the card, never taken.
 */
import { eq, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { CrawlTiming } from '../../../domain/crawl-timing';
import type { Hole } from '../../../domain/holes';
import type { Penalty } from '../../../domain/penalties';
import { isFairRound } from '../../../domain/fair-round';
import { scoreRound, type RoundLiveGame } from '../../../domain/rounds';
import type { Db } from '../../db/client';
import { hiddenCards, scorecards, users, type ScorecardRow } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import { cardKeySql } from './hiding';
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
  /** Only when keeping a live game's round: an edit never changes it. */
  liveGame?: RoundLiveGame | undefined;
}

/**
 * The columns a card fills: its total and completeness worked out by the shared scoring rule,
 * and whether it may show on a public board by the shared plausibility rule.
 */
export function roundColumns(card: RoundCard) {
  const { totalScore, complete } = scoreRound(card.holes, card.penalties, card.liveGame?.mulliganHoles);
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

/** The card's key (`cardKeySql`), worked out in SQL from the card as it will be stored. */
export function cardKeyOf(card: Pick<RoundCard, 'date' | 'holes' | 'penalties'>): SQL<string> {
  return sql<string>`(select ${sql.raw(cardKeySql('card'))} from (select ${card.date} as date,
    ${sql.param(card.holes, scorecards.holes)} as holes, ${sql.param(card.penalties, scorecards.penalties)} as penalties) as card)`;
}

/** Whether a round of `owner` with the card `key` is off the public boards: its card is hidden, or its owner is. */
export function hiddenRound(
  owner: string | SQL<string | null> | typeof scorecards.userId,
  key: SQL<string>,
): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${hiddenCards} where ${hiddenCards.userId} = ${owner} and ${hiddenCards.cardKey} = ${key})
    or exists (select 1 from ${users} where ${users.id} = ${owner} and ${users.hiddenAt} is not null))`;
}

export type CreateOutcome =
  | { kind: 'created'; row: ScorecardRow; makesBoard: boolean }
  | { kind: 'existing'; row: ScorecardRow }
  | { kind: 'taken' };

/**
 * The statement that keeps a new round, numbered after its owner's last one, when `allowed`
 * holds (always, unless a guard is given). `owner` is the member's id, or SQL that names it (a
 * session's owner, batched with its lookup). Insert and numbering are one statement, so
 * parallel saves neither share a number nor, with one id, make two rows: an id already there
 * inserts nothing. The same statement says whether a fair round makes the leaderboard, so a
 * save that misses the board never reads KV, and keeps the round hidden when its card or its
 * owner is (hiding.ts).
 */
export function insertRound(
  db: Db,
  owner: string | SQL<string | null>,
  id: string,
  card: RoundCard,
  now: Date,
  allowed: SQL<boolean> = sql<boolean>`1`,
) {
  const columns = roundColumns(card);
  const createdAt = wholeSeconds(now);
  const values: Partial<Record<keyof ScorecardRow, unknown>> = {
    ...columns,
    id,
    userId: owner,
    number: sql`(select coalesce(max(${scorecards.number}), 0) + 1 from ${scorecards}
      where ${scorecards.userId} = ${owner})`,
    createdAt,
    updatedAt: createdAt,
    cardKey: cardKeyOf(card),
    liveGame: card.liveGame ?? null,
    // A copy of a hidden card, or a round of a hidden player, is hidden as it is kept.
    hiddenAt: sql`case when ${hiddenRound(owner, cardKeyOf(card))} then ${sql.param(createdAt, scorecards.hiddenAt)} end`,
  };
  // INSERT … SELECT, so the guard can be its WHERE: every column in the table's order, each
  // value encoded as its column stores it (JSON, whole seconds, 0 or 1), an absent one its default.
  const selected = Object.entries(getTableColumns(scorecards)).map(([name, column]) => {
    const given = values[name as keyof ScorecardRow];
    const value = given === undefined ? column.default : given;
    if (value === undefined || value === null) return sql`null`;
    return is(value, SQL) ? value : sql.param(value, column);
  });
  return db
    .insert(scorecards)
    .select(sql`select ${sql.join(selected, sql`, `)} where ${allowed}`)
    .onConflictDoNothing({ target: scorecards.id })
    .returning({
      ...getTableColumns(scorecards),
      // Named: a D1 batch answers rows by column name, and a bare `0` would be named "0".
      makesBoard: (columns.fair
        ? sql<boolean>`(${scorecards.hiddenAt} is null and ${makesBoard({ id, totalScore: columns.totalScore, createdAt })})`.mapWith(
            Boolean,
          )
        : sql<boolean>`0`.mapWith(Boolean)
      ).as('makes_board'),
    });
}

/** A row `insertRound` answered: the round was kept. */
export type InsertedRound = Awaited<ReturnType<typeof insertRound>>[number];

export function createdRound({ makesBoard: onBoard, ...row }: InsertedRound): CreateOutcome {
  return { kind: 'created', row, makesBoard: onBoard };
}

/**
 * Keeps a new round (`insertRound`): one round trip to D1; only a retried id costs a second, to
 * read the round already kept (or, when another member's, to answer 'taken').
 */
export async function createRound(
  db: Db,
  userId: string,
  id: string,
  card: RoundCard,
  now = new Date(),
): Promise<CreateOutcome> {
  const [inserted] = await insertRound(db, userId, id, card, now);
  if (inserted) return createdRound(inserted);
  const existing = await db.select().from(scorecards).where(eq(scorecards.id, id)).get();
  if (!existing || existing.userId !== userId) return { kind: 'taken' };
  return { kind: 'existing', row: existing };
}
