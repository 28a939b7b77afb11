import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { leaderboardSchema, savedRoundListSchema, type Leaderboard } from '../../../domain/rounds';
import { memberCookie } from '../../test/auth-helpers';
import { errorOf, get, postJson, sendJson } from '../../test/http';
import { card, holes, PATH, saveRound } from './round-fixtures';

/** A 60-character name, the longest a team name is kept. */
const LONG_NAME = 'The Extraordinarily Thirsty Wanderers of the Old Town Pubs X';

async function board(): Promise<Leaderboard> {
  const response = await get('/api/leaderboard');
  expect(response.status).toBe(200);
  return leaderboardSchema.parse(await response.json());
}

async function history(cookie: string) {
  return savedRoundListSchema.parse(await (await get(PATH, { cookie })).json());
}

beforeEach(async () => {
  await env.DB.prepare('delete from scorecards').run();
  await env.CACHE.delete('leaderboard:top');
});

describe('fair rounds on the leaderboard', () => {
  it('keeps par 10 with 0 strokes on every hole in History and never on the board', async () => {
    const cookie = await memberCookie();
    const fair = await saveRound(cookie, { holes: holes([4, 4, 4, 4, 4, 4, 4, 4, 4]) });
    const impossible = await saveRound(cookie, { holes: holes([0, 0, 0, 0, 0, 0, 0, 0, 0], 10), penalties: [] });
    expect(impossible.totalScore).toBe(-90);
    expect((await history(cookie)).map((round) => round.id)).toEqual([impossible.id, fair.id]);
    expect((await board()).map((entry) => entry.id)).toEqual([fair.id]);
  });

  it('keeps off a round with one hole scored 0, or one par above 6, and takes par 6 in one sip and NA', async () => {
    const cookie = await memberCookie();
    const oneZero = await saveRound(cookie, { holes: holes([1, 1, 1, 1, 0, 1, 1, 1, 1], 6) });
    const par7 = await saveRound(cookie, { holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 1], 7) });
    const par6 = await saveRound(cookie, { holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 'NA'], 6) });
    const ids = (await board()).map((entry) => entry.id);
    expect(ids).toEqual([par6.id]);
    expect(ids).not.toContain(oneZero.id);
    expect(ids).not.toContain(par7.id);
  });

  it('takes a round off the board when an edit makes it implausible, though the board was kept', async () => {
    const cookie = await memberCookie();
    const round = await saveRound(cookie, { holes: holes([2, 2, 2, 2, 2, 2, 2, 2, 2]) });
    expect((await board()).map((entry) => entry.id)).toEqual([round.id]);
    const edit = card({ holes: holes([0, 2, 2, 2, 2, 2, 2, 2, 2]), editedAt: Date.now() });
    const response = await sendJson('PUT', `${PATH}/${round.id}`, edit, { cookie });
    expect(response.status).toBe(200);
    expect(await board()).toEqual([]);
  });

  it('answers 400 naming holes for a course round with a hole scored 0, and keeps nothing', async () => {
    const cookie = await memberCookie();
    const zero = holes([0, 3, 3, 3, 3, 3, 3, 3, 3]);
    for (const [path, body] of [
      [PATH, card({ courseId: 'course-old-town', holes: zero })],
      ['/api/migrate-course-data', card({ courseId: 'course-old-town', holes: zero })],
    ] as const) {
      const response = await postJson(path, body, { cookie });
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).issues?.map((issue) => issue.path)).toContain('holes');
    }
    expect(await history(cookie)).toEqual([]);
  });
});

describe('names on the leaderboard', () => {
  it('keeps a team name trimmed, its spaces collapsed and its invisible characters removed', async () => {
    const cookie = await memberCookie();
    const round = await saveRound(cookie, { teamName: '  \u202EThe\u200B   Hop\tScotch\u2066 Crew\u0007  ' });
    expect(round.teamName).toBe('The Hop Scotch Crew');
    expect((await board())[0]?.teamName).toBe('The Hop Scotch Crew');
  });

  it('shows an obscene name, plain or disguised, as its team number, while its owner sees it in History', async () => {
    const cookie = await memberCookie();
    const plain = await saveRound(cookie, { teamName: 'The Fuckers' });
    const disguised = await saveRound(cookie, { teamName: 'Sh1t F4ced Sh1tz' });
    const long = await saveRound(cookie, { teamName: LONG_NAME });
    const shown = new Map((await board()).map((entry) => [entry.id, entry.teamName]));
    expect(shown.get(plain.id)).toBe(`Team #${plain.id.slice(0, 6).toUpperCase()}`);
    expect(shown.get(disguised.id)).toBe(`Team #${disguised.id.slice(0, 6).toUpperCase()}`);
    expect(shown.get(long.id)).toBe(LONG_NAME);
    expect((await history(cookie)).map((round) => round.teamName)).toContain('The Fuckers');
  });
});
