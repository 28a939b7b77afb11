import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../../domain/courses';
import { leaderboardSchema, savedRoundListSchema, savedRoundSchema } from '../../../domain/rounds';
import { memberCookie, signedInUser } from '../../test/auth-helpers';
import { courseWithPars } from '../../test/courses';
import { errorOf, get, postJson } from '../../test/http';
import { itRefusesNonMembers } from '../../test/member-only-calls';
import { card, holes, PATH, saveRound, scorecardRows } from './round-fixtures';

const MIGRATE = '/api/migrate-course-data';

/** The course the rounds are played on: nine par-3 holes, as the cards have. */
let course: Course;
beforeAll(async () => {
  course = await courseWithPars(await memberCookie(), 3, 'Old Town Crawl');
});

/** A round played on a course page, as the app sends it after sign-in. */
function courseRound(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return card({ courseId: course.id, courseName: course.name, ...overrides });
}

describe('POST /api/migrate-course-data', () => {
  itRefusesNonMembers([['POST /api/migrate-course-data', (cookie) => postJson(MIGRATE, courseRound(), { cookie })]]);

  it('keeps nothing from a signed-out or unsubscribed call', async () => {
    const id = crypto.randomUUID();
    await postJson(MIGRATE, courseRound({ id }));
    await postJson(MIGRATE, courseRound({ id }), { cookie: (await signedInUser()).cookie });
    expect(await scorecardRows(id)).toBe(0);
  });

  it('keeps the round with its course (201), and answers the same round to a repeat (200) with one row', async () => {
    const cookie = await memberCookie();
    const id = crypto.randomUUID();
    const first = await postJson(MIGRATE, courseRound({ id, editedAt: 1000 }), { cookie });
    expect(first.status).toBe(201);
    const saved = savedRoundSchema.parse(await first.json());
    expect(saved).toMatchObject({
      id,
      number: 1,
      teamName: 'The Bogeys',
      courseId: course.id,
      courseName: 'Old Town Crawl',
      editedAt: 1000,
    });

    const again = await postJson(MIGRATE, courseRound({ id, teamName: 'Changed' }), { cookie });
    expect(again.status).toBe(200);
    expect(savedRoundSchema.parse(await again.json())).toEqual(saved);
    expect(await scorecardRows(id)).toBe(1);
  });

  it('works out the total itself, whatever the app claims', async () => {
    const cookie = await memberCookie();
    const response = await postJson(
      MIGRATE,
      courseRound({ totalScore: -50, holes: holes([4, 4, 4, 4, 4, 4, 4, 4, 4]), penalties: [] }),
      { cookie },
    );
    expect(response.status).toBe(201);
    expect(savedRoundSchema.parse(await response.json()).totalScore).toBe(9);
  });

  it("shows in the member's rounds with its course, by the course's name, numbered after the rounds already kept", async () => {
    const cookie = await memberCookie();
    const earlier = await saveRound(cookie);
    const response = await postJson(MIGRATE, courseRound({ courseName: null }), { cookie });
    const migrated = savedRoundSchema.parse(await response.json());
    expect(migrated.id).toMatch(/^[0-9a-f-]{36}$/);

    const list = savedRoundListSchema.parse(await (await get(PATH, { cookie })).json());
    expect(list.map((round) => [round.id, round.number, round.courseId, round.courseName])).toEqual([
      [migrated.id, 2, course.id, 'Old Town Crawl'],
      [earlier.id, 1, null, null],
    ]);
  });

  it.each([
    ['no course id', { courseId: undefined }],
    ['a null course id', { courseId: null }],
    ['an empty course id', { courseId: '' }],
  ])('answers 400 naming courseId for %s, and keeps nothing', async (_case, patch) => {
    const cookie = await memberCookie();
    const id = crypto.randomUUID();
    const response = await postJson(MIGRATE, courseRound({ id, ...patch }), { cookie });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe('Invalid json: courseId');
    expect(error.issues?.map((issue) => issue.path)).toContain('courseId');
    expect(await scorecardRows(id)).toBe(0);
  });

  it("answers 409 for another member's round id, and leaves that round as it was", async () => {
    const alice = await memberCookie();
    const bob = await memberCookie();
    const round = await saveRound(alice);
    const response = await postJson(MIGRATE, courseRound({ id: round.id, teamName: 'Bob' }), { cookie: bob });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('id_taken');
    expect(savedRoundListSchema.parse(await (await get(PATH, { cookie: alice })).json())).toEqual([round]);
    expect(savedRoundListSchema.parse(await (await get(PATH, { cookie: bob })).json())).toEqual([]);
  });

  it('puts a round low enough on the leaderboard at once, though the board was kept', async () => {
    // Other files' rounds at -45 would share the top place: the board starts empty.
    await env.DB.prepare('delete from scorecards').run();
    const cookie = await memberCookie();
    await get('/api/leaderboard');
    const response = await postJson(MIGRATE, courseRound({ holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 1], 6) }), {
      cookie,
    });
    const migrated = savedRoundSchema.parse(await response.json());
    const board = leaderboardSchema.parse(await (await get('/api/leaderboard')).json());
    expect(board[0]).toEqual({
      id: migrated.id,
      teamName: 'The Bogeys',
      totalScore: migrated.totalScore,
      createdAt: migrated.createdAt,
    });
  });
});
