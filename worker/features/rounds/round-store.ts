/** A member's rounds in D1: every query names the owner, so no one reaches another's rows. */
import { and, count, desc, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hiddenCards, scorecards, type ScorecardRow } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import { PAGE_QUERY_LIMIT, type Page } from '../../lib/paging';
import { cardKeyOf, hiddenRound, roundColumns, type RoundCard } from '../../lib/rounds/new-round';

export type UpdateOutcome = { kind: 'updated' | 'kept'; row: ScorecardRow };

/**
 * Replaces the member's round with this edit unless the round already holds a newer one
 * (by the client's edit time); then the stored round is answered unchanged. Null when the
 * member has no round with this id. The edit is hidden from the public boards when its card or its
 * owner is; a hidden card edited into another hides that one too, so an edit never brings a
 * hidden round back, nor does saving its new card again. A round kept from a live game keeps the
 * holes its team spent a mulligan on (an edit never changes its `liveGame`), and its total is
 * worked out with them, as it was when it was kept.
 */
export async function updateRound(
  db: Db,
  userId: string,
  id: string,
  card: RoundCard & { editedAt: number },
  now = new Date(),
): Promise<UpdateOutcome | null> {
  // Most rounds have no mulligans: written in one trip. A round with some is read for them, and
  // the edit written with them (a round's live game never changes, so no edit can change them between).
  const row = await writeEdit(db, userId, id, card, now, withoutMulligans);
  if (row) return { kind: 'updated', row };
  const kept = await findRound(db, userId, id);
  if (!kept) return null;
  if (!kept.liveGame?.mulliganHoles?.length) return { kind: 'kept', row: kept };
  const withMulligans = await writeEdit(db, userId, id, { ...card, liveGame: kept.liveGame }, now);
  if (withMulligans) return { kind: 'updated', row: withMulligans };
  // A newer edit was kept meanwhile: answered as it is now.
  const newer = await findRound(db, userId, id);
  return newer ? { kind: 'kept', row: newer } : null;
}

/** A round whose live game records no mulligan holes. */
const withoutMulligans = sql`coalesce(json_array_length(${scorecards.liveGame}, '$.mulliganHoles'), 0) = 0`;

/** Writes the edit over the stored round when it is not older and `also` holds; the row written, if any. */
async function writeEdit(
  db: Db,
  userId: string,
  id: string,
  card: RoundCard & { editedAt: number },
  now: Date,
  also: SQL = sql`1`,
): Promise<ScorecardRow | undefined> {
  const updatedAt = wholeSeconds(now);
  const key = cardKeyOf(card);
  const edited = and(
    eq(scorecards.id, id),
    eq(scorecards.userId, userId),
    or(isNull(scorecards.clientEditedAt), lte(scorecards.clientEditedAt, card.editedAt)),
    also,
  );
  const [, [row]] = await db.batch([
    db
      .insert(hiddenCards)
      .select(
        sql`select ${scorecards.userId}, ${key}, ${hiddenCards.hiddenAt} from ${scorecards} join ${hiddenCards}
          on ${hiddenCards.userId} = ${scorecards.userId} and ${hiddenCards.cardKey} = ${scorecards.cardKey}
          where ${edited}`,
      )
      .onConflictDoNothing(),
    db
      .update(scorecards)
      .set({
        ...roundColumns(card),
        // An edit sets the card's own choice; a live game's team that played alcohol-free stays so.
        alcoholFree: sql`(${card.alcoholFree === true ? 1 : 0} or coalesce(json_extract(${scorecards.liveGame}, '$.alcoholFree'), 0) = 1)`,
        updatedAt,
        cardKey: key,
        hiddenAt: sql`case when ${hiddenRound(scorecards.userId, key)}
          then coalesce(${scorecards.hiddenAt}, ${sql.param(updatedAt, scorecards.hiddenAt)}) end`,
      })
      .where(edited)
      .returning(),
  ]);
  return row;
}

export function findRound(db: Db, userId: string, id: string): Promise<ScorecardRow | undefined> {
  return db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.id, id), eq(scorecards.userId, userId)))
    .get();
}

/**
 * One page of the member's rounds, newest first, after the round numbered `before`: numbers
 * follow creation and never change, so a page starts where the last one ended whatever was
 * saved or deleted meanwhile. The (user_id, number) index gives the order and the count.
 */
export async function listRounds(db: Db, userId: string, before: number | null): Promise<Page<ScorecardRow>> {
  return roundsPage(await db.batch(roundsPageStatements(db, userId, before)));
}

/**
 * The page's two statements, for a batch: its rows, and how many rounds the member has. The
 * owner is their id, or SQL that names it (a session's owner, batched with its lookup).
 */
export function roundsPageStatements(db: Db, owner: string | SQL<string | null>, before: number | null) {
  const mine = eq(scorecards.userId, owner);
  return [
    db
      .select()
      .from(scorecards)
      .where(before === null ? mine : and(mine, lt(scorecards.number, before)))
      .orderBy(desc(scorecards.number))
      .limit(PAGE_QUERY_LIMIT),
    db.select({ total: count() }).from(scorecards).where(mine),
  ] as const;
}

/** The page those statements answered. */
export function roundsPage([rows, [counted]]: readonly [ScorecardRow[], { total: number }[]]): Page<ScorecardRow> {
  return { rows, total: counted?.total ?? 0 };
}

/** A deleted round: enough to find the boards it was on. */
interface DeletedRound {
  id: string;
  courseId: string | null;
}

const deletedColumns = { id: scorecards.id, courseId: scorecards.courseId };

/** The rounds deleted: none when the member has no such round. */
export function deleteRound(db: Db, userId: string, id: string): Promise<DeletedRound[]> {
  return db
    .delete(scorecards)
    .where(and(eq(scorecards.id, id), eq(scorecards.userId, userId)))
    .returning(deletedColumns);
}

export function deleteAllRounds(db: Db, userId: string): Promise<DeletedRound[]> {
  return db.delete(scorecards).where(eq(scorecards.userId, userId)).returning(deletedColumns);
}
