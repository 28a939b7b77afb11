import { createMiddleware } from 'hono/factory';
import { hasActiveSubscription } from '../../src/domain/billing';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { requireUser } from './session/require-user';

/**
 * For subscriber-only routes: 401 when signed out, 403 without an active subscription
 * (active, trialing, subscribed or lifetime), as webhooks and confirmations recorded it in D1.
 * The status was read with the session (session-middleware.ts), so the gate costs no query.
 */
export const requireSubscription = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  if (!hasActiveSubscription(c.get('subscriptionStatus'))) {
    throw new ApiError(403, 'subscription_required', 'This needs an active subscription.');
  }
  await next();
});
