/**
 * A team's token: 32 random bytes in an HttpOnly cookie scoped to its game's API path, so a
 * phone in several games holds one per game. The game keeps only its SHA-256.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { secureCookies } from '../../lib/cookies';

const TEAM_COOKIE = 'game_team';
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
  const token = getCookie(c, TEAM_COOKIE);
  return token !== undefined && TOKEN_PATTERN.test(token) ? teamTokenHash(token) : null;
}

export function setTeamCookie(c: Context, code: string, token: string): void {
  setCookie(c, TEAM_COOKIE, token, {
    httpOnly: true,
    secure: secureCookies(c),
    sameSite: 'Lax',
    path: `/api/games/${code}`,
    maxAge: TEAM_COOKIE_MAX_AGE_SECONDS,
  });
}
