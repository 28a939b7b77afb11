/** Members' courses in D1: writes and the owner's list name the owner; a course itself is public. */
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { courseHoles, type CreateCourseRequest } from '../../../domain/courses';
import type { Db } from '../../db/client';
import { courses, type CourseRow } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import { PAGE_QUERY_LIMIT, type Page } from '../../lib/paging';
import { newShareCode } from './share-code';

/** Codes tried before giving up: with 30^10 codes a second try is already very unlikely. */
const SHARE_CODE_ATTEMPTS = 5;

/** Keeps the course without scores and with every penalty at 0, under a share code no other course has. */
export async function createCourse(
  db: Db,
  userId: string,
  request: CreateCourseRequest,
  makeShareCode: () => string = newShareCode,
  now = new Date(),
): Promise<CourseRow> {
  const id = crypto.randomUUID();
  for (let attempt = 0; attempt < SHARE_CODE_ATTEMPTS; attempt++) {
    const [row] = await db
      .insert(courses)
      .values({
        id,
        userId,
        name: request.name,
        holes: courseHoles(request.holes),
        penalties: request.penalties.map((penalty) => ({ ...penalty, count: 0 })),
        shareCode: makeShareCode(),
        createdAt: wholeSeconds(now),
        timing: request.timing ?? null,
        houseRules: request.rules ? request.rules : null,
        holeRules: request.holeRules && request.holeRules.length > 0 ? request.holeRules : null,
      })
      .onConflictDoNothing({ target: courses.shareCode })
      .returning();
    if (row) return row;
  }
  throw new Error(`No free share code after ${SHARE_CODE_ATTEMPTS} attempts`);
}

export type ListedCourse = CourseRow & { rowid: number };

/**
 * One page of the member's courses, newest first, after the course at `before` (its created_at
 * in seconds and rowid): read backwards along courses_user_created, whose entries end in the
 * rowid, and a later insert has the higher rowid. Rows saved or deleted meanwhile do not move
 * where the page starts.
 */
export async function listCourses(
  db: Db,
  userId: string,
  before: readonly number[] | null,
): Promise<Page<ListedCourse>> {
  const mine = eq(courses.userId, userId);
  const rowid = sql<number>`${courses}.rowid`.mapWith(Number);
  const after = before && sql`(${courses.createdAt}, ${courses}.rowid) < (${before[0] ?? 0}, ${before[1] ?? 0})`;
  const [rows, [counted]] = await db.batch([
    db
      .select({ ...getTableColumns(courses), rowid })
      .from(courses)
      .where(after ? and(mine, after) : mine)
      .orderBy(desc(courses.createdAt), desc(rowid))
      .limit(PAGE_QUERY_LIMIT),
    db.select({ total: count() }).from(courses).where(mine),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export function findCourse(db: Db, id: string): Promise<CourseRow | undefined> {
  return db.select().from(courses).where(eq(courses.id, id)).get();
}

export function findCourseByShareCode(db: Db, shareCode: string): Promise<CourseRow | undefined> {
  return db.select().from(courses).where(eq(courses.shareCode, shareCode)).get();
}

/** The deleted course's share code; null when the member has no course with this id. */
export async function deleteCourse(db: Db, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .delete(courses)
    .where(and(eq(courses.id, id), eq(courses.userId, userId)))
    .returning({ shareCode: courses.shareCode });
  return row?.shareCode ?? null;
}
