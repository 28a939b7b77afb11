import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MAX_PENALTIES } from '../../../domain/penalties';
import { courseListSchema, courseSchema, deletedCourseSchema, type Course } from '../../../domain/courses';
import { savedRoundListSchema } from '../../../domain/rounds';
import { memberCookie, signedInMember, signedInUser, signedInWithStatus } from '../../test/auth-helpers';
import { errorOf, get, postJson } from '../../test/http';
import { itRefusesNonMembers } from '../../test/member-only-calls';
import { courseRequest, deleteCourse, PATH, saveCourse, scoredHoles, shareLookup } from './course-fixtures';

async function coursesOf(cookie: string): Promise<Course[]> {
  const response = await get(PATH, { cookie });
  expect(response.status).toBe(200);
  return courseListSchema.parse(await response.json());
}

async function rowCount(where: string, value: string): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from courses where ${where} = ?`)
    .bind(value)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('who may call', () => {
  itRefusesNonMembers([
    ['POST /api/courses', (cookie) => postJson(PATH, courseRequest(), { cookie })],
    ['POST /api/courses with a bad body', (cookie) => postJson(PATH, { name: '' }, { cookie })],
    ['GET /api/courses', (cookie) => get(PATH, { cookie })],
    ['DELETE /api/courses/:id', (cookie) => deleteCourse(crypto.randomUUID(), cookie)],
  ]);

  it('keeps nothing from a signed-out or lapsed save', async () => {
    const lapsed = await signedInWithStatus('canceled');
    const name = `Nobody's ${crypto.randomUUID()}`;
    await postJson(PATH, courseRequest({ name }));
    expect((await postJson(PATH, courseRequest({ name }), { cookie: lapsed.cookie })).status).toBe(403);
    expect(await rowCount('name', name)).toBe(0);
  });

  it('does not let a member without a membership delete its own course', async () => {
    const owner = await signedInWithStatus('active');
    const course = await saveCourse(owner.cookie);
    await env.DB.prepare("update subscriptions set status = 'canceled' where user_id = ?").bind(owner.user.id).run();
    expect((await deleteCourse(course.id, owner.cookie)).status).toBe(403);
    expect(await rowCount('id', course.id)).toBe(1);
  });
});

describe('POST /api/courses', () => {
  it('keeps the bars, drinks and pars without scores, and every penalty at 0', async () => {
    const cookie = await memberCookie();
    const response = await postJson(PATH, courseRequest({ name: '  Old Town Crawl  ' }), { cookie });
    expect(response.status).toBe(201);
    const course = courseSchema.parse(await response.json());
    expect(course.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(course.name).toBe('Old Town Crawl');
    expect(course.holes).toEqual(scoredHoles().map(({ score: _score, ...hole }) => hole));
    expect(course.holes.some((hole) => 'score' in hole)).toBe(false);
    expect(course.holes[0]).toEqual({ holeNumber: 1, par: 4, barName: 'Bar 1', drink: 'Lager' });
    expect(course.penalties).toEqual([
      { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
      { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
    ]);
    expect(Date.now() - Date.parse(course.createdAt)).toBeLessThan(60_000);
    expect(await coursesOf(cookie)).toEqual([course]);
  });

  it('answers the course without its owner', async () => {
    const { user, cookie } = await signedInMember();
    const response = await postJson(PATH, courseRequest(), { cookie });
    const body: unknown = await response.json();
    expect(Object.keys(body as object).toSorted()).toEqual([
      'createdAt',
      'holes',
      'id',
      'name',
      'penalties',
      'shareCode',
    ]);
    expect(JSON.stringify(body)).not.toContain(user.id);
  });

  const penalty = (index: number) => ({ id: `custom-${index}`, name: `Penalty ${index}`, count: 0 });
  const withHole = (index: number, patch: Record<string, unknown>) =>
    scoredHoles().map((hole, at) => (at === index ? { ...hole, ...patch } : hole));

  it.each([
    ['a blank name', { name: '   ' }, 'name', 'Course name required: Please enter a name for your course.'],
    ['an empty name', { name: '' }, 'name', 'Course name required: Please enter a name for your course.'],
    ['no name', { name: undefined }, 'name', 'name is required'],
    ['an 81-character name', { name: 'x'.repeat(81) }, 'name', 'name must be at most 80 characters'],
    ['eight holes', { holes: scoredHoles().slice(0, 8) }, 'holes', undefined],
    ['no holes', { holes: undefined }, 'holes', undefined],
    ['par 11', { holes: withHole(2, { par: 11 }) }, 'holes.2.par', undefined],
    [
      'a bar name over 200 characters',
      { holes: withHole(0, { barName: 'x'.repeat(201) }) },
      'holes.0.barName',
      undefined,
    ],
    [
      `${MAX_PENALTIES + 1} penalties`,
      { penalties: Array.from({ length: MAX_PENALTIES + 1 }, (_, i) => penalty(i)) },
      'penalties',
      `at most ${MAX_PENALTIES} penalties`,
    ],
    ['a blank penalty name', { penalties: [{ ...penalty(1), name: ' ' }] }, 'penalties.0.name', undefined],
    ['one penalty id twice', { penalties: [penalty(1), penalty(1)] }, 'penalties.1.id', undefined],
  ])('answers 400 naming the field for %s, and keeps nothing', async (_case, patch, field, message) => {
    const cookie = await memberCookie();
    const response = await postJson(PATH, courseRequest(patch), { cookie });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(`Invalid json: ${field}`);
    const issue = error.issues?.find((each) => each.path === field);
    expect(issue).toBeDefined();
    if (message !== undefined) expect(issue?.message).toBe(message);
    expect(await coursesOf(cookie)).toEqual([]);
  });

  it('takes an 80-character name', async () => {
    const course = await saveCourse(await memberCookie(), { name: 'x'.repeat(80) });
    expect(course.name).toHaveLength(80);
  });
});

describe('GET /api/courses', () => {
  it("lists the caller's courses newest first, and no one else's", async () => {
    const alice = await memberCookie();
    const bob = await memberCookie();
    const first = await saveCourse(alice, { name: 'First' });
    const second = await saveCourse(alice, { name: 'Second' });
    const third = await saveCourse(alice, { name: 'Third' });
    // Saved within one second, these three share a created_at: creation order still decides.
    expect((await coursesOf(alice)).map((course) => course.id)).toEqual([third.id, second.id, first.id]);

    await env.DB.prepare('update courses set created_at = created_at + 60 where id = ?').bind(first.id).run();
    expect((await coursesOf(alice)).map((course) => course.name)).toEqual(['First', 'Third', 'Second']);
    expect(await coursesOf(bob)).toEqual([]);
  });
});

describe('GET /api/courses/:id', () => {
  it('answers a course to anyone, signed out too, without its owner', async () => {
    const { user, cookie } = await signedInMember();
    const course = await saveCourse(cookie);
    for (const reader of [undefined, (await signedInUser()).cookie, cookie]) {
      const response = await get(`${PATH}/${course.id}`, { cookie: reader });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(courseSchema.parse(JSON.parse(text))).toEqual(course);
      expect(text).not.toContain(user.id);
      expect(text).not.toMatch(/@example\.com|userId|user_id/);
    }
  });

  it('may be kept briefly by shared caches', async () => {
    const course = await saveCourse(await memberCookie());
    const response = await get(`${PATH}/${course.id}`);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=10');
  });

  it("answers 404 'Course not found' for an unknown id, kept by no cache", async () => {
    const response = await get(`${PATH}/${crypto.randomUUID()}`);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'Course not found' });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers 400 naming the id when it is not a UUID', async () => {
    const response = await get(`${PATH}/old-town`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Invalid param: id');
  });
});

describe('DELETE /api/courses/:id', () => {
  it("deletes the owner's course: gone from the list, by id and by share code", async () => {
    const cookie = await memberCookie();
    const kept = await saveCourse(cookie, { name: 'Kept' });
    const course = await saveCourse(cookie, { name: 'Gone' });
    const response = await deleteCourse(course.id, cookie);
    expect(response.status).toBe(200);
    expect(deletedCourseSchema.parse(await response.json())).toEqual({ deleted: true });
    expect(await coursesOf(cookie)).toEqual([kept]);
    expect((await get(`${PATH}/${course.id}`)).status).toBe(404);
    expect((await shareLookup(course.shareCode)).status).toBe(404);
    expect((await deleteCourse(course.id, cookie)).status).toBe(404);
  });

  it('answers 404 to another member, and the course stays as it was', async () => {
    const alice = await memberCookie();
    const bob = await memberCookie();
    const course = await saveCourse(alice);
    const response = await deleteCourse(course.id, bob);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'Course not found' });
    expect(await coursesOf(alice)).toEqual([course]);
    expect(courseSchema.parse(await (await shareLookup(course.shareCode)).json())).toEqual(course);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a UUID', async () => {
    const cookie = await memberCookie();
    expect((await deleteCourse(crypto.randomUUID(), cookie)).status).toBe(404);
    const bad = await deleteCourse('old-town', cookie);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Invalid param: id');
  });

  it('leaves the rounds played on the course in history', async () => {
    const cookie = await memberCookie();
    const course = await saveCourse(cookie);
    const round = {
      teamName: 'Player',
      date: '2025-06-14',
      holes: scoredHoles(),
      penalties: course.penalties,
      courseId: course.id,
      courseName: course.name,
    };
    expect((await postJson('/api/scorecards', round, { cookie })).status).toBe(201);

    expect((await deleteCourse(course.id, cookie)).status).toBe(200);
    const history = savedRoundListSchema.parse(await (await get('/api/scorecards', { cookie })).json());
    expect(history.map((saved) => [saved.courseId, saved.courseName])).toEqual([[course.id, course.name]]);
  });
});
