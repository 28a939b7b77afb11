/**
 * A team's token: 32 random bytes in an HttpOnly cookie scoped to its game's API path, so a
 * phone in several games holds one per game. The game keeps only its SHA-256. The same token goes
 * in a second cookie scoped to the game's page, so the Worker can serve the team its page with
 * its board and card painted in the HTML (worker/pages.ts); it grants nothing more: the game of
 * the address looks its hash up among its own teams only.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { secureCookies } from '../../lib/cookies';

const TEAM_COOKIE = 'game_team';
const TEAM_PAGE_COOKIE = 'game_team_page';
const TOKEN_BYTES = 32;
/** Longer than any game lasts: an idle game ends after 12 hours. */
const TEAM_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newTeamToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export function teamTokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** The hash of the caller's token for this game, or null when it holds none (or a malformed one). */
export function callerTokenHash(c: Context): string | null {
  return tokenHashOf(getCookie(c, TEAM_COOKIE));
}

/** The same for a request for the game's page (`/play/{code}`), from the page's cookie. */
export function pageCallerTokenHash(c: Context): string | null {
  return tokenHashOf(getCookie(c, TEAM_PAGE_COOKIE));
}

function tokenHashOf(token: string | undefined): string | null {
  return token !== undefined && TOKEN_PATTERN.test(token) ? teamTokenHash(token) : null;
}

/** The team's cookies: one for the game's API, one for its page, with the same token and lifetime. */
export function setTeamCookie(c: Context, code: string, token: string): void {
  for (const [name, path] of [
    [TEAM_COOKIE, `/api/games/${code}`],
    [TEAM_PAGE_COOKIE, `/play/${code}`],
  ] as const) {
    setCookie(c, name, token, {
      httpOnly: true,
      secure: secureCookies(c),
      sameSite: 'Lax',
      path,
      maxAge: TEAM_COOKIE_MAX_AGE_SECONDS,
    });
  }
}
