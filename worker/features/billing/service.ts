/**
 * Paying: starting a monthly subscription or a lifetime payment, confirming lifetime,
 * cancelling, and the retention offer. Stripe is asked; D1 keeps the state gates read.
 */
import {
  ALREADY_SUBSCRIBED_TEXT,
  CURRENCY,
  ENDED_STATUSES,
  hasActiveSubscription,
  LIFETIME_PRICE_CENTS,
  LIVE_STATUSES,
  type GetOrCreateSubscriptionResponse,
  type Plan,
  type SubscriptionStatusResponse,
} from '../../../src/domain/billing';
import type { Stripe } from '../../adapters/stripe';
import type { Db } from '../../db/client';
import type { SubscriptionRow, User } from '../../db/schema';
import { ApiError } from '../../errors';
import { requireActivePrice, type Catalog } from './catalog';
import { checkoutCreateKey, oneCheckoutAtATime } from './checkout-claim';
import type { BillingConfig } from './config';
import { grantLifetimeStatement } from './lifetime-store';
import { stripeCall, stripeFailure } from './stripe-errors';
import { openInvoiceSecretOf, paymentIntentStateOf, subscriptionStateOf, type PaymentIntentState } from './stripe-objects';
import {
  choosePlan,
  claimRetentionDiscount,
  findSubscription,
  releaseRetentionDiscount,
  saveCustomer,
  saveSubscriptionSnapshot,
  setPendingPaymentIntent,
  statusResponse,
} from './subscription-store';

export interface BillingDeps {
  db: Db;
  stripe: Stripe;
  catalog: Catalog;
  config: BillingConfig;
}

/** Subscription statuses that can still be paid for: an unpaid first invoice, or a failed renewal. */
const PAYABLE_STATUSES = ['incomplete', 'past_due', 'unpaid'];
/** A lifetime PaymentIntent in these states can still be paid, so it is reused. */
const REUSABLE_INTENT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Requests that overlap share one answer; the row is read once the previous one is recorded. */
export function getOrCreatePayment(deps: BillingDeps, user: User, plan: Plan): Promise<GetOrCreateSubscriptionResponse> {
  return oneCheckoutAtATime(deps.db, user.id, plan, async () => {
    const row = await findSubscription(deps.db, user.id);
    if (row && hasActiveSubscription(row.status)) return alreadySubscribed(row.status);
    const customerId = await ensureCustomer(deps, user, row);
    return plan === 'monthly' ? monthlyPayment(deps, user, customerId, row) : lifetimePayment(deps, user, customerId, row);
  });
}

function alreadySubscribed(status: string): GetOrCreateSubscriptionResponse {
  return { status, clientSecret: null, error: ALREADY_SUBSCRIBED_TEXT };
}

async function ensureCustomer(deps: BillingDeps, user: User, row: SubscriptionRow | undefined): Promise<string> {
  if (row?.stripeCustomerId) return row.stripeCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const customer = await stripeCall(() =>
    deps.stripe.customers.create(
      { ...(user.email ? { email: user.email } : {}), ...(name ? { name } : {}), metadata: { userId: user.id } },
      // A double click makes one customer, not two.
      { idempotencyKey: `pubgolf-customer-${user.id}` },
    ),
  );
  return saveCustomer(deps.db, user.id, customer.id);
}

/** The open first invoice of the subscription we follow, else a new subscription awaiting payment. */
async function monthlyPayment(deps: BillingDeps, user: User, customerId: string, row: SubscriptionRow | undefined) {
  await choosePlan(deps.db, user.id, 'monthly');
  if (row?.stripeSubscriptionId && !ENDED_STATUSES.includes(row.status)) {
    const existing = await stripeCall(() =>
      deps.stripe.subscriptions.retrieve(row.stripeSubscriptionId ?? '', { expand: ['latest_invoice.confirmation_secret'] }),
    );
    const state = subscriptionStateOf(existing);
    await saveSubscriptionSnapshot(deps.db, user.id, state);
    if (hasActiveSubscription(state.status)) return alreadySubscribed(state.status);
    const secret = PAYABLE_STATUSES.includes(state.status) ? openInvoiceSecretOf(existing) : null;
    if (secret) return { status: state.status, clientSecret: secret };
    if (!ENDED_STATUSES.includes(state.status)) {
      throw new ApiError(409, 'subscription_needs_attention', `Your subscription is ${state.status}. Please contact support.`);
    }
  }

  // https://docs.stripe.com/billing/subscriptions/build-subscriptions?platform=web&ui=elements
  const created = await stripeCall(() =>
    deps.catalog.use('monthlyPrice', (priceId) =>
      deps.stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId: user.id },
        },
        { idempotencyKey: checkoutCreateKey('subscription', user.id, row?.stripeSubscriptionId, priceId) },
      ),
    ),
  );
  const state = subscriptionStateOf(created);
  await saveSubscriptionSnapshot(deps.db, user.id, state);
  const secret = openInvoiceSecretOf(created);
  if (secret) return { status: state.status, clientSecret: secret };
  if (hasActiveSubscription(state.status)) return alreadySubscribed(state.status);
  console.error('A new subscription has no payable first invoice', created.id, state.status);
  throw new ApiError(502, 'payments_unavailable', 'The payment service gave an unexpected answer. Please try again.');
}

/** A PaymentIntent for the one-time lifetime price; an unpaid one from earlier is reused. */
async function lifetimePayment(deps: BillingDeps, user: User, customerId: string, row: SubscriptionRow | undefined) {
  await choosePlan(deps.db, user.id, 'lifetime');
  if (row?.pendingPaymentIntentId) {
    const pending = paymentIntentStateOf(
      await stripeCall(() => deps.stripe.paymentIntents.retrieve(row.pendingPaymentIntentId ?? '')),
    );
    // Paid, but the browser never told us: grant it now.
    if (lifetimeIntentProblem(pending, user.id) === null && (await grantLifetime(deps, user.id, pending.id))) {
      return alreadySubscribed('lifetime');
    }
    const reusable = REUSABLE_INTENT_STATUSES.includes(pending.status) && pending.amount === LIFETIME_PRICE_CENTS;
    if (reusable && pending.client_secret) return { status: pending.status, clientSecret: pending.client_secret };
  }

  // Coupons do not apply to a bare PaymentIntent: the amount is the price itself, which the intent names.
  const intent = await stripeCall(() =>
    deps.catalog.use('lifetimePrice', async (priceId) => {
      await requireActivePrice(deps.stripe, priceId);
      return deps.stripe.paymentIntents.create(
        {
          amount: LIFETIME_PRICE_CENTS,
          currency: CURRENCY,
          customer: customerId,
          description: 'Pub Golf lifetime membership',
          automatic_payment_methods: { enabled: true },
          metadata: { userId: user.id, plan: 'lifetime', priceId },
        },
        { idempotencyKey: checkoutCreateKey('lifetime', user.id, row?.pendingPaymentIntentId ?? row?.lifetimePaymentIntentId, priceId) },
      );
    }),
  );
  await setPendingPaymentIntent(deps.db, user.id, intent.id);
  if (!intent.client_secret) throw new ApiError(502, 'payments_unavailable', 'The payment service gave an unexpected answer. Please try again.');
  return { status: intent.status, clientSecret: intent.client_secret };
}

/** Why this PaymentIntent does not buy this user lifetime access, or null when it does. */
export function lifetimeIntentProblem(intent: PaymentIntentState, userId: string): ApiError | null {
  if (intent.metadata.userId !== userId) return new ApiError(403, 'not_your_payment', 'This payment belongs to another account.');
  if (intent.metadata.plan !== 'lifetime' || intent.amount !== LIFETIME_PRICE_CENTS || intent.currency !== CURRENCY) {
    return new ApiError(400, 'not_lifetime_payment', 'This payment is not for lifetime access.');
  }
  if (intent.status !== 'succeeded') return new ApiError(400, 'payment_not_succeeded', 'This payment has not gone through.');
  return null;
}

/** Checks the PaymentIntent with Stripe itself: the browser's word that it paid is not enough. */
export async function confirmLifetimePayment(deps: BillingDeps, user: User, paymentIntentId: string): Promise<SubscriptionStatusResponse> {
  const intent = await retrievePaymentIntent(deps.stripe, paymentIntentId);
  const problem = lifetimeIntentProblem(intent, user.id);
  if (problem) throw problem;
  if (!(await grantLifetime(deps, user.id, intent.id))) {
    throw new ApiError(409, 'payment_revoked', 'This payment was refunded or disputed, so it no longer gives lifetime access.');
  }
  return statusResponse(await findSubscription(deps.db, user.id));
}

export async function retrievePaymentIntent(stripe: Stripe, id: string): Promise<PaymentIntentState> {
  try {
    return paymentIntentStateOf(await stripe.paymentIntents.retrieve(id));
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) {
      throw new ApiError(400, 'unknown_payment', 'No such payment.');
    }
    throw stripeFailure(error);
  }
}

/** Answers false when the payment was refunded or disputed, which no confirmation undoes. */
export async function grantLifetime(deps: Pick<BillingDeps, 'db' | 'stripe'>, userId: string, paymentIntentId: string): Promise<boolean> {
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

export async function updatePlan(deps: Pick<BillingDeps, 'db'>, user: User, plan: Plan): Promise<SubscriptionStatusResponse> {
  const row = await findSubscription(deps.db, user.id);
  if (row?.status === 'lifetime') throw new ApiError(409, 'already_lifetime', 'You already have lifetime access.');
  if (row && hasActiveSubscription(row.status) && row.plan !== plan) {
    throw new ApiError(409, 'already_subscribed', 'You already have a monthly subscription.');
  }
  await choosePlan(deps.db, user.id, plan);
  return statusResponse(await findSubscription(deps.db, user.id));
}

/** The live monthly subscription that can be cancelled or discounted. */
function monthlySubscriptionOf(row: SubscriptionRow | undefined, action: string): string {
  if (row?.status === 'lifetime') throw new ApiError(400, 'lifetime_plan', `Lifetime access has no subscription to ${action}.`);
  if (!row?.stripeSubscriptionId || !LIVE_STATUSES.includes(row.status)) {
    throw new ApiError(404, 'no_subscription', `You have no active subscription to ${action}.`);
  }
  return row.stripeSubscriptionId;
}

/** Cancels at the end of the period already paid for: access lasts until then. */
export async function cancelSubscription(deps: BillingDeps, user: User): Promise<SubscriptionStatusResponse> {
  const row = await findSubscription(deps.db, user.id);
  const subscriptionId = monthlySubscriptionOf(row, 'cancel');
  if (!row?.cancelAtPeriodEnd) {
    const updated = await stripeCall(() => deps.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    await saveSubscriptionSnapshot(deps.db, user.id, subscriptionStateOf(updated));
  }
  return statusResponse(await findSubscription(deps.db, user.id));
}

/** 50% off the next 3 months, once per customer; accepting it also keeps the subscription. */
export async function applyRetentionDiscount(deps: BillingDeps, user: User): Promise<SubscriptionStatusResponse> {
  const row = await findSubscription(deps.db, user.id);
  const subscriptionId = monthlySubscriptionOf(row, 'discount');
  if (!(await claimRetentionDiscount(deps.db, user.id))) {
    throw new ApiError(409, 'retention_discount_used', 'The 50% discount has already been used on this account.');
  }
  try {
    const updated = await deps.catalog.use('retentionCoupon', (couponId) =>
      deps.stripe.subscriptions.update(subscriptionId, { discounts: [{ coupon: couponId }], cancel_at_period_end: false }),
    );
    await saveSubscriptionSnapshot(deps.db, user.id, subscriptionStateOf(updated));
  } catch (error) {
    await releaseRetentionDiscount(deps.db, user.id);
    throw error instanceof ApiError ? error : stripeFailure(error);
  }
  return statusResponse(await findSubscription(deps.db, user.id));
}
