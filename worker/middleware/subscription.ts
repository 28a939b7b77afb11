import { createMiddleware } from 'hono/factory';
import { hasActiveSubscription } from '../../src/domain/billing';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { findSubscription } from '../features/billing/subscription-store';
import { requireUser } from './session';

/**
 * For subscriber-only routes: 401 when signed out, 403 without an active subscription
 * (active, trialing, subscribed or lifetime), as recorded in D1.
 */
export const requireSubscription = createMiddleware<AppEnv>(async (c, next) => {
  const user = requireUser(c);
  const row = await findSubscription(createDb(c.env.DB), user.id);
  if (!hasActiveSubscription(row?.status)) {
    throw new ApiError(403, 'subscription_required', 'This needs an active subscription.');
  }
  await next();
});
