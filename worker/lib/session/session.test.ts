import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cookieValue, DAY_S, nowSeconds, setCookies, setSessionTimes, signedInUser } from '../../test/auth-helpers';
import { get } from '../../test/http';
import { SESSION_IDLE_MS, SESSION_MAX_MS, sessionIdOf } from './session';

function getUser(cookie: string, url = '/api/auth/user') {
  return get(url, { cookie });
}

async function sessionRow(sessionId: string) {
  return env.DB.prepare('select * from sessions where id = ?')
    .bind(sessionId)
    .first<{ expires_at: number; created_at: number }>();
}

describe('sessions', () => {
  it('stores only the SHA-256 of the token, never the token', async () => {
    const { token, session } = await signedInUser();
    expect(token).toMatch(/^[a-z2-7]{32}$/); // 20 random bytes, base32
    expect(session.id).toBe(sessionIdOf(token));
    expect(session.id).toMatch(/^[0-9a-f]{64}$/);
    const { results } = await env.DB.prepare('select * from sessions').all();
    expect(results.length).toBeGreaterThan(0);
    expect(JSON.stringify(results)).not.toContain(token);
  });

  it('answers the user for a valid session cookie', async () => {
    const { user, cookie } = await signedInUser('valid@example.com');
    const response = await getUser(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      firstName: 'Test',
      lastName: 'Player',
      email: 'valid@example.com',
      profileImageUrl: null,
      createdAt: user.createdAt.toISOString(),
      customPenalties: [],
    });
    // More than half the idle window left: no renewal, no cookie.
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 401 and clears the cookie for an unknown or malformed token', async () => {
    for (const token of ['a'.repeat(32), 'not a token', '']) {
      const response = await getUser(`session=${token}`);
      expect(response.status).toBe(401);
    }
    const response = await getUser(`session=${'b'.repeat(32)}; pg_signed_in=1`);
    expect(cookieValue(setCookies(response).get('session'))).toBe('');
    expect(cookieValue(setCookies(response).get('pg_signed_in'))).toBe('');
  });

  it('renews the expiry once less than half the idle window remains', async () => {
    const { token, session, cookie } = await signedInUser();
    await setSessionTimes(session.id, { expiresAt: nowSeconds() + 10 * DAY_S });
    const response = await getUser(cookie);
    expect(response.status).toBe(200);
    const header = setCookies(response).get('session');
    expect(cookieValue(header)).toBe(token);
    expect(header).toMatch(/Max-Age=(2591\d{3}|2592000)/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).not.toMatch(/Secure/); // plain http to loopback in a test run
    expect(header).toMatch(/SameSite=Lax/);
    expect(setCookies(response).get('pg_signed_in')).toMatch(/^pg_signed_in=1;.*Max-Age=(2591\d{3}|2592000)/);
    const row = await sessionRow(session.id);
    expect(row?.expires_at).toBeGreaterThanOrEqual(nowSeconds() + SESSION_IDLE_MS / 1000 - 5);
  });

  it('rejects and deletes an expired session', async () => {
    const { session, cookie } = await signedInUser();
    await setSessionTimes(session.id, { expiresAt: nowSeconds() - 1 });
    const response = await getUser(cookie);
    expect(response.status).toBe(401);
    expect(cookieValue(setCookies(response).get('session'))).toBe('');
    expect(await sessionRow(session.id)).toBeNull();
  });

  it('never renews past the absolute lifetime cap', async () => {
    const { session, cookie } = await signedInUser();
    const createdAt = nowSeconds() - SESSION_MAX_MS / 1000 + 5 * DAY_S;
    await setSessionTimes(session.id, { createdAt, expiresAt: nowSeconds() + DAY_S });
    const response = await getUser(cookie);
    expect(response.status).toBe(200);
    expect((await sessionRow(session.id))?.expires_at).toBe(createdAt + SESSION_MAX_MS / 1000);
  });

  it('rejects and deletes a session older than the cap even if recently used', async () => {
    const { session, cookie } = await signedInUser();
    await setSessionTimes(session.id, {
      createdAt: nowSeconds() - SESSION_MAX_MS / 1000 - 1,
      expiresAt: nowSeconds() + 20 * DAY_S,
    });
    expect((await getUser(cookie)).status).toBe(401);
    expect(await sessionRow(session.id)).toBeNull();
  });

  it('logs out: the session ends server side and the cookie is cleared', async () => {
    const { session, cookie } = await signedInUser();
    const response = await get('/api/logout', { cookie, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(cookieValue(setCookies(response).get('session'))).toBe('');
    expect(setCookies(response).get('pg_signed_in')).toMatch(/^pg_signed_in=;.*Max-Age=0/);
    expect(await sessionRow(session.id)).toBeNull();
    // The old cookie, replayed, is worthless.
    expect((await getUser(cookie)).status).toBe(401);
  });

  it('ignores a logout link followed from another site', async () => {
    const { session, cookie } = await signedInUser();
    const response = await get('/api/logout', {
      cookie,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(await sessionRow(session.id)).not.toBeNull();
  });

  it('uses the __Host- cookie over https and the plain name on http', async () => {
    const { token } = await signedInUser();
    expect((await getUser(`__Host-session=${token}`, 'https://pubgolf.example/api/auth/user')).status).toBe(200);
    expect((await getUser(`session=${token}`, 'https://pubgolf.example/api/auth/user')).status).toBe(401);
    expect((await getUser(`__Host-session=${token}`)).status).toBe(401);
  });
});
