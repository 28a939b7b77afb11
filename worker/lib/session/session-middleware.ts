import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { createMiddleware } from 'hono/factory';
import { createDb } from '../../db/client';
import type { AppContext, AppEnv } from '../../env';
import { type SessionSql, validateSessionWith } from './session';
import { deleteSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in user's subscription status, loaded with the session; null when signed out or without one. */
    subscriptionStatus: string | null;
  }
}

/**
 * Loads the signed-in user, session and subscription status, renewing the cookie or dropping a
 * dead one. `statements` run in the same D1 batch as the lookup, naming the session by SQL: their
 * results come back when the session is valid, and null when the caller is signed out.
 */
export async function loadSession<const Statements extends readonly BatchItem<'sqlite'>[]>(
  c: AppContext,
  statements: (session: SessionSql) => Statements,
): Promise<BatchResponse<Statements> | null> {
  c.set('user', null);
  c.set('session', null);
  c.set('subscriptionStatus', null);
  const token = readSessionToken(c);
  if (token === undefined) return null;
  const validated = await validateSessionWith(createDb(c.var.db), token, statements);
  if (!validated) {
    deleteSessionCookie(c);
    return null;
  }
  const { session } = validated;
  c.set('user', session.user);
  c.set('session', session.session);
  c.set('subscriptionStatus', session.subscriptionStatus);
  // Set before the handler runs, so a handler that ends the session (logout) has the last word.
  if (session.renewed) setSessionCookie(c, token, session.session.expiresAt);
  return validated.results;
}

/**
 * On every /api request but those that load the session with their own first query (mounted
 * before this in index.ts): the session alone.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await loadSession(c, () => []);
  await next();
});
