/**
 * A round tied to a course plays the course's pars (decision 039): one whose pars differ is kept
 * without the course, so the course's board only ever compares rounds played on its own pars,
 * and a round naming no course there is refused.
 */
import { describe, expect, it } from 'vitest';
import type { Course } from '../../../domain/courses';
import { leaderboardSchema, savedRoundListSchema, savedRoundSchema, type Leaderboard } from '../../../domain/rounds';
import { memberCookie } from '../../test/auth-helpers';
import { errorOf, get, postJson, sendJson } from '../../test/http';
import { courseWithPars } from '../../test/courses';
import { card, holes, PATH, scorecardRows } from './round-fixtures';

const MIGRATE = '/api/migrate-course-data';

/** A course whose nine holes are all par 1, each with its bar and drink. */
function parOneCourse(cookie: string): Promise<Course> {
  return courseWithPars(cookie, 1, 'The Short Stagger');
}

/** The audit's round: par-6 holes, each scored 1, no penalties: -45 on its own pars. */
function parSixRound(course: Course, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return card({
    teamName: 'Sandbaggers',
    holes: holes(
      Array.from({ length: 9 }, () => 1),
      6,
    ),
    penalties: [],
    courseId: course.id,
    courseName: course.name,
    ...overrides,
  });
}

async function courseBoard(courseId: string): Promise<Leaderboard> {
  const response = await get(`/api/courses/${courseId}/leaderboard`);
  expect(response.status).toBe(200);
  return leaderboardSchema.parse(await response.json());
}

describe('a round on a course with pars other than the course’s', () => {
  it.each([
    ['POST /api/scorecards', PATH],
    ['POST /api/migrate-course-data', MIGRATE],
  ])('%s keeps it without the course, and the course board never shows it', async (_name, path) => {
    const cookie = await memberCookie();
    const course = await parOneCourse(cookie);
    const response = await postJson(path, parSixRound(course), { cookie });
    expect(response.status).toBe(201);
    const saved = savedRoundSchema.parse(await response.json());
    expect(saved).toMatchObject({ totalScore: -45, courseId: null, courseName: null });
    expect(await courseBoard(course.id)).toEqual([]);
  });

  it('PUT /api/scorecards/{id} takes the round off the course when its pars change', async () => {
    const cookie = await memberCookie();
    const course = await parOneCourse(cookie);
    const id = crypto.randomUUID();
    const onPar = parSixRound(course, {
      id,
      holes: holes(
        Array.from({ length: 9 }, () => 1),
        1,
      ),
      editedAt: 1,
    });
    expect((await postJson(PATH, onPar, { cookie })).status).toBe(201);
    expect((await courseBoard(course.id)).map((entry) => [entry.id, entry.totalScore])).toEqual([[id, 0]]);

    const response = await sendJson('PUT', `${PATH}/${id}`, parSixRound(course, { editedAt: 2 }), { cookie });
    expect(response.status).toBe(200);
    expect(savedRoundSchema.parse(await response.json())).toMatchObject({ totalScore: -45, courseId: null });
    expect(await courseBoard(course.id)).toEqual([]);
  });
});

describe('a round on a course with the course’s pars', () => {
  it("is kept on the course's bars, drinks and pars, under the course's name, with the player's scores", async () => {
    const cookie = await memberCookie();
    const course = await parOneCourse(cookie);
    const sent = holes([2, 1, 'NA', ...Array.from({ length: 6 }, () => 1)], 1).map((hole, index) => ({
      ...(hole as object),
      barName: index === 0 ? 'A bar the course never had' : undefined,
    }));
    const response = await postJson(PATH, parSixRound(course, { holes: sent, courseName: null }), { cookie });
    expect(response.status).toBe(201);
    const saved = savedRoundSchema.parse(await response.json());
    expect(saved).toMatchObject({ courseId: course.id, courseName: 'The Short Stagger', totalScore: 6 });
    expect(saved.holes.slice(0, 3)).toEqual([
      { holeNumber: 1, par: 1, barName: 'Bar 1', drink: 'Lager', score: 2 },
      { holeNumber: 2, par: 1, barName: 'Bar 2', drink: 'Lager', score: 1 },
      { holeNumber: 3, par: 1, barName: 'Bar 3', drink: 'Lager', score: 'NA' },
    ]);
    expect((await courseBoard(course.id)).map((entry) => entry.id)).toEqual([saved.id]);
  });

  it('is edited on a course deleted since, keeping the course it was saved on', async () => {
    const cookie = await memberCookie();
    const course = await parOneCourse(cookie);
    const id = crypto.randomUUID();
    const onPar = holes(
      Array.from({ length: 9 }, () => 2),
      1,
    );
    expect((await postJson(PATH, parSixRound(course, { id, holes: onPar, editedAt: 1 }), { cookie })).status).toBe(201);
    expect((await sendJson('DELETE', `/api/courses/${course.id}`, undefined, { cookie })).status).toBe(200);

    const response = await sendJson('PUT', `${PATH}/${id}`, parSixRound(course, { holes: onPar, editedAt: 2 }), {
      cookie,
    });
    expect(response.status).toBe(200);
    expect(savedRoundSchema.parse(await response.json())).toMatchObject({ courseId: course.id });
  });
});

describe('a round naming a course there is no such course for', () => {
  const unknown = { id: crypto.randomUUID(), name: 'Nowhere' } as Course;

  it.each([
    ['POST /api/scorecards', PATH],
    ['POST /api/migrate-course-data', MIGRATE],
  ])('%s answers 400 naming courseId and keeps nothing', async (_name, path) => {
    const cookie = await memberCookie();
    const id = crypto.randomUUID();
    const response = await postJson(path, parSixRound(unknown, { id }), { cookie });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('unknown_course');
    expect(error.issues?.map((issue) => issue.path)).toEqual(['courseId']);
    expect(await scorecardRows(id)).toBe(0);
  });

  it('PUT /api/scorecards/{id} answers 400 naming courseId and leaves the round as it was', async () => {
    const cookie = await memberCookie();
    const id = crypto.randomUUID();
    expect((await postJson(PATH, card({ id, editedAt: 1 }), { cookie })).status).toBe(201);
    const response = await sendJson('PUT', `${PATH}/${id}`, parSixRound(unknown, { editedAt: 2 }), { cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toEqual(['courseId']);
    const [kept] = savedRoundListSchema.parse(await (await get(PATH, { cookie })).json());
    expect(kept).toMatchObject({ id, courseId: null, teamName: 'The Bogeys' });
  });
});
