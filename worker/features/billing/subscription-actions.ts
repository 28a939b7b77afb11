/**
 * What a subscriber does with their plan: choose it before paying, cancel the monthly
 * subscription at the end of the paid period, or take the retention offer instead.
 */
import {
  hasActiveSubscription,
  LIVE_STATUSES,
  type Plan,
  type SubscriptionStatusResponse,
} from '../../../domain/billing';
import type { Db } from '../../db/client';
import type { SubscriptionRow, User } from '../../db/schema';
import { ApiError } from '../../errors';
import type { BillingDeps } from './billing-deps';
import { stripeCall, stripeFailure } from './stripe-errors';
import { subscriptionStateOf } from './stripe-objects';
import {
  choosePlan,
  claimRetentionDiscount,
  findSubscription,
  releaseRetentionDiscount,
  saveSubscriptionSnapshot,
  statusResponse,
} from './subscription-store';

/** `POST /api/update-subscription-plan`: the plan about to be paid for; D1 only. */
export async function updatePlan(db: Db, user: User, plan: Plan): Promise<SubscriptionStatusResponse> {
  const row = await findSubscription(db, user.id);
  if (row?.status === 'lifetime') throw new ApiError(409, 'already_lifetime', 'You already have lifetime access.');
  if (row && hasActiveSubscription(row.status) && row.plan !== plan) {
    throw new ApiError(409, 'already_subscribed', 'You already have a monthly subscription.');
  }
  await choosePlan(db, user.id, plan);
  return statusResponse(await findSubscription(db, user.id));
}

/** `POST /api/cancel-subscription`: cancels at the end of the period already paid for, so access lasts until then. */
export async function cancelSubscription(deps: BillingDeps, user: User): Promise<SubscriptionStatusResponse> {
  const row = await findSubscription(deps.db, user.id);
  const subscriptionId = monthlySubscriptionOf(row, 'cancel');
  if (!row?.cancelAtPeriodEnd) {
    const updated = await stripeCall(() =>
      deps.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    await saveSubscriptionSnapshot(deps.db, user.id, subscriptionStateOf(updated));
  }
  return statusResponse(await findSubscription(deps.db, user.id));
}

/** `POST /api/apply-retention-discount`: 50% off the next 3 months, once per customer; it also keeps the subscription. */
export async function applyRetentionDiscount(deps: BillingDeps, user: User): Promise<SubscriptionStatusResponse> {
  const row = await findSubscription(deps.db, user.id);
  const subscriptionId = monthlySubscriptionOf(row, 'discount');
  if (!(await claimRetentionDiscount(deps.db, user.id))) {
    throw new ApiError(409, 'retention_discount_used', 'The 50% discount has already been used on this account.');
  }
  try {
    const updated = await deps.catalog.use('retentionCoupon', (couponId) =>
      deps.stripe.subscriptions.update(subscriptionId, {
        discounts: [{ coupon: couponId }],
        cancel_at_period_end: false,
      }),
    );
    await saveSubscriptionSnapshot(deps.db, user.id, subscriptionStateOf(updated));
  } catch (error) {
    await releaseRetentionDiscount(deps.db, user.id);
    throw error instanceof ApiError ? error : stripeFailure(error);
  }
  return statusResponse(await findSubscription(deps.db, user.id));
}

/** The live monthly subscription that can be cancelled or discounted. */
function monthlySubscriptionOf(row: SubscriptionRow | undefined, action: string): string {
  if (row?.status === 'lifetime')
    throw new ApiError(400, 'lifetime_plan', `Lifetime access has no subscription to ${action}.`);
  if (!row?.stripeSubscriptionId || !LIVE_STATUSES.includes(row.status)) {
    throw new ApiError(404, 'no_subscription', `You have no active subscription to ${action}.`);
  }
  return row.stripeSubscriptionId;
}
