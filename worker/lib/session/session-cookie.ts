import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE } from '../../../domain/signed-in-hint';
import { cookieName, cookieOptions } from '../cookies';

const SESSION = 'session';

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, cookieName(c, SESSION));
}

/**
 * Sets the HttpOnly session cookie and, beside it, a readable hint holding no secret: the app
 * asks for the signed-in user only when the hint is there, so a guest's visit makes no call
 * that answers 401.
 */
export function setSessionCookie(c: Context, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, cookieName(c, SESSION), token, { ...cookieOptions(c, maxAge), expires: expiresAt });
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(c, maxAge), httpOnly: false, expires: expiresAt });
}

export function deleteSessionCookie(c: Context): void {
  deleteCookie(c, cookieName(c, SESSION), cookieOptions(c, 0));
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { ...cookieOptions(c, 0), httpOnly: false });
}
