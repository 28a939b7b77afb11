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
} from '../../../src/domain/courses';
import { pageQuerySchema } from '../../../src/domain/paging';
import { createDb } from '../../db/client';
import type { AppContext, AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { pageResponse } from '../../lib/paging';
import { requireUser } from '../../lib/session/require-user';
import { requireSubscription } from '../../lib/subscription-gate';
import { validate } from '../../validate';
import { toCourse } from './course';
import { createCourse, deleteCourse, findCourse, findCourseByShareCode, listCourses } from './course-store';
import { cachedCourse, dropCourse, keepCourse } from './share-cache';

const idParam = validate('param', z.object({ id: courseIdSchema }));
const shareCodeParam = validate('param', z.object({ shareCode: shareCodeSchema }));

function courseNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'Course not found');
}

/** A course is the same for everyone, so shared caches may keep it briefly. */
const PUBLIC_SHORT = 'public, max-age=10';

function publicCourse(c: AppContext, course: Course): Response {
  // A renewed or dropped session cookie rides on this answer: then no shared cache may keep it.
  const setsCookie = c.res.headers.has('Set-Cookie');
  return c.json(course satisfies Course, 200, { 'Cache-Control': setsCookie ? 'private, no-store' : PUBLIC_SHORT });
}

export const coursesRoutes = new Hono<AppEnv>()
  // Membership before validation, so a signed-out caller hears 401 whatever it sent.
  .post('/', requireSubscription, validate('json', createCourseRequestSchema), async (c) => {
    const row = await createCourse(createDb(c.env.DB), requireUser(c).id, c.req.valid('json'));
    const course = toCourse(row);
    await keepCourse(c.env.CACHE, course);
    return c.json(course satisfies Course, 201);
  })
  .get('/', requireSubscription, validate('query', pageQuerySchema(2)), async (c) => {
    const page = await listCourses(createDb(c.env.DB), requireUser(c).id, c.req.valid('query').before ?? null);
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
    if (cached) return publicCourse(c, cached);
    const row = await findCourseByShareCode(createDb(c.env.DB), shareCode);
    if (!row) throw courseNotFound();
    const course = toCourse(row);
    await keepCourse(c.env.CACHE, course);
    return publicCourse(c, course);
  })
  .get('/:id', idParam, async (c) => {
    const row = await findCourse(createDb(c.env.DB), c.req.valid('param').id);
    if (!row) throw courseNotFound();
    return publicCourse(c, toCourse(row));
  })
  .delete('/:id', requireSubscription, idParam, async (c) => {
    const shareCode = await deleteCourse(createDb(c.env.DB), requireUser(c).id, c.req.valid('param').id);
    if (shareCode === null) throw courseNotFound();
    await dropCourse(c.env.CACHE, shareCode);
    return c.json({ deleted: true } satisfies DeletedCourse);
  });
