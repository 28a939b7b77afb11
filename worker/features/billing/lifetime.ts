/**
 * Lifetime access: confirming a paid PaymentIntent (the browser's word is checked with Stripe)
 * and granting it. The webhook grants it too, from `payment_intent.succeeded`, with the same
 * checks; whichever comes first grants, and a refunded or disputed payment is never granted.
 */
import {
  CURRENCY,
  ENDED_STATUSES,
  LIFETIME_PRICE_CENTS,
  type SubscriptionStatusResponse,
} from '../../../domain/billing';
import type { Stripe } from '../../adapters/stripe';
import type { Db } from '../../db/client';
import type { SubscriptionRow, User } from '../../db/schema';
import { ApiError } from '../../errors';
import type { BillingDeps } from './billing-deps';
import { grantLifetimeStatement } from './lifetime-store';
import { retrievePaymentIntent } from './payment-intent';
import type { PaymentIntentState } from './stripe-objects';
import { findSubscription, statusResponse } from './subscription-store';

/** Why this PaymentIntent does not buy this user lifetime access, or null when it does. */
export function lifetimeIntentProblem(intent: PaymentIntentState, userId: string): ApiError | null {
  if (intent.metadata.userId !== userId)
    return new ApiError(403, 'not_your_payment', 'This payment belongs to another account.');
  if (intent.metadata.plan !== 'lifetime' || intent.amount !== LIFETIME_PRICE_CENTS || intent.currency !== CURRENCY) {
    return new ApiError(400, 'not_lifetime_payment', 'This payment is not for lifetime access.');
  }
  if (intent.status !== 'succeeded')
    return new ApiError(400, 'payment_not_succeeded', 'This payment has not gone through.');
  return null;
}

/** `POST /api/confirm-lifetime-payment`: checks the PaymentIntent with Stripe itself, then grants. */
export async function confirmLifetimePayment(
  deps: BillingDeps,
  user: User,
  paymentIntentId: string,
): Promise<SubscriptionStatusResponse> {
  const intent = await retrievePaymentIntent(deps.stripe, paymentIntentId);
  const problem = lifetimeIntentProblem(intent, user.id);
  if (problem) throw problem;
  if (!(await grantLifetime(deps, user.id, intent.id))) {
    throw new ApiError(
      409,
      'payment_revoked',
      'This payment was refunded or disputed, so it no longer gives lifetime access.',
    );
  }
  return statusResponse(await findSubscription(deps.db, user.id));
}

/** Answers false when the payment was refunded or disputed, which no confirmation undoes. */
export async function grantLifetime(
  deps: { db: Db; stripe: Stripe },
  userId: string,
  paymentIntentId: string,
): Promise<boolean> {
  const before = await findSubscription(deps.db, userId);
  const granted = await grantLifetimeStatement(deps.db, userId, paymentIntentId);
  if (granted.length === 0) return false;
  await cancelSupersededSubscription(deps.stripe, before);
  return true;
}

/** A monthly subscription left over from before lifetime would keep billing: end it. */
export async function cancelSupersededSubscription(stripe: Stripe, before: SubscriptionRow | undefined): Promise<void> {
  if (!before?.stripeSubscriptionId || before.status === 'lifetime' || ENDED_STATUSES.includes(before.status)) return;
  try {
    await stripe.subscriptions.cancel(before.stripeSubscriptionId);
  } catch (error) {
    console.error('Could not cancel the subscription superseded by lifetime', before.stripeSubscriptionId, error);
  }
}
