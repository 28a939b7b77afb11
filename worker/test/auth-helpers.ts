/** Signing in for Worker tests without the OAuth dance, and reading cookies off responses. */
import { env } from 'cloudflare:test';
import { createDb } from '../db/client';
import { createSession } from '../lib/session/session';
import { signInUser } from '../features/auth/users';

/** A fresh user with a live session; `cookie` goes straight into a request's Cookie header. */
export async function signedInUser(email = `player-${crypto.randomUUID()}@example.com`) {
  const db = createDb(env.DB);
  const user = await signInUser(db, 'local', {
    providerUserId: `test-${email}`,
    email,
    emailVerified: true,
    firstName: 'Test',
    lastName: 'Player',
    profileImageUrl: null,
  });
  const { token, session } = await createSession(db, user.id);
  return { user, token, session, cookie: `session=${token}` };
}

/** A fresh signed-in user whose subscription row has this status (as the webhook would leave it). */
export async function signedInWithStatus(status: string) {
  const signedIn = await signedInUser();
  const now = nowSeconds();
  await env.DB.prepare('insert into subscriptions (user_id, status, created_at, updated_at) values (?, ?, ?, ?)')
    .bind(signedIn.user.id, status, now, now)
    .run();
  return signedIn;
}

/** A fresh signed-in member: lifetime access, which every member-only route lets through. */
export function signedInMember() {
  return signedInWithStatus('lifetime');
}

/** The Cookie header of a fresh signed-in member. */
export async function memberCookie(): Promise<string> {
  return (await signedInMember()).cookie;
}

export const DAY_S = 24 * 60 * 60;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Moves a session's expiry, and its start when given, as if time had passed (D1 keeps seconds). */
export async function setSessionTimes(sessionId: string, times: { expiresAt: number; createdAt?: number }) {
  await env.DB.prepare('update sessions set expires_at = ?, created_at = coalesce(?, created_at) where id = ?')
    .bind(times.expiresAt, times.createdAt ?? null, sessionId)
    .run();
}

/** The Set-Cookie headers of a response, by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((header) => [header.slice(0, header.indexOf('=')), header]));
}

/** The value a Set-Cookie header gives its cookie ('' when it clears it). */
export function cookieValue(setCookieHeader: string | undefined): string | undefined {
  if (setCookieHeader === undefined) return undefined;
  return setCookieHeader.slice(setCookieHeader.indexOf('=') + 1).split(';')[0];
}

/** A Cookie request header carrying every cookie a response set (as a browser would). */
export function cookieHeaderFrom(...responses: Response[]): string {
  const jar = new Map<string, string>();
  for (const response of responses) {
    for (const [name, header] of setCookies(response)) {
      const value = cookieValue(header) ?? '';
      if (value === '' || /max-age=0\b/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
