import type { Context } from 'hono';
import type { CookieOptions } from 'hono/utils/cookie';
import { isLocalEnv, isLoopbackHostname } from '../config';

/**
 * Cookies are Secure, except on plain http to this machine's loopback in a local run or a Worker
 * test: WebKit (every browser on an iPhone, Safari on a Mac) refuses Secure cookies from
 * http://localhost, where Chromium and Firefox accept them, so sign-in there would lose its
 * state cookie. A deployed Worker (APP_ENV production, or anything not local) is always Secure.
 */
export function secureCookies(c: Context): boolean {
  const url = new URL(c.req.url);
  if (url.protocol === 'https:') return true;
  const env: object = c.env ?? {};
  return !(isLocalEnv(env) && isLoopbackHostname(url.hostname));
}

/**
 * `__Host-` binds a cookie to this exact origin over https; browsers refuse the prefix on
 * plain http (and it needs Secure), so http uses the bare name.
 */
export function cookieName(c: Context, base: string): string {
  return new URL(c.req.url).protocol === 'https:' ? `__Host-${base}` : base;
}

export function cookieOptions(c: Context, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, secure: secureCookies(c), sameSite: 'Lax', path: '/', maxAge: maxAgeSeconds };
}
