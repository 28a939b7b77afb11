/**
 * Sessions as https://lucia-auth.com and oslo teach: the browser holds a random token; D1
 * holds only its SHA-256, so a leaked table cannot be replayed as cookies. A session is looked
 * up by that hash, so how long a lookup takes reveals nothing usable about any token.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
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

/** A session as a lookup reads it: with its user and their subscription status, or none. */
type SessionRow = { session: Session; user: User; subscriptionStatus: string | null } | undefined;

/**
 * The session as SQL, for statements batched with its lookup: whose it is, and whether it is one
 * the check below keeps at this moment (its user there, before its idle expiry and its absolute
 * cap). A statement that writes is guarded by `live`, so it writes nothing for a session that is
 * then refused.
 */
export interface SessionSql {
  owner: SQL<string | null>;
  live: SQL<boolean>;
}

function sessionSql(id: string, now: Date): SessionSql {
  const at = now.getTime();
  return {
    owner: sql`(select ${sessions.userId} from ${sessions} where ${sessions.id} = ${id})`,
    // The same comparisons as checkSession, in milliseconds, at the same moment.
    live: sql<boolean>`exists (select 1 from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
      where ${sessions.id} = ${id} and ${sessions.expiresAt} * 1000 > ${at}
      and ${sessions.createdAt} * 1000 + ${SESSION_MAX_MS} > ${at})`,
  };
}

/**
 * The session, its user and (riding along, since members-only routes need it) their
 * subscription status. Every column has its own name: a D1 batch answers rows by column name.
 */
function lookupSession(db: Db, id: string) {
  return db
    .select({
      expiresAt: sessions.expiresAt,
      sessionCreatedAt: sql`${sessions.createdAt}`.mapWith(sessions.createdAt).as('session_created_at'),
      user: users,
      subscriptionStatus: subscriptions.status,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(sessions.id, id))
    .limit(1);
}

/**
 * The session the token names, checked (an ended one is deleted, a half-spent one renewed),
 * with `statements` run in the same D1 batch as its lookup (one transaction): they name the
 * session's owner by SQL, so a route's first query costs no round trip of its own. Their results
 * are answered only when the session is valid; otherwise they are dropped unread, as if never
 * asked (a write among them guards itself with `live`).
 */
export async function validateSessionWith<const Statements extends readonly BatchItem<'sqlite'>[]>(
  db: Db,
  token: string,
  statements: (session: SessionSql) => Statements,
  now = new Date(),
): Promise<{ session: ValidatedSession; results: BatchResponse<Statements> } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const id = sessionIdOf(token);
  const [[found], ...results] = await db.batch([lookupSession(db, id), ...statements(sessionSql(id, now))]);
  const row: SessionRow = found && {
    session: { id, userId: found.user.id, expiresAt: found.expiresAt, createdAt: found.sessionCreatedAt },
    user: found.user,
    subscriptionStatus: found.subscriptionStatus,
  };
  const session = await checkSession(db, row, now);
  // The batch's answers past the lookup are the statements', in order.
  return session ? { session, results: results as BatchResponse<Statements> } : null;
}

/** The session's expiry rules over a looked-up row: an ended session is deleted, a half-spent one renewed. */
async function checkSession(db: Db, row: SessionRow, now: Date): Promise<ValidatedSession | null> {
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
