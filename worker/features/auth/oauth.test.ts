import { generateCodeVerifier } from 'arctic';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cookieHeaderFrom, cookieValue, setCookies } from '../../test/auth-helpers';
import { APP, errorOf, get } from '../../test/http';
import { authConfig } from '../../config';

/** `GET /api/login` and the double's authorize redirect: the callback URL and the login cookies. */
async function startLogin(query = '') {
  const login = await get(`/api/login${query}`, { redirect: 'manual' });
  expect(login.status).toBe(302);
  const authorize = await fetch(login.headers.get('location') ?? '', { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  return { login, callbackUrl: authorize.headers.get('location') ?? '' };
}

async function signIn(email?: string) {
  const { login, callbackUrl } = await startLogin(email ? `?login_hint=${encodeURIComponent(email)}` : '');
  const callback = await get(callbackUrl, { cookie: cookieHeaderFrom(login), redirect: 'manual' });
  expect(callback.status).toBe(302);
  expect(callback.headers.get('location')).toBe('/');
  const cookie = cookieHeaderFrom(login, callback);
  const user = await get('/api/auth/user', { cookie });
  expect(user.status).toBe(200);
  return { callback, cookie, user: (await user.json()) as Record<string, unknown> };
}

describe('sign-in through the local OpenID provider', () => {
  it('redirects to the provider with state, PKCE and the login hint, keeping both in short HttpOnly cookies', async () => {
    const login = await get('/api/login?login_hint=alice@example.com', { redirect: 'manual' });
    const location = new URL(login.headers.get('location') ?? '');
    expect(location.origin).toBe(authConfig(env).local?.issuer);
    expect(location.searchParams.get('login_hint')).toBe('alice@example.com');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${APP}/api/callback/local`);
    const cookies = setCookies(login);
    expect(cookies.get('oauth_state')).toContain(`oauth_state=${location.searchParams.get('state')}`);
    for (const name of ['oauth_state', 'oauth_code_verifier']) {
      expect(cookies.get(name)).toMatch(/Max-Age=600/);
      expect(cookies.get(name)).toMatch(/HttpOnly/);
      expect(cookies.get(name)).toMatch(/SameSite=Lax/);
    }
  });

  it('signs alice in: the callback starts a session and /api/auth/user shows her', async () => {
    const { callback, user } = await signIn('alice@example.com');
    const sessionCookie = setCookies(callback).get('session');
    expect(sessionCookie).toMatch(/HttpOnly/);
    // Plain http to loopback in a test run: Secure would make WebKit drop the cookie.
    expect(sessionCookie).not.toMatch(/Secure/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).toMatch(/Path=\//);
    // Beside it, a readable hint with no secret in it, living as long as the session.
    const hint = setCookies(callback).get('pg_signed_in');
    expect(cookieValue(hint)).toBe('1');
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).toMatch(/Path=\//);
    expect(hint?.match(/Max-Age=\d+/)?.[0]).toBe(sessionCookie?.match(/Max-Age=\d+/)?.[0]);
    // The one-time OAuth cookies are cleared by the callback.
    expect(setCookies(callback).get('oauth_state')).toMatch(/Max-Age=0/);
    expect(user).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Golfer',
      customPenalties: [],
    });
    expect(user.profileImageUrl).toMatch(/^data:image\/svg\+xml/);
    expect(new Date(String(user.createdAt)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('finds the same user on the next sign-in, and a different one for bob', async () => {
    const first = await signIn('returning@example.com');
    const again = await signIn('returning@example.com');
    const bob = await signIn('bob@example.com');
    expect(again.user.id).toBe(first.user.id);
    expect(bob.user.id).not.toBe(first.user.id);
    const { results } = await env.DB.prepare('select * from users where email = ?').bind('returning@example.com').all();
    expect(results).toHaveLength(1);
  });

  it('signs in the default local player without a hint', async () => {
    const { user } = await signIn();
    expect(user.email).toBe('player@pubgolf.local');
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const { login, callbackUrl } = await startLogin('?login_hint=mallory@example.com');
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'someone-elses-state');
    const response = await get(forged.href, { cookie: cookieHeaderFrom(login), redirect: 'manual' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_oauth_state');
    expect(setCookies(response).get('session')).toBeUndefined();
  });

  it('refuses a callback without the login cookies', async () => {
    const { callbackUrl } = await startLogin();
    const response = await get(callbackUrl, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });

  it('shows a browser a readable page, with a way to try again, when sign-in fails', async () => {
    const { callbackUrl } = await startLogin();
    const response = await get(callbackUrl, {
      headers: { Accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('Sign-in did not work');
    expect(page).toContain('The sign-in link expired or did not start here. Please sign in again.');
    expect(page).toContain('href="/api/login"');
  });

  it('refuses a callback whose PKCE verifier does not match the challenge', async () => {
    const { login, callbackUrl } = await startLogin('?login_hint=mallory@example.com');
    const cookie = cookieHeaderFrom(login).replace(
      /oauth_code_verifier=[^;]+/,
      `oauth_code_verifier=${generateCodeVerifier()}`,
    );
    const response = await get(callbackUrl, { cookie, redirect: 'manual' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('oauth_rejected');
    expect(setCookies(response).get('session')).toBeUndefined();
  });

  it('sends someone who declined at the provider back to the app', async () => {
    const response = await get('/api/callback/local?error=access_denied&state=x', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('answers 404 for a provider that is not configured', async () => {
    expect((await get('/api/login?provider=google', { redirect: 'manual' })).status).toBe(404);
    expect((await get('/api/callback/github?code=x&state=y', { redirect: 'manual' })).status).toBe(404);
  });

  it('uses __Host- prefixed cookies over https', async () => {
    const login = await get('https://pubgolf.example/api/login', { redirect: 'manual' });
    const names = [...setCookies(login).keys()];
    expect(names).toEqual(['__Host-oauth_state', '__Host-oauth_code_verifier']);
    expect(new URL(login.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe(
      'https://pubgolf.example/api/callback/local',
    );
  });
});
