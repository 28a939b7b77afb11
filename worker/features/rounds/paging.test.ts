import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { nextPageUrl, PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../../domain/paging';
import { savedRoundListSchema, type SavedRound } from '../../../domain/rounds';
import { signedInMember } from '../../test/auth-helpers';
import { errorOf, get, sendJson } from '../../test/http';
import { card, PATH, saveRound } from './round-fixtures';

/** `count` rounds straight into D1, numbered after `from`, a minute apart, each with a long team name. */
async function seedRounds(userId: string, count: number, from = 0): Promise<void> {
  const { holes, penalties } = card() as { holes: unknown; penalties: unknown };
  const start = Math.floor(Date.now() / 1000) - 100_000;
  const statements = Array.from({ length: count }, (_, index) => {
    const number = from + index + 1;
    return env.DB.prepare(
      `insert into scorecards (id, user_id, number, team_name, date, total_score, holes, penalties, complete,
        created_at, updated_at) values (?, ?, ?, ?, '2025-06-14', 7, ?, ?, 1, ?, ?)`,
    ).bind(
      crypto.randomUUID(),
      userId,
      number,
      `The Extremely Long Team Name Of Round ${number}`.padEnd(50, '!'),
      JSON.stringify(holes),
      JSON.stringify(penalties),
      start + number * 60,
      start + number * 60,
    );
  });
  await env.DB.batch(statements);
}

interface Page {
  rounds: SavedRound[];
  next: string | null;
  total: number;
}

async function page(cookie: string, url = PATH): Promise<Page> {
  const response = await get(url, { cookie });
  expect(response.status).toBe(200);
  return {
    rounds: savedRoundListSchema.parse(await response.json()),
    next: nextPageUrl(response.headers.get('Link')),
    total: Number(response.headers.get(TOTAL_COUNT_HEADER)),
  };
}

describe('GET /api/scorecards, a page at a time', () => {
  it('answers the newest 50 as a list, with a Link to the next page, until every round was listed once', async () => {
    const { user, cookie } = await signedInMember();
    await seedRounds(user.id, 120);
    const first = await page(cookie);
    expect(first.rounds).toHaveLength(PAGE_SIZE);
    expect(first.rounds[0]?.number).toBe(120);
    expect(first.total).toBe(120);
    expect(first.next).toMatch(/^\/api\/scorecards\?before=[\w-]+$/);

    const numbers = first.rounds.map((round) => round.number);
    let next = first.next;
    while (next) {
      const following = await page(cookie, next);
      numbers.push(...following.rounds.map((round) => round.number));
      next = following.next;
    }
    expect(numbers).toEqual(Array.from({ length: 120 }, (_, index) => 120 - index));
  });

  it('has no Link on the last page, and none when everything fits on one', async () => {
    const { user, cookie } = await signedInMember();
    await seedRounds(user.id, PAGE_SIZE);
    const only = await page(cookie);
    expect(only.rounds).toHaveLength(PAGE_SIZE);
    expect(only.next).toBeNull();
    const response = await get(PATH, { cookie });
    expect(response.headers.get('Link')).toBeNull();
  });

  it('goes on where the last page ended when rounds are saved or deleted between pages', async () => {
    const { user, cookie } = await signedInMember();
    await seedRounds(user.id, 120);
    const first = await page(cookie);

    // A new round and the deletion of one already seen and one not yet seen.
    await saveRound(cookie, { teamName: 'Saved Meanwhile' });
    const seen = first.rounds[10];
    const unseenNumber = 40;
    const unseen = (await env.DB.prepare('select id from scorecards where user_id = ? and number = ?')
      .bind(user.id, unseenNumber)
      .first<{ id: string }>())!.id;
    for (const id of [seen!.id, unseen]) {
      expect((await sendJson('DELETE', `${PATH}/${id}`, undefined, { cookie })).status).toBe(200);
    }

    const second = await page(cookie, first.next!);
    expect(second.rounds[0]?.number).toBe(70);
    expect(second.total).toBe(119);
    const third = await page(cookie, second.next!);
    const later = [...second.rounds, ...third.rounds].map((round) => round.number);
    expect(later).toEqual(Array.from({ length: 70 }, (_, index) => 70 - index).filter((n) => n !== unseenNumber));
    expect(third.next).toBeNull();
    expect(later).not.toContain(121);
  });

  it("never reaches another member's rounds with a cursor", async () => {
    const alice = await signedInMember();
    const bob = await signedInMember();
    await seedRounds(alice.user.id, 60);
    await seedRounds(bob.user.id, 5);
    const { next } = await page(alice.cookie);
    const bobs = await page(bob.cookie, next!);
    expect(bobs.rounds.map((round) => round.number)).toEqual([5, 4, 3, 2, 1]);
  });

  it.each(['abc!', 'bm90IGEgbnVtYmVy', 'MS4y', '', 'x'.repeat(100)])(
    'answers 400 naming before for a cursor it did not make (%s)',
    async (before) => {
      const { cookie } = await signedInMember();
      const response = await get(`${PATH}?before=${encodeURIComponent(before)}`, { cookie });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.message).toBe('Invalid query: before');
      expect(error.issues?.[0]?.path).toBe('before');
    },
  );
});
