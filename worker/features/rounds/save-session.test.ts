/**
 * POST /api/scorecards keeps the round in the session lookup's own D1 batch: one trip to D1 for a
 * member's save. The session and the membership are still checked as on every call, and the
 * round is written only when they let the caller through.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { savedRoundSchema } from '../../../domain/rounds';
import { app } from '../../index';
import {
  cookieValue,
  DAY_S,
  nowSeconds,
  setCookies,
  setSessionTimes,
  signedInMember,
  signedInUser,
  signedInWithStatus,
} from '../../test/auth-helpers';
import { APP, errorOf, postJson } from '../../test/http';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../lib/session/session';
import { card, holes, PATH, sendText } from './round-fixtures';

/** Names as long as a round's are kept, and a card with every penalty counted. */
const LONG_CARD = card({
  teamName: 'The Longest Team Name A Member Could Ever Type In Here',
  holes: holes([1, 2, 3, 4, 5, 6, 'NA', 1, 2], 4),
  penalties: Array.from({ length: 20 }, (_, index) => ({
    id: `custom-${1_700_000_000_000 + index}`,
    name: `Knocked the round over at bar ${index + 1}`,
    count: 1,
  })),
});

async function roundsOwnedBy(userId: string): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from scorecards where user_id = ?')
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function sessionExpiry(sessionId: string): Promise<number | null> {
  const row = await env.DB.prepare('select expires_at from sessions where id = ?')
    .bind(sessionId)
    .first<{ expires_at: number }>();
  return row?.expires_at ?? null;
}

/**
 * The Worker with a D1 that counts its round trips: each statement run on its own, and each
 * batch, is one. Statements are handed to D1 as they were prepared.
 */
async function fetchCountingTrips(request: Request): Promise<{ response: Response; trips: number }> {
  let trips = 0;
  const prepared = new WeakMap<object, D1PreparedStatement>();
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => counted(target.bind(...values));
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'first' || key === 'all' || key === 'run' || key === 'raw') trips++;
        return (value as (...args: unknown[]) => unknown).bind(target);
      },
    });
    prepared.set(proxy, statement);
    return proxy;
  };
  const session = (start?: string) => {
    const inner = env.DB.withSession(start);
    return {
      prepare: (query: string) => counted(inner.prepare(query)),
      batch: (statements: D1PreparedStatement[]) => {
        trips++;
        return inner.batch(statements.map((statement) => prepared.get(statement) ?? statement));
      },
      getBookmark: () => inner.getBookmark(),
    };
  };
  const countingEnv = { ...env, DB: { ...env.DB, withSession: session } as unknown as D1Database };
  const context = createExecutionContext();
  const response = await app.fetch(request, countingEnv, context);
  await waitOnExecutionContext(context);
  return { response, trips };
}

function saveRequest(cookie: string, body: unknown): Request {
  return new Request(new URL(PATH, APP), {
    method: 'POST',
    headers: { Cookie: cookie, Origin: APP, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('a member saving a round', () => {
  it('saves exactly one round, with the total worked out by the server, in one trip to D1', async () => {
    const { cookie, user } = await signedInMember();
    const id = crypto.randomUUID();
    const { response, trips } = await fetchCountingTrips(saveRequest(cookie, { ...LONG_CARD, id, totalScore: -90 }));
    expect(response.status).toBe(201);
    const saved = savedRoundSchema.parse(await response.json());
    expect(saved).toMatchObject({
      id,
      number: 1,
      teamName: 'The Longest Team Name A Member Could Ever Type In Here',
      totalScore: 17,
    });
    expect(saved.penalties).toHaveLength(20);
    expect(trips).toBe(1);
    expect(await roundsOwnedBy(user.id)).toBe(1);
    // The write's bookmark rides on the answer, so the member's next read sees the round.
    expect(cookieValue(setCookies(response).get('d1_bookmark'))).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i);
  });

  it('numbers each save after the last and answers a retried id with the round already kept', async () => {
    const { cookie, user } = await signedInMember();
    const first = await postJson(PATH, LONG_CARD, { cookie });
    const id = crypto.randomUUID();
    const second = await postJson(PATH, { ...LONG_CARD, id }, { cookie });
    const retried = await postJson(PATH, { ...LONG_CARD, id, teamName: 'Changed On The Way' }, { cookie });
    expect([first.status, second.status, retried.status]).toEqual([201, 201, 200]);
    const [firstRound, secondRound, retriedRound] = await Promise.all(
      [first, second, retried].map(async (response) => savedRoundSchema.parse(await response.json())),
    );
    expect([firstRound?.number, secondRound?.number]).toEqual([1, 2]);
    expect(retriedRound).toEqual(secondRound);
    expect(await roundsOwnedBy(user.id)).toBe(2);
  });

  it("answers 409 for another member's id and keeps nothing for the caller", async () => {
    const owner = await signedInMember();
    const id = crypto.randomUUID();
    expect((await postJson(PATH, { ...LONG_CARD, id }, { cookie: owner.cookie })).status).toBe(201);
    const other = await signedInMember();
    const response = await postJson(PATH, { ...LONG_CARD, id }, { cookie: other.cookie });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('id_taken');
    expect(await roundsOwnedBy(other.user.id)).toBe(0);
  });

  it('renews a half-spent session while saving', async () => {
    const { cookie, token, session, user } = await signedInMember();
    await setSessionTimes(session.id, { expiresAt: nowSeconds() + 10 * DAY_S });
    const response = await postJson(PATH, LONG_CARD, { cookie });
    expect(response.status).toBe(201);
    expect(cookieValue(setCookies(response).get('session'))).toBe(token);
    expect(await sessionExpiry(session.id)).toBeGreaterThanOrEqual(nowSeconds() + SESSION_IDLE_MS / 1000 - 5);
    expect(await roundsOwnedBy(user.id)).toBe(1);
  });
});

describe('a save the checks refuse keeps nothing', () => {
  it.each<[string, { expiresAt: number; createdAt?: number }]>([
    ['past its idle expiry', { expiresAt: -1 }],
    ['at its idle expiry', { expiresAt: 0 }],
    ['past its absolute cap', { expiresAt: 20 * DAY_S, createdAt: -SESSION_MAX_MS / 1000 - 1 }],
  ])('answers 401, clears the cookie and deletes a session %s', async (_, times) => {
    const { cookie, session, user } = await signedInMember();
    await setSessionTimes(session.id, {
      expiresAt: nowSeconds() + times.expiresAt,
      ...(times.createdAt === undefined ? {} : { createdAt: nowSeconds() + times.createdAt }),
    });
    const response = await postJson(PATH, LONG_CARD, { cookie });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthenticated');
    expect(cookieValue(setCookies(response).get('session'))).toBe('');
    expect(await sessionExpiry(session.id)).toBeNull();
    expect(await roundsOwnedBy(user.id)).toBe(0);
  });

  it('answers 401 signed out or with an unknown token, whatever the body', async () => {
    for (const body of [LONG_CARD, { ...LONG_CARD, date: 'not a date' }]) {
      expect((await postJson(PATH, body)).status).toBe(401);
      const unknown = await postJson(PATH, body, { cookie: `session=${'c'.repeat(32)}` });
      expect(unknown.status).toBe(401);
      expect(cookieValue(setCookies(unknown).get('session'))).toBe('');
    }
  });

  it('answers 403 to a signed-in player without a live membership, whatever the body', async () => {
    for (const signedIn of [await signedInUser(), await signedInWithStatus('canceled')]) {
      for (const body of [LONG_CARD, { ...LONG_CARD, holes: [] }]) {
        const response = await postJson(PATH, body, { cookie: signedIn.cookie });
        expect(response.status).toBe(403);
        expect((await errorOf(response)).code).toBe('subscription_required');
      }
      expect(await roundsOwnedBy(signedIn.user.id)).toBe(0);
    }
  });

  it('answers 400 naming the field, or the body that is not JSON, to a member', async () => {
    const { cookie, user } = await signedInMember();
    const response = await postJson(PATH, { ...LONG_CARD, teamName: 'x'.repeat(500) }, { cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.[0]?.path).toBe('teamName');
    const malformed = await sendText('POST', PATH, '{"teamName":', cookie);
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).issues?.[0]?.path).toBe('body');
    expect(await roundsOwnedBy(user.id)).toBe(0);
  });
});
