import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseSchema } from '../../../domain/courses';
import { leaderboardSchema, savedRoundListSchema, savedRoundSchema, type Leaderboard } from '../../../domain/rounds';
import { memberCookie, signedInMember } from '../../test/auth-helpers';
import { get, postJson, sendJson } from '../../test/http';
import { courseBoardKey } from '../../lib/kv-keys';
import {
  cardKeySql,
  HIDE_PLAYER_SQL,
  HIDE_ROUND_SQL,
  UNHIDE_PLAYER_SQL,
  UNHIDE_ROUND_SQL,
} from '../../lib/rounds/hiding';
import { card, holes, PATH, saveRound } from './round-fixtures';

async function board(path = '/api/leaderboard'): Promise<Leaderboard> {
  const response = await get(path);
  expect(response.status).toBe(200);
  return leaderboardSchema.parse(await response.json());
}

const onBoard = async (path?: string) => (await board(path)).map((entry) => entry.id);

/** The ids on the board in any order: rounds kept in the same second tie, and then go by id. */
const onBoardAmong = async (path?: string) => (await onBoard(path)).toSorted();

async function history(cookie: string): Promise<[string, boolean | undefined][]> {
  const rounds = savedRoundListSchema.parse(await (await get(PATH, { cookie })).json());
  return rounds.map((round) => [round.id, round.hiddenFromBoards]);
}

/** What `npm run admin` runs for one command on D1 (?1 is `subject`), then the kept boards it drops. */
async function operator(statements: readonly string[], subject: string, courseId?: string): Promise<void> {
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement).bind(subject)));
  await env.CACHE.delete('leaderboard:top');
  if (courseId) await env.CACHE.delete(courseBoardKey(courseId));
}

/** The lowest fair total there is (par 6, one sip a hole), so the round makes any board. */
function lowest(overrides: Record<string, unknown> = {}) {
  return card({ holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 1], 6), penalties: [], ...overrides });
}

async function post(cookie: string, body: Record<string, unknown>) {
  const response = await postJson(PATH, body, { cookie });
  expect(response.status).toBe(201);
  return savedRoundSchema.parse(await response.json());
}

// Worker test files run one after another on shared storage: the global board starts empty here.
beforeEach(async () => {
  await env.DB.prepare('delete from scorecards').run();
  await env.CACHE.delete('leaderboard:top');
});

describe('a hidden round', () => {
  it('stays off the boards when its owner saves the same card again without an id', async () => {
    const cookie = await memberCookie();
    const hidden = await saveRound(cookie, lowest());
    expect(await onBoard()).toContain(hidden.id);
    await operator(HIDE_ROUND_SQL, hidden.id);

    const again = await post(cookie, lowest());
    expect(again.hiddenFromBoards).toBe(true);
    const ids = await onBoard();
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(again.id);
    expect(await history(cookie)).toEqual([
      [again.id, true],
      [hidden.id, true],
    ]);
  });

  it('stays off under another team name, and when edited, and so does its edited card saved again', async () => {
    const cookie = await memberCookie();
    const hidden = await saveRound(cookie, lowest({ editedAt: 1 }));
    await operator(HIDE_ROUND_SQL, hidden.id);

    const renamed = await post(cookie, lowest({ teamName: 'Someone Else Entirely' }));
    const edited = await sendJson('PUT', `${PATH}/${hidden.id}`, lowest({ editedAt: 2, penalties: [] }), { cookie });
    expect(savedRoundSchema.parse(await edited.json()).hiddenFromBoards).toBe(true);
    const changed = lowest({ holes: holes([2, 1, 1, 1, 1, 1, 1, 1, 1], 6) });
    await sendJson('PUT', `${PATH}/${hidden.id}`, { ...changed, editedAt: 3 }, { cookie });
    const editedAgain = await post(cookie, changed);
    expect(await onBoard()).toEqual([]);
    expect(await history(cookie)).toEqual([
      [editedAgain.id, true],
      [renamed.id, true],
      [hidden.id, true],
    ]);

    // Another card of the owner's shows, as does the same card of another member's.
    const other = await post(cookie, lowest({ holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 3], 6) }));
    const someoneElse = await post(await memberCookie(), lowest());
    expect(await onBoard()).toEqual([someoneElse.id, other.id]);
  });

  it('comes back with its copies once unhidden', async () => {
    const cookie = await memberCookie();
    const hidden = await saveRound(cookie, lowest());
    await operator(HIDE_ROUND_SQL, hidden.id);
    const again = await post(cookie, lowest());
    await operator(UNHIDE_ROUND_SQL, hidden.id);
    expect(await onBoardAmong()).toEqual([hidden.id, again.id].toSorted());
    expect((await post(cookie, lowest())).hiddenFromBoards).toBe(false);
  });

  it('is keyed as migrations/0014_hidden_cards.sql keyed the rounds kept before it', () => {
    const migration = env.TEST_MIGRATIONS.find((each) => each.name.startsWith('0014_'));
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(migration?.queries.map(squash)).toContain(
      squash(`UPDATE scorecards SET card_key = ${cardKeySql('scorecards')}`),
    );
  });
});

describe('a hidden player', () => {
  async function course(cookie: string): Promise<string> {
    const response = await postJson(
      '/api/courses',
      { name: 'Old Town Crawl', holes: holes([], 6), penalties: [] },
      { cookie },
    );
    expect(response.status).toBe(201);
    return courseSchema.parse(await response.json()).id;
  }

  it('has every round off the leaderboard and each course board, those saved later too, and all in History', async () => {
    const { user, cookie } = await signedInMember();
    const courseId = await course(cookie);
    const courseBoard = `/api/courses/${courseId}/leaderboard`;
    const onCourse = { courseId, courseName: 'Old Town Crawl' };
    const old = await saveRound(cookie, lowest());
    const oldOnCourse = await saveRound(cookie, lowest(onCourse));
    const other = await saveRound(await memberCookie(), lowest({ holes: holes([2, 1, 1, 1, 1, 1, 1, 1, 1], 6) }));
    expect(await onBoardAmong()).toEqual([old.id, oldOnCourse.id, other.id].toSorted());
    expect(await onBoard(courseBoard)).toEqual([oldOnCourse.id]);

    await operator(HIDE_PLAYER_SQL, user.id, courseId);
    expect(await onBoard()).toEqual([other.id]);
    expect(await onBoard(courseBoard)).toEqual([]);

    const later = await post(cookie, lowest({ holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 2], 6) }));
    const laterOnCourse = await post(cookie, lowest({ ...onCourse, date: '2025-06-21' }));
    expect([later.hiddenFromBoards, laterOnCourse.hiddenFromBoards]).toEqual([true, true]);
    expect(await onBoard()).toEqual([other.id]);
    expect(await onBoard(courseBoard)).toEqual([]);
    expect(await history(cookie)).toEqual([
      [laterOnCourse.id, true],
      [later.id, true],
      [oldOnCourse.id, true],
      [old.id, true],
    ]);
  });

  it('once unhidden has every round back but those whose card was hidden on its own', async () => {
    const { user, cookie } = await signedInMember();
    const hidden = await saveRound(cookie, lowest());
    const shown = await saveRound(cookie, lowest({ holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 2], 6) }));
    await operator(HIDE_ROUND_SQL, hidden.id);
    await operator(HIDE_PLAYER_SQL, user.id);
    const later = await post(cookie, lowest({ holes: holes([1, 1, 1, 1, 1, 1, 1, 1, 3], 6) }));
    expect(await onBoard()).toEqual([]);

    await operator(UNHIDE_PLAYER_SQL, user.id);
    expect(await onBoard()).toEqual([shown.id, later.id]);
    expect(await history(cookie)).toEqual([
      [later.id, false],
      [shown.id, false],
      [hidden.id, true],
    ]);
    expect((await post(cookie, lowest())).hiddenFromBoards).toBe(true);
  });
});
