/**
 * Sessions as https://lucia-auth.com and oslo teach: the browser holds a random token; D1
 * holds only its SHA-256, so a leaked table cannot be replayed as cookies. A session is looked
 * up by that hash, so how long a lookup takes reveals nothing usable about any token.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Session, sessions, subscriptions, type User, users } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session unused for this long ends. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** No session outlives this, however active, so a stolen token cannot be kept alive forever. */
export const SESSION_MAX_MS = 90 * DAY_MS;
const TOKEN_BYTES = 20;
const TOKEN_PATTERN = /^[a-z2-7]{32}$/;

export interface ValidatedSession {
  session: Session;
  user: User;
  /** The user's subscription status as D1 holds it; null without a subscription row. */
  subscriptionStatus: string | null;
  /** The expiry moved; the cookie must be sent again with it. */
  renewed: boolean;
}

function generateSessionToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; session: Session }> {
  const token = generateSessionToken();
  const createdAt = wholeSeconds(now);
  const session: Session = {
    id: sessionIdOf(token),
    userId,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + SESSION_IDLE_MS),
  };
  // Expired sessions are deleted when next used, or by the daily sweep (session-sweep.ts).
  await db.insert(sessions).values(session);
  return { token, session };
}

export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<ValidatedSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const id = sessionIdOf(token);
  // The subscription rides along: members-only routes need it, and here it costs no round trip of its own.
  const row = await db
    .select({ session: sessions, user: users, subscriptionStatus: subscriptions.status })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;

  const { session, user, subscriptionStatus } = row;
  const hardLimit = session.createdAt.getTime() + SESSION_MAX_MS;
  if (now.getTime() >= session.expiresAt.getTime() || now.getTime() >= hardLimit) {
    await invalidateSession(db, session.id);
    return null;
  }
  // Renew only once half the idle window is spent, so an active user costs one write a fortnight.
  if (session.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS / 2) {
    const expiresAt = wholeSeconds(new Date(Math.min(now.getTime() + SESSION_IDLE_MS, hardLimit)));
    if (expiresAt.getTime() > session.expiresAt.getTime()) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
      return { session: { ...session, expiresAt }, user, subscriptionStatus, renewed: true };
    }
  }
  return { session, user, subscriptionStatus, renewed: false };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
