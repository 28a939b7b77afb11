import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { cookieName, cookieOptions } from '../cookies';

const SESSION = 'session';

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, cookieName(c, SESSION));
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, cookieName(c, SESSION), token, { ...cookieOptions(maxAge), expires: expiresAt });
}

export function deleteSessionCookie(c: Context): void {
  deleteCookie(c, cookieName(c, SESSION), cookieOptions(0));
}
