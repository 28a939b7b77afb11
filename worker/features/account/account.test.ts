import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { accountDeletedSchema, userExportSchema } from '../../../domain/account';
import { signedInMember, signedInUser } from '../../test/auth-helpers';
import { buyLifetime, stripe, subscribeMonthly, subscriptionRow } from '../../test/billing-helpers';
import { errorOf, get, postJson, sendJson } from '../../test/http';

const EXPORT = '/api/user/export';
const ACCOUNT = '/api/user';
const LONG_TEAM = 'The Incredibly Thirsty Wanderers Of Old Town!!'.padEnd(50, '!');

function card(teamName: string, score: number) {
  return {
    teamName,
    date: '2025-06-14',
    holes: Array.from({ length: 9 }, (_, index) => ({
      holeNumber: index + 1,
      par: 3,
      score,
      barName: `The Very Long Named Public House Number ${index + 1}`,
      drink: 'Pint of the house ale',
    })),
    penalties: Array.from({ length: 20 }, (_, index) => ({ id: `p-${index}`, name: `Penalty ${index}`, count: 1 })),
  };
}

async function playerWithData(cookie: string) {
  const rounds = [];
  for (let index = 0; index < 3; index++) {
    const response = await postJson('/api/scorecards', card(`${LONG_TEAM}${index}`, 1), { cookie });
    expect(response.status).toBe(201);
    rounds.push(((await response.json()) as { id: string }).id);
  }
  const course = await postJson('/api/courses', { name: 'Old Town Crawl', ...card('', 1) }, { cookie });
  expect(course.status).toBe(201);
  const { shareCode } = (await course.json()) as { shareCode: string };
  // Puts the board, with this player's rounds, in KV.
  expect((await get('/api/leaderboard')).status).toBe(200);
  return { rounds, shareCode };
}

/** Rows that name the user, in every table that has a user_id column, and their users row. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const tables = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like '\\_%' escape '\\' and name not like 'sqlite%' and name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of tables.results) {
    const columns = await env.DB.prepare(`select name from pragma_table_info(?)`).bind(name).all<{ name: string }>();
    const column = columns.results.some((c) => c.name === 'user_id') ? 'user_id' : name === 'users' ? 'id' : null;
    if (!column) continue;
    const row = await env.DB.prepare(`select count(*) as n from ${name} where ${column} = ?`)
      .bind(userId)
      .first<{ n: number }>();
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('GET /api/user/export', () => {
  it("answers every stored fact about the caller as a JSON download, and no one else's", async () => {
    const { user, cookie } = await signedInMember();
    const other = await signedInMember();
    const { rounds, shareCode } = await playerWithData(cookie);
    await playerWithData(other.cookie);

    const response = await get(EXPORT, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.json"$/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const data = userExportSchema.parse(await response.json());
    expect(data.account).toMatchObject({ id: user.id, email: user.email, firstName: 'Test', lastName: 'Player' });
    expect(data.signIns).toEqual([expect.objectContaining({ provider: 'local' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.subscription).toMatchObject({ status: 'lifetime' });
    expect(data.rounds.map((round) => round.id)).toEqual(rounds);
    expect(data.rounds[0]).toMatchObject({
      teamName: `${LONG_TEAM}0`,
      number: 1,
      totalScore: -18 + 20,
      complete: true,
    });
    expect(data.rounds[0]?.penalties).toHaveLength(20);
    expect(data.courses).toEqual([expect.objectContaining({ name: 'Old Town Crawl', shareCode })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.user.id);
    // A session is listed by its times: its id is the digest of a sign-in token.
    expect(text).not.toContain(await sessionIdOf(user.id));
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await get(EXPORT);
    expect(response.status).toBe(401);
  });
});

async function sessionIdOf(userId: string): Promise<string> {
  const row = await env.DB.prepare('select id from sessions where user_id = ?').bind(userId).first<{ id: string }>();
  return row?.id ?? 'none';
}

describe('DELETE /api/user', () => {
  it('cancels a monthly subscription at once, then leaves nothing of the player in D1 or KV, and signs out', async () => {
    const { user, cookie } = await signedInUser();
    await subscribeMonthly(cookie);
    const subscriptionId = String((await subscriptionRow(user.id))?.stripe_subscription_id);
    const { shareCode } = await playerWithData(cookie);
    expect(await env.CACHE.get(`share:${shareCode}`)).not.toBeNull();
    expect(await env.CACHE.get('leaderboard:top')).not.toBeNull();

    const response = await sendJson('DELETE', ACCOUNT, undefined, { cookie });
    expect(response.status).toBe(200);
    expect(accountDeletedSchema.parse(await response.json())).toEqual({
      rounds: 3,
      courses: 1,
      sessions: 1,
      subscriptionCancelled: true,
      lifetimeEnded: false,
    });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session=;/);

    expect(Object.values(await rowsOf(user.id)).every((count) => count === 0)).toBe(true);
    expect(Object.keys(await rowsOf(user.id))).toEqual(
      expect.arrayContaining(['users', 'sessions', 'oauth_accounts', 'subscriptions', 'scorecards', 'courses']),
    );
    expect(await env.CACHE.get(`share:${shareCode}`)).toBeNull();
    expect(await env.CACHE.get('leaderboard:top')).toBeNull();
    expect((await get(`/api/courses/share/${shareCode}`)).status).toBe(404);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect((await get('/api/auth/user', { cookie })).status).toBe(401);
  });

  it('ends lifetime access, with nothing at Stripe to cancel', async () => {
    const { user, cookie } = await signedInUser();
    await buyLifetime(cookie);
    const response = await sendJson('DELETE', ACCOUNT, undefined, { cookie });
    expect(response.status).toBe(200);
    expect(accountDeletedSchema.parse(await response.json())).toMatchObject({
      subscriptionCancelled: false,
      lifetimeEnded: true,
    });
    expect(await subscriptionRow(user.id)).toBeNull();
  });

  it("leaves other players' data as it was", async () => {
    const gone = await signedInMember();
    const kept = await signedInMember();
    const keptData = await playerWithData(kept.cookie);
    expect((await sendJson('DELETE', ACCOUNT, undefined, { cookie: gone.cookie })).status).toBe(200);
    const data = userExportSchema.parse(await (await get(EXPORT, { cookie: kept.cookie })).json());
    expect(data.rounds.map((round) => round.id)).toEqual(keptData.rounds);
    expect((await get(`/api/courses/share/${keptData.shareCode}`)).status).toBe(200);
  });

  it('answers 401 to a signed-out caller, and refuses another site', async () => {
    expect((await sendJson('DELETE', ACCOUNT, undefined)).status).toBe(401);
    const { user, cookie } = await signedInMember();
    const crossSite = await sendJson('DELETE', ACCOUNT, undefined, {
      cookie,
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await errorOf(crossSite)).code).toBeTruthy();
    expect((await rowsOf(user.id)).users).toBe(1);
  });
});
