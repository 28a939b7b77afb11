import { createMiddleware } from 'hono/factory';
import { createDb } from '../../db/client';
import type { AppEnv } from '../../env';
import { validateSessionToken } from './session';
import { deleteSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in user's subscription status, loaded with the session; null when signed out or without one. */
    subscriptionStatus: string | null;
  }
}

/**
 * On every /api request: loads the signed-in user, session and subscription status, renewing the
 * cookie or dropping a dead one.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('session', null);
  c.set('subscriptionStatus', null);
  const token = readSessionToken(c);
  if (token !== undefined) {
    const validated = await validateSessionToken(createDb(c.var.db), token);
    if (validated) {
      c.set('user', validated.user);
      c.set('session', validated.session);
      c.set('subscriptionStatus', validated.subscriptionStatus);
      // Set before the handler runs, so a handler that ends the session (logout) has the last word.
      if (validated.renewed) setSessionCookie(c, token, validated.session.expiresAt);
    } else {
      deleteSessionCookie(c);
    }
  }
  await next();
});
