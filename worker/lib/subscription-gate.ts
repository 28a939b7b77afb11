import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { hasActiveSubscription } from '../../src/domain/billing';
import { createDb } from '../db/client';
import { subscriptions } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { requireUser } from './session/require-user';

/**
 * For subscriber-only routes: 401 when signed out, 403 without an active subscription
 * (active, trialing, subscribed or lifetime), as webhooks and confirmations recorded it in D1.
 */
export const requireSubscription = createMiddleware<AppEnv>(async (c, next) => {
  const user = requireUser(c);
  const row = await createDb(c.env.DB)
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .get();
  if (!hasActiveSubscription(row?.status)) {
    throw new ApiError(403, 'subscription_required', 'This needs an active subscription.');
  }
  await next();
});
