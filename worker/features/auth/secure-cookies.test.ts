import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setSessionCookie } from '../../lib/session/session-cookie';
import { get } from '../../test/http';
import { setOAuthCookies } from './oauth-cookies';

/** The sign-in and session cookies a Worker with this APP_ENV sets for a request to `url`. */
async function cookiesSetFor(url: string, appEnv: string | undefined): Promise<string[]> {
  const app = new Hono();
  app.get('/set', (c) => {
    setOAuthCookies(c, 'state', 'verifier');
    setSessionCookie(c, 'token', new Date(Date.now() + 60_000));
    return c.body(null, 204);
  });
  const response = await app.request(new URL('/set', url), {}, appEnv === undefined ? {} : { APP_ENV: appEnv });
  expect(response.status).toBe(204);
  const cookies = response.headers.getSetCookie();
  expect(cookies).toHaveLength(4);
  return cookies;
}

const isSecure = (cookie: string) => /;\s*Secure(;|$)/i.test(cookie);

describe('the Secure attribute of the sign-in, session and signed-in hint cookies', () => {
  it('is left off on plain http to loopback in a local run or a test, where WebKit would drop the cookies', async () => {
    for (const url of ['http://localhost:5173', 'http://127.0.0.1:8787', 'http://[::1]:8787']) {
      for (const appEnv of ['local', 'test']) {
        const cookies = await cookiesSetFor(url, appEnv);
        expect(cookies.filter(isSecure), `${url} with APP_ENV ${appEnv}`).toEqual([]);
        // __Host- needs Secure, so the names are the plain ones.
        expect(cookies.map((cookie) => cookie.slice(0, cookie.indexOf('=')))).toEqual([
          'oauth_state',
          'oauth_code_verifier',
          'session',
          'pg_signed_in',
        ]);
      }
    }
  });

  it('is always set in production, on http://localhost too, and when APP_ENV is unset or unknown', async () => {
    for (const appEnv of ['production', undefined, 'staging']) {
      const cookies = await cookiesSetFor('http://localhost:8787', appEnv);
      expect(
        cookies.filter((cookie) => !isSecure(cookie)),
        `APP_ENV ${appEnv}`,
      ).toEqual([]);
    }
  });

  it('is set over https in every mode, with __Host- names for the HttpOnly ones', async () => {
    for (const appEnv of ['local', 'test', 'production']) {
      const cookies = await cookiesSetFor('https://pubgolf.example', appEnv);
      expect(
        cookies.filter((cookie) => !isSecure(cookie)),
        `APP_ENV ${appEnv}`,
      ).toEqual([]);
      expect(cookies.map((cookie) => cookie.slice(0, cookie.indexOf('=')))).toEqual([
        '__Host-oauth_state',
        '__Host-oauth_code_verifier',
        '__Host-session',
        'pg_signed_in',
      ]);
    }
  });

  it('is set on plain http to another host, even in a local run', async () => {
    const cookies = await cookiesSetFor('http://192.168.1.20:8787', 'local');
    expect(cookies.filter((cookie) => !isSecure(cookie))).toEqual([]);
  });

  it('is left off the login cookies the test Worker sets for http://localhost, and set for https', async () => {
    const plain = (await get('/api/login', { redirect: 'manual' })).headers.getSetCookie();
    expect(plain).toHaveLength(2);
    expect(plain.filter(isSecure)).toEqual([]);
    const https = (await get('https://pubgolf.example/api/login', { redirect: 'manual' })).headers.getSetCookie();
    expect(https).toHaveLength(2);
    expect(https.filter((cookie) => !isSecure(cookie))).toEqual([]);
  });
});
