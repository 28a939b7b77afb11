import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { leaderboardSchema, savedRoundListSchema, type Leaderboard } from '../../../domain/rounds';
import { get, postJson, sendJson } from '../../test/http';
import { memberCookie } from '../../test/auth-helpers';
import { courseWithPars } from '../../test/courses';
import { card, holes, PATH, saveRound } from './round-fixtures';

const BOARD = '/api/leaderboard';
/** The highest fair par, one sip a hole: the lowest total a fair round can have. */
const PAR = 6;
const LOWEST = -45;

/** A complete round totalling LOWEST + extra. */
function lowCard(extra: number, overrides: Record<string, unknown> = {}) {
  const penalties = [{ id: 'late-to-bar', name: 'Late to Bar', count: extra }];
  return card({ holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 1], PAR), penalties, ...overrides });
}

async function board(): Promise<Leaderboard> {
  const response = await get(BOARD);
  expect(response.status).toBe(200);
  return leaderboardSchema.parse(await response.json());
}

// Worker test files run one after another on shared storage (isolate: false in vitest.config.ts):
// the global board starts empty here, whatever rounds the files before saved.
beforeEach(async () => {
  await env.DB.prepare('delete from scorecards').run();
  await env.CACHE.delete('leaderboard:top');
});

describe('a round played alcohol-free', () => {
  it('keeps its choice in History and is badged on the board, ranked by the same rules', async () => {
    const cookie = await memberCookie();
    const soft = await saveRound(cookie, lowCard(1, { teamName: 'Designated Drivers', alcoholFree: true }));
    const other = await saveRound(cookie, lowCard(0, { teamName: 'The Bogeys' }));
    expect(soft.alcoholFree).toBe(true);
    expect(other.alcoholFree).toBeUndefined();
    const [listedOther, listedSoft] = savedRoundListSchema.parse(await (await get(PATH, { cookie })).json());
    expect(listedSoft).toEqual(soft);
    expect(listedOther?.alcoholFree).toBeUndefined();

    expect(await board()).toEqual([
      expect.objectContaining({ id: other.id, totalScore: LOWEST }),
      expect.objectContaining({ id: soft.id, totalScore: LOWEST + 1, alcoholFree: true }),
    ]);
    expect((await board())[0]).not.toHaveProperty('alcoholFree');
  });

  it('takes the choice back with an edit that leaves it out, and refuses one that is not true or false', async () => {
    const cookie = await memberCookie();
    const soft = await saveRound(cookie, lowCard(0, { alcoholFree: true }));
    const edited = await sendJson('PUT', `${PATH}/${soft.id}`, { ...lowCard(0), editedAt: Date.now() }, { cookie });
    expect(edited.status).toBe(200);
    expect(savedRoundListSchema.parse(await (await get(PATH, { cookie })).json())[0]).not.toHaveProperty('alcoholFree');

    const refused = await postJson(PATH, lowCard(0, { alcoholFree: 'yes' }), { cookie });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('alcoholFree');
  });
});

describe('GET /api/leaderboard', () => {
  it('is public, and lists the 10 lowest complete rounds, lowest first', async () => {
    const cookie = await memberCookie();
    const saved = [];
    for (const extra of [5, 0, 9, 3, 7, 1, 10, 2, 8, 4, 6]) saved.push(await saveRound(cookie, lowCard(extra)));
    const entries = await board();
    expect(entries.map((entry) => entry.totalScore)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => LOWEST + n));
    expect(entries.map((entry) => entry.id)).not.toContain(saved[6]?.id);
  });

  it('leaves out a round an operator hid, and shows it again once unhidden', async () => {
    const cookie = await memberCookie();
    const hidden = await saveRound(cookie, lowCard(0));
    const shown = await saveRound(cookie, lowCard(3));
    await env.DB.prepare('update scorecards set hidden_at = unixepoch() where id = ?').bind(hidden.id).run();
    await env.CACHE.delete('leaderboard:top');
    expect((await board()).map((entry) => entry.id)).toEqual([shown.id]);
    // A new round ranks among the rounds shown: the hidden one does not push it off the board.
    const next = await saveRound(cookie, lowCard(5));
    expect((await board()).map((entry) => entry.id)).toEqual([shown.id, next.id]);

    // Its owner still has it, marked so History can say why it is not on the board.
    const mine = savedRoundListSchema.parse(await (await get(PATH, { cookie })).json());
    expect(mine.find((round) => round.id === hidden.id)?.hiddenFromBoards).toBe(true);
    expect(mine.find((round) => round.id === shown.id)?.hiddenFromBoards).toBe(false);

    await env.DB.prepare('update scorecards set hidden_at = null where id = ?').bind(hidden.id).run();
    await env.CACHE.delete('leaderboard:top');
    expect((await board()).map((entry) => entry.id)).toEqual([hidden.id, shown.id, next.id]);
  });

  it('leaves out rounds with a hole unscored, however low', async () => {
    const cookie = await memberCookie();
    const complete = await saveRound(cookie, lowCard(5));
    await saveRound(cookie, lowCard(0, { holes: holes([1, 1, 1, 1, 1, 1, 1, 1], PAR) }));
    expect((await board()).map((entry) => entry.id)).toEqual([complete.id]);
  });

  it('puts the earlier round first on a tie', async () => {
    const cookie = await memberCookie();
    const later = await saveRound(cookie, lowCard(1));
    const earlier = await saveRound(cookie, lowCard(1));
    await env.DB.prepare('update scorecards set created_at = created_at - 60 where id = ?').bind(earlier.id).run();
    expect((await board()).map((entry) => entry.id)).toEqual([earlier.id, later.id]);
  });

  it('answers id, team name, total and time only: nothing that says who played', async () => {
    const cookie = await memberCookie();
    const course = await courseWithPars(cookie, PAR, 'Old Town');
    const round = await saveRound(cookie, lowCard(0, { courseId: course.id, courseName: course.name }));
    const response = await get(BOARD);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=10');
    const body: unknown = await response.json();
    expect(body).toEqual([{ id: round.id, teamName: round.teamName, totalScore: LOWEST, createdAt: round.createdAt }]);
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|user|email|Old Town/i);
  });

  it('is kept between calls, and dropped when a round that belongs on it is saved', async () => {
    const cookie = await memberCookie();
    const first = await saveRound(cookie, lowCard(5));
    expect((await board()).map((entry) => entry.id)).toEqual([first.id]);

    // A row written behind the API's back is not seen while the board is kept.
    await env.DB.prepare('update scorecards set team_name = ? where id = ?').bind('Renamed', first.id).run();
    expect((await board())[0]?.teamName).toBe('The Bogeys');

    const lower = await saveRound(cookie, lowCard(2));
    expect((await board()).map((entry) => [entry.id, entry.teamName])).toEqual([
      [lower.id, 'The Bogeys'],
      [first.id, 'Renamed'],
    ]);
  });

  it('is kept when a saved round would not enter the top 10', async () => {
    const cookie = await memberCookie();
    for (let extra = 0; extra < 10; extra++) await saveRound(cookie, lowCard(extra));
    await board();
    await saveRound(cookie, lowCard(15));
    expect(await env.CACHE.get('leaderboard:top')).not.toBeNull();
    await saveRound(cookie, lowCard(0));
    expect(await env.CACHE.get('leaderboard:top')).toBeNull();
  });

  it('is dropped when a round on it is changed, deleted or cleared', async () => {
    const cookie = await memberCookie();
    const a = await saveRound(cookie, lowCard(1, { editedAt: 1 }));
    const b = await saveRound(cookie, lowCard(2));
    expect((await board()).map((entry) => entry.id)).toEqual([a.id, b.id]);

    await sendJson('PUT', `${PATH}/${a.id}`, lowCard(3, { editedAt: 2 }), { cookie });
    expect((await board()).map((entry) => entry.id)).toEqual([b.id, a.id]);

    await sendJson('DELETE', `${PATH}/${b.id}`, undefined, { cookie });
    expect((await board()).map((entry) => entry.id)).toEqual([a.id]);

    await sendJson('DELETE', PATH, undefined, { cookie });
    expect(await board()).toEqual([]);
  });

  it('ignores the total a client claims', async () => {
    const cookie = await memberCookie();
    const response = await postJson(PATH, lowCard(9, { totalScore: -1000 }), { cookie });
    expect(response.status).toBe(201);
    expect((await board()).map((entry) => entry.totalScore)).toEqual([LOWEST + 9]);
  });
});
