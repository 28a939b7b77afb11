import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { leaderboardSchema, savedRoundSchema, type Leaderboard, type SavedRound } from '../../../domain/rounds';
import { memberCookie } from '../../test/auth-helpers';
import { errorOf, get, postJson, sendJson } from '../../test/http';
import { deleteCourse, saveCourse, shareLookup } from './course-fixtures';

/** Nine holes at par 4, each scored `strokes` (1 to 10, or NA). */
function scored(strokes: number | 'NA', par = 4): Record<string, unknown>[] {
  return Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par, score: strokes }));
}

/** A course of nine par-4 holes: the pars its rounds are played on. */
function parFourCourse(cookie: string) {
  return saveCourse(cookie, { holes: scored('NA').map(({ score: _score, ...hole }) => hole) });
}

async function playRound(
  cookie: string,
  courseId: string,
  strokes: number,
  overrides: Record<string, unknown> = {},
): Promise<SavedRound> {
  const response = await postJson(
    '/api/scorecards',
    {
      teamName: 'The Bogeys',
      date: '2025-06-14',
      holes: scored(strokes),
      penalties: [],
      courseId,
      courseName: 'Old Town Crawl',
      ...overrides,
    },
    { cookie },
  );
  expect(response.status).toBe(201);
  return savedRoundSchema.parse(await response.json());
}

async function courseBoard(courseId: string): Promise<Leaderboard> {
  const response = await get(`/api/courses/${courseId}/leaderboard`);
  expect(response.status).toBe(200);
  return leaderboardSchema.parse(await response.json());
}

describe('GET /api/courses/:id/leaderboard', () => {
  it('is public, and lists the 10 lowest fair rounds on this course only, lowest first', async () => {
    const cookie = await memberCookie();
    const course = await parFourCourse(cookie);
    const other = await parFourCourse(cookie);
    for (const strokes of [9, 2, 8, 3, 7, 4, 6, 5, 10, 1, 2]) await playRound(cookie, course.id, strokes);
    await playRound(cookie, other.id, 1, { teamName: 'Elsewhere' });
    await playRound(cookie, course.id, 1, { holes: scored(1, 7), teamName: 'Par Seven' });
    await playRound(cookie, course.id, 1, { holes: scored(1).slice(0, 8).concat({ holeNumber: 9, par: 4 }) });
    const board = await courseBoard(course.id);
    expect(board.map((entry) => entry.totalScore)).toEqual([1, 2, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => 9 * (n - 4)));
    expect(board.map((entry) => entry.teamName)).not.toContain('Elsewhere');
    expect(board.map((entry) => entry.teamName)).not.toContain('Par Seven');
  });

  it('lists the earlier of level totals first, and names an obscene team by its number', async () => {
    const cookie = await memberCookie();
    const course = await parFourCourse(cookie);
    const later = await playRound(cookie, course.id, 3, { teamName: 'B1tch Please' });
    const earlier = await playRound(cookie, course.id, 3);
    await env.DB.prepare('update scorecards set created_at = created_at - 60 where id = ?').bind(earlier.id).run();
    const board = await courseBoard(course.id);
    expect(board.map((entry) => entry.id)).toEqual([earlier.id, later.id]);
    expect(board[1]?.teamName).toBe(`Team #${later.id.slice(0, 6).toUpperCase()}`);
  });

  it('answers an empty board for a course nobody has finished, 404 for no such course, 400 for a bad id', async () => {
    const course = await parFourCourse(await memberCookie());
    expect(await courseBoard(course.id)).toEqual([]);
    const missing = await get(`/api/courses/${crypto.randomUUID()}/leaderboard`);
    expect(missing.status).toBe(404);
    const bad = await get('/api/courses/not-a-course/leaderboard');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).issues?.map((issue) => issue.path)).toContain('id');
  });

  it('is kept in KV, and dropped when one of its rounds is saved, edited or deleted', async () => {
    const cookie = await memberCookie();
    const course = await parFourCourse(cookie);
    const key = `leaderboard:course:${course.id}`;
    const first = await playRound(cookie, course.id, 5);
    expect(await courseBoard(course.id)).toHaveLength(1);
    expect(await env.CACHE.get(key)).not.toBeNull();

    // A round played elsewhere leaves the kept board alone.
    await playRound(cookie, (await parFourCourse(cookie)).id, 1);
    expect(await env.CACHE.get(key)).not.toBeNull();

    const second = await playRound(cookie, course.id, 2);
    expect(await env.CACHE.get(key)).toBeNull();
    expect((await courseBoard(course.id)).map((entry) => entry.id)).toEqual([second.id, first.id]);

    const edit = {
      teamName: 'The Bogeys',
      date: '2025-06-14',
      holes: scored(9),
      penalties: [],
      courseId: course.id,
      editedAt: Date.now(),
    };
    expect((await sendJson('PUT', `/api/scorecards/${second.id}`, edit, { cookie })).status).toBe(200);
    expect((await courseBoard(course.id)).map((entry) => entry.id)).toEqual([first.id, second.id]);

    expect((await sendJson('DELETE', `/api/scorecards/${first.id}`, undefined, { cookie })).status).toBe(200);
    expect((await courseBoard(course.id)).map((entry) => entry.id)).toEqual([second.id]);

    expect((await deleteCourse(course.id, cookie)).status).toBe(200);
    expect(await env.CACHE.get(key)).toBeNull();
    expect((await get(`/api/courses/${course.id}/leaderboard`)).status).toBe(404);
  });
});

describe('share-code look-ups', () => {
  it('answers 429 with what to do once one client misses 30 codes a minute, and only that client', async () => {
    const course = await saveCourse(await memberCookie());
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const look = (code: string, from = ip) =>
      get(`/api/courses/share/${code}`, { headers: { 'CF-Connecting-IP': from } });
    for (let attempt = 0; attempt < 30; attempt++) expect((await look('ZZZZZZZZZZ')).status).toBe(404);
    const limited = await look('ZZZZZZZZZZ');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect((await errorOf(limited)).message).toBe('Too many requests. Please wait a minute and try again.');
    // A link that works still opens, and another client's misses are its own.
    expect((await look(course.shareCode)).status).toBe(200);
    expect((await look('ZZZZZZZZZY', '203.0.113.7')).status).toBe(404);
    expect((await shareLookup(course.shareCode)).status).toBe(200);
  });
});
