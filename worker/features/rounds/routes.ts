/**
 * Members' saved rounds (mounted under /api/scorecards), a course round kept after sign-in
 * (/api/migrate-course-data) and the public leaderboard (/api/leaderboard).
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import {
  createRoundRequestSchema,
  migrateCourseRoundRequestSchema,
  roundIdSchema,
  updateRoundRequestSchema,
  type DeletedRounds,
  type Leaderboard,
  type SavedRound,
} from '../../../domain/rounds';
import { pageQuerySchema } from '../../../domain/paging';
import { createDb, type Db } from '../../db/client';
import type { AppContext, AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { clampStamp } from '../../lib/edit-stamps';
import { type Page, pageResponse } from '../../lib/paging';
import type { ScorecardRow } from '../../db/schema';
import { loadSession } from '../../lib/session/session-middleware';
import { requireUser } from '../../lib/session/require-user';
import { isMember, requireSubscription } from '../../lib/subscription-gate';
import { validate } from '../../validate';
import {
  type CourseLayout,
  courseLayoutQuery,
  findCourseLayout,
  onCourse,
  unknownCourse,
} from '../../lib/rounds/course-round';
import { dropBoardsJoinedBy } from '../../lib/rounds/leaderboard-cache';
import { type CreateOutcome, createdRound, createRound, insertRound, type RoundCard } from '../../lib/rounds/new-round';
import { publicBoard } from '../../lib/rounds/public-board';
import { dropBoardsChangedBy, dropBoardsShowing } from './leaderboard';
import {
  deleteAllRounds,
  deleteRound,
  findRound,
  listRounds,
  roundsPage,
  roundsPageStatements,
  updateRound,
} from './round-store';
import { toSavedRound } from '../../lib/rounds/saved-round';

const idParam = validate('param', z.object({ id: roundIdSchema }));

function noSuchRound(): ApiError {
  return new ApiError(404, 'not_found', 'No such scorecard');
}

/** A new round as the caller sent it: its id (the server's when none came) and its card. */
type NewRound = RoundCard & { id?: string | undefined };

/** The round to keep: its id, and the card with the edit time no further ahead than the server's clock allows. */
function roundToKeep({ id = crypto.randomUUID(), ...card }: NewRound, now: number): { id: string; card: RoundCard } {
  return { id, card: { ...card, editedAt: card.editedAt === undefined ? undefined : clampStamp(card.editedAt, now) } };
}

/**
 * The card held to the course it names (onCourse); the course is read unless it already was
 * (null: there is none). A course there is none of is refused.
 */
async function heldToCourse<Card extends RoundCard>(db: Db, card: Card, read?: CourseLayout | null): Promise<Card> {
  if (card.courseId == null) return card;
  const course = read === undefined ? await findCourseLayout(db, card.courseId) : read;
  if (!course) throw unknownCourse();
  return onCourse(card, course);
}

/**
 * An edit is held to its course like a new round, but a round saved on a course deleted since
 * keeps that course: its link was checked when it was made, and the course's board is gone.
 */
async function editHeldToCourse<Card extends RoundCard>(db: Db, userId: string, id: string, card: Card) {
  if (card.courseId == null) return card;
  const course = await findCourseLayout(db, card.courseId);
  if (course) return onCourse(card, course);
  const kept = await findRound(db, userId, id);
  if (!kept) throw noSuchRound();
  if (kept.courseId !== card.courseId) throw unknownCourse();
  return card;
}

/**
 * Keeps a new round for the caller (201), or answers the caller's round its id already names
 * (200). When the round was kept with the session lookup (sessionAndNewRound), that is answered.
 */
async function keepNewRound(c: AppContext, request: NewRound) {
  const pending = c.var.newRound;
  const { id, card } = pending?.round ?? roundToKeep(request, Date.now());
  const db = createDb(c.var.db);
  const outcome =
    pending?.kept ?? (await createRound(db, requireUser(c).id, id, await heldToCourse(db, card, pending?.course)));
  // Ids are public on the leaderboard, so saying this one is taken tells no one anything new.
  if (outcome.kind === 'taken') throw new ApiError(409, 'id_taken', 'This scorecard id is already in use');
  if (outcome.kind === 'created')
    await dropBoardsJoinedBy(c.env.CACHE, { ...outcome.row, makesBoard: outcome.makesBoard });
  return c.json(toSavedRound(outcome.row) satisfies SavedRound, outcome.kind === 'created' ? 201 : 200);
}

export const roundsRoutes = new Hono<AppEnv>()
  // Membership before validation, so a signed-out caller hears 401 whatever it sent.
  .use(requireSubscription)
  .put('/:id', idParam, validate('json', updateRoundRequestSchema), async (c) => {
    const { id } = c.req.valid('param');
    const round = c.req.valid('json');
    const editedAt = clampStamp(round.editedAt, Date.now());
    const db = createDb(c.var.db);
    const userId = requireUser(c).id;
    const card = await editHeldToCourse(db, userId, id, { ...round, editedAt });
    const outcome = await updateRound(db, userId, id, card);
    if (!outcome) throw noSuchRound();
    if (outcome.kind === 'updated') {
      await dropBoardsChangedBy(c.env.CACHE, outcome.row);
      // Kept off the course it named: that course's board no longer shows it.
      if (round.courseId != null && card.courseId === null) {
        await dropBoardsShowing(c.env.CACHE, [{ id, courseId: round.courseId }]);
      }
    }
    return c.json(toSavedRound(outcome.row) satisfies SavedRound);
  })
  .delete('/:id', idParam, async (c) => {
    const deleted = await deleteRound(createDb(c.var.db), requireUser(c).id, c.req.valid('param').id);
    if (deleted.length === 0) throw noSuchRound();
    await dropBoardsShowing(c.env.CACHE, deleted);
    return c.json({ deleted: deleted.length } satisfies DeletedRounds);
  })
  .delete('/', async (c) => {
    const deleted = await deleteAllRounds(createDb(c.var.db), requireUser(c).id);
    await dropBoardsShowing(c.env.CACHE, deleted);
    return c.json({ deleted: deleted.length } satisfies DeletedRounds);
  });

declare module 'hono' {
  interface ContextVariableMap {
    /** GET /api/scorecards: the page read with the session, or null when it was not. */
    roundsPage: Page<ScorecardRow> | null;
    /**
     * A save: the round the body named, and the outcome when it was kept in the session
     * lookup's batch, or the course it names when that was read there instead (null: none);
     * null when the body did not parse.
     */
    newRound: {
      round: { id: string; card: RoundCard };
      kept: CreateOutcome | null;
      course?: CourseLayout | null;
    } | null;
  }
}

const roundsPageQuery = pageQuerySchema(1);

/**
 * Loads the session and, in the same D1 batch, the member's page of rounds: one round trip for
 * the whole call. The session is still checked (and renewed, or dropped) as on every call; the
 * page is kept only when it is valid and the cursor parses, and the checks that follow decide.
 */
const sessionAndPage = createMiddleware<AppEnv>(async (c, next) => {
  const cursor = roundsPageQuery.safeParse({ before: c.req.query('before') });
  const before = cursor.success ? (cursor.data.before?.[0] ?? null) : null;
  const db = createDb(c.var.db);
  const results = await loadSession(c, ({ owner }) => roundsPageStatements(db, owner, before));
  c.set('roundsPage', results && cursor.success ? roundsPage(results) : null);
  await next();
});

/** The body as the JSON validator reads it (Hono keeps it, so the validator reads it again for free). */
async function jsonBody(c: AppContext): Promise<unknown> {
  if (!/^application\/([\w.-]+\+)?json$/i.test(c.req.header('Content-Type')?.split(';')[0]?.trim() ?? '')) return {};
  try {
    return await c.req.json();
  } catch {
    // The validator that follows answers 400 for it, after the session's 401 and 403.
    return undefined;
  }
}

/**
 * Loads the session and, in the same D1 batch, keeps the round the body holds: one round trip
 * for the whole save. The insert is guarded in SQL by the session's and the membership's own
 * rules at the moment the session is checked, so it writes only when the checks that follow let
 * the caller through; they still decide every answer (401, 403, then 400 for the body). A body
 * that does not parse inserts nothing. A retried id inserts nothing either: the route then
 * answers it as any save does (createRound). A round on a course is held to the course first:
 * the batch reads the course instead, and the route keeps the round, a second trip.
 */
function sessionAndNewRound(schema: z.ZodMiniType<NewRound>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const parsed = schema.safeParse(await jsonBody(c));
    const round = parsed.success ? roundToKeep(parsed.data, Date.now()) : null;
    const db = createDb(c.var.db);
    const courseId = round?.card.courseId;
    if (round && courseId != null) {
      const read = await loadSession(c, () => [courseLayoutQuery(db, courseId)]);
      const [course] = read?.[0] ?? [];
      c.set('newRound', { round, kept: null, ...(read ? { course: course ?? null } : {}) });
      await next();
      return;
    }
    const results = await loadSession(c, ({ owner, live }) =>
      round
        ? [insertRound(db, owner, round.id, round.card, new Date(), sql<boolean>`${live} and ${isMember(owner)}`)]
        : [],
    );
    const [inserted] = results?.[0] ?? [];
    c.set('newRound', round && { round, kept: inserted ? createdRound(inserted) : null });
    await next();
  });
}

/**
 * The calls that load the session themselves, in one D1 batch with their own first query, so
 * each costs one round trip to D1: mounted before the session middleware.
 * GET /api/scorecards: the member's rounds, newest first, a page at a time (sessionAndPage).
 * POST /api/scorecards: a member keeps a round (sessionAndNewRound).
 */
export const roundsOneTripRoutes = new Hono<AppEnv>()
  .get(
    '/',
    sessionAndPage,
    // Membership before validation, so a signed-out caller hears 401 whatever it sent.
    requireSubscription,
    validate('query', roundsPageQuery),
    async (c) => {
      const before = c.req.valid('query').before?.[0] ?? null;
      const page = c.var.roundsPage ?? (await listRounds(createDb(c.var.db), requireUser(c).id, before));
      return pageResponse(
        c,
        page,
        (row): SavedRound => toSavedRound(row),
        (row) => [row.number],
      );
    },
  )
  .post(
    '/',
    sessionAndNewRound(createRoundRequestSchema),
    requireSubscription,
    validate('json', createRoundRequestSchema),
    (c) => keepNewRound(c, c.req.valid('json')),
  );

/** A round played on a course page before sign-in, kept like any new round once its player is a member. */
export const migrateCourseRoundRoutes = new Hono<AppEnv>().post(
  '/',
  requireSubscription,
  validate('json', migrateCourseRoundRequestSchema),
  (c) => keepNewRound(c, c.req.valid('json')),
);

/** The same for everyone, so shared caches may keep it briefly; KV keeps it for the Worker. */
const PUBLIC_SHORT = 'public, max-age=10';

export const leaderboardRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const board = await publicBoard(createDb(c.var.db), c.env.CACHE, null);
  // A renewed or dropped session cookie rides on this answer: then no shared cache may keep it.
  const setsCookie = c.res.headers.has('Set-Cookie');
  return c.json(board satisfies Leaderboard, 200, { 'Cache-Control': setsCookie ? 'private, no-store' : PUBLIC_SHORT });
});
