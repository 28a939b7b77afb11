import { inArray, sql, type SQL } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { ACTIVE_STATUSES, hasActiveSubscription } from '../../domain/billing';
import { subscriptions } from '../db/schema';
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

/**
 * The gate's rule as SQL over the user `owner` names: true when D1 holds an active subscription
 * for them. A write batched with the session lookup guards itself with it, so nothing is written
 * for a caller the gate then refuses.
 */
export function isMember(owner: SQL<string | null>): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${subscriptions}
    where ${subscriptions.userId} = ${owner} and ${inArray(subscriptions.status, [...ACTIVE_STATUSES])})`;
}
