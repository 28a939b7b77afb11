import type { Context } from 'hono';
import type { CookieOptions } from 'hono/utils/cookie';

/**
 * `__Host-` binds a cookie to this exact origin over https; browsers refuse the prefix on
 * plain http, so http://localhost uses the bare name.
 */
export function cookieName(c: Context, base: string): string {
  return new URL(c.req.url).protocol === 'https:' ? `__Host-${base}` : base;
}

/** Browsers accept Secure cookies from http://localhost, so they are Secure everywhere. */
export function cookieOptions(maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: maxAgeSeconds };
}
