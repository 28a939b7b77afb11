/**
 * GET /api/scorecards reads the session and the member's page in one D1 batch: the session is
 * still checked, renewed and dropped as on every other call, and a page is answered only to its
 * owner with a live session and membership.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { savedRoundListSchema } from '../../../domain/rounds';
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
import { errorOf, get } from '../../test/http';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../lib/session/session';
import { PATH, saveRound } from './round-fixtures';

async function sessionExpiry(sessionId: string): Promise<number | null> {
  const row = await env.DB.prepare('select expires_at from sessions where id = ?')
    .bind(sessionId)
    .first<{ expires_at: number }>();
  return row?.expires_at ?? null;
}

describe('GET /api/scorecards checks the session as every call does', () => {
  it('answers the page without renewing a session with more than half its idle window left', async () => {
    const { cookie, session } = await signedInMember();
    await saveRound(cookie, { teamName: 'The Longest Team Name A Member Could Ever Type In Here' });
    const before = await sessionExpiry(session.id);
    const response = await get(PATH, { cookie });
    expect(response.status).toBe(200);
    const rounds = savedRoundListSchema.parse(await response.json());
    expect(rounds.map((round) => round.teamName)).toEqual(['The Longest Team Name A Member Could Ever Type In Here']);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionExpiry(session.id)).toBe(before);
  });

  it('renews a half-spent session while answering the page', async () => {
    const { cookie, token, session } = await signedInMember();
    await saveRound(cookie);
    await setSessionTimes(session.id, { expiresAt: nowSeconds() + 10 * DAY_S });
    const response = await get(PATH, { cookie });
    expect(response.status).toBe(200);
    expect(savedRoundListSchema.parse(await response.json())).toHaveLength(1);
    expect(cookieValue(setCookies(response).get('session'))).toBe(token);
    expect(await sessionExpiry(session.id)).toBeGreaterThanOrEqual(nowSeconds() + SESSION_IDLE_MS / 1000 - 5);
  });

  it.each<[string, { expiresAt: number; createdAt?: number }]>([
    ['past its idle expiry', { expiresAt: -1 }],
    ['past its absolute cap', { expiresAt: 20 * DAY_S, createdAt: -SESSION_MAX_MS / 1000 - 1 }],
  ])('answers 401 without the rounds, clears the cookie and deletes a session %s', async (_, times) => {
    const { cookie, session } = await signedInMember();
    await saveRound(cookie);
    await setSessionTimes(session.id, {
      expiresAt: nowSeconds() + times.expiresAt,
      ...(times.createdAt === undefined ? {} : { createdAt: nowSeconds() + times.createdAt }),
    });
    const response = await get(PATH, { cookie });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthenticated');
    expect(cookieValue(setCookies(response).get('session'))).toBe('');
    expect(await sessionExpiry(session.id)).toBeNull();
  });

  it('answers 401 for an unknown token and 403 to a signed-in player without membership', async () => {
    const unknown = await get(PATH, { cookie: `session=${'c'.repeat(32)}` });
    expect(unknown.status).toBe(401);
    expect(cookieValue(setCookies(unknown).get('session'))).toBe('');
    for (const signedIn of [await signedInUser(), await signedInWithStatus('canceled')]) {
      const response = await get(PATH, { cookie: signedIn.cookie });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe('subscription_required');
    }
  });

  it('answers 401 before looking at the cursor, and 400 naming it to a member', async () => {
    expect((await get(`${PATH}?before=abc!`)).status).toBe(401);
    const { cookie } = await signedInMember();
    const response = await get(`${PATH}?before=abc!`, { cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.[0]?.path).toBe('before');
  });
});
