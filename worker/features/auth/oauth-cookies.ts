/** The OAuth `state` and PKCE verifier, kept by the browser between login and callback. */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { cookieName, cookieOptions } from '../../lib/cookies';

const MAX_AGE_SECONDS = 10 * 60;
const STATE = 'oauth_state';
const VERIFIER = 'oauth_code_verifier';

export function setOAuthCookies(c: Context, state: string, codeVerifier: string): void {
  setCookie(c, cookieName(c, STATE), state, cookieOptions(c, MAX_AGE_SECONDS));
  setCookie(c, cookieName(c, VERIFIER), codeVerifier, cookieOptions(c, MAX_AGE_SECONDS));
}

/** Reads both cookies and clears them: each pair is good for one callback only. */
export function takeOAuthCookies(c: Context): { state: string | undefined; codeVerifier: string | undefined } {
  const state = getCookie(c, cookieName(c, STATE));
  const codeVerifier = getCookie(c, cookieName(c, VERIFIER));
  for (const base of [STATE, VERIFIER]) deleteCookie(c, cookieName(c, base), cookieOptions(c, 0));
  return { state, codeVerifier };
}
