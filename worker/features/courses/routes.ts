/**
 * Course templates (mounted under /api/courses): members make, list and delete their own;
 * anyone who has a course's id or share code may read it, signed in or not.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  courseIdSchema,
  createCourseRequestSchema,
  shareCodeSchema,
  type Course,
  type DeletedCourse,
} from '../../../domain/courses';
import { pageQuerySchema } from '../../../domain/paging';
import type { Leaderboard } from '../../../domain/rounds';
import { createDb } from '../../db/client';
import type { AppContext, AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { pageResponse } from '../../lib/paging';
import { requireUser } from '../../lib/session/require-user';
import { courseBoardKey } from '../../lib/kv-keys';
import { keptBoard, publicBoard } from '../../lib/rounds/public-board';
import { requireSubscription } from '../../lib/subscription-gate';
import { countClientRequest } from '../../middleware/rate-limit';
import { validate } from '../../validate';
import { publicCourse, toCourse } from './course';
import { createCourse, deleteCourse, findCourse, findCourseByShareCode, listCourses } from './course-store';
import { cachedCourse, dropCourse, keepCourse } from './share-cache';

const idParam = validate('param', z.object({ id: courseIdSchema }));
const shareCodeParam = validate('param', z.object({ shareCode: shareCodeSchema }));

function courseNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'Course not found');
}

/** The period of SHARE_CODE_RATE_LIMITER in wrangler.toml. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

/** A course and its board are the same for everyone, so shared caches may keep them briefly. */
const PUBLIC_SHORT = 'public, max-age=10';

function publicAnswer(c: AppContext, body: Course | Leaderboard): Response {
  // A renewed or dropped session cookie rides on this answer: then no shared cache may keep it.
  const setsCookie = c.res.headers.has('Set-Cookie');
  return c.json(body, 200, { 'Cache-Control': setsCookie ? 'private, no-store' : PUBLIC_SHORT });
}

export const coursesRoutes = new Hono<AppEnv>()
  // Membership before validation, so a signed-out caller hears 401 whatever it sent.
  .post('/', requireSubscription, validate('json', createCourseRequestSchema), async (c) => {
    const row = await createCourse(createDb(c.var.db), requireUser(c).id, c.req.valid('json'));
    const course = toCourse(row);
    await keepCourse(c.env.CACHE, course);
    return c.json(course satisfies Course, 201);
  })
  .get('/', requireSubscription, validate('query', pageQuerySchema(2)), async (c) => {
    const page = await listCourses(createDb(c.var.db), requireUser(c).id, c.req.valid('query').before ?? null);
    return pageResponse(
      c,
      page,
      (row): Course => toCourse(row),
      (row) => [Math.floor(row.createdAt.getTime() / 1000), row.rowid],
    );
  })
  // Before /:id, so a share path is never read as an id.
  .get('/share/:shareCode', shareCodeParam, async (c) => {
    const { shareCode } = c.req.valid('param');
    const cached = await cachedCourse(c.env.CACHE, shareCode);
    if (cached) return publicAnswer(c, publicCourse(cached) satisfies Course);
    const row = await findCourseByShareCode(createDb(c.var.db), shareCode);
    if (!row) {
      // Only misses count: a link that works always opens, however many a bar's Wi-Fi opens.
      await countClientRequest(c, c.env.SHARE_CODE_RATE_LIMITER, RATE_LIMIT_PERIOD_SECONDS);
      throw courseNotFound();
    }
    const course = toCourse(row);
    await keepCourse(c.env.CACHE, course);
    return publicAnswer(c, publicCourse(course) satisfies Course);
  })
  // The owner reads their course as they typed it; anyone else as strangers read it.
  .get('/:id', idParam, async (c) => {
    const row = await findCourse(createDb(c.var.db), c.req.valid('param').id);
    if (!row) throw courseNotFound();
    if (row.userId === c.get('user')?.id)
      return c.json(toCourse(row) satisfies Course, 200, { 'Cache-Control': 'private, no-store' });
    return publicAnswer(c, publicCourse(toCourse(row)) satisfies Course);
  })
  // The course's board: its ten lowest fair rounds. The course is looked up only when no board is kept.
  .get('/:id/leaderboard', idParam, async (c) => {
    const { id } = c.req.valid('param');
    const kept = await keptBoard(c.env.CACHE, courseBoardKey(id));
    if (kept) return publicAnswer(c, kept satisfies Leaderboard);
    const db = createDb(c.var.db);
    if (!(await findCourse(db, id))) throw courseNotFound();
    return publicAnswer(c, (await publicBoard(db, c.env.CACHE, id)) satisfies Leaderboard);
  })
  .delete('/:id', requireSubscription, idParam, async (c) => {
    const shareCode = await deleteCourse(createDb(c.var.db), requireUser(c).id, c.req.valid('param').id);
    if (shareCode === null) throw courseNotFound();
    await Promise.all([
      dropCourse(c.env.CACHE, shareCode),
      c.env.CACHE.delete(courseBoardKey(c.req.valid('param').id)),
    ]);
    return c.json({ deleted: true } satisfies DeletedCourse);
  });
