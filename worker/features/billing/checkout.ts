/**
 * `POST /api/get-or-create-subscription`: what the subscribe page pays. Monthly is a Stripe
 * subscription awaiting its first invoice's payment; lifetime is a one-time PaymentIntent.
 * An unpaid one from earlier is answered again rather than made twice, and someone who
 * already has access gets no secret but 'Already subscribed'.
 */
import {
  ALREADY_SUBSCRIBED_TEXT,
  CURRENCY,
  ENDED_STATUSES,
  hasActiveSubscription,
  LIFETIME_PRICE_CENTS,
  type GetOrCreateSubscriptionResponse,
  type Plan,
} from '../../../domain/billing';
import type { SubscriptionRow, User } from '../../db/schema';
import { ApiError } from '../../errors';
import type { BillingDeps } from './billing-deps';
import { requireActivePrice } from './catalog';
import { checkoutCreateKey, oneCheckoutAtATime } from './checkout-claim';
import { grantLifetime, lifetimeIntentProblem } from './lifetime';
import { stripeCall } from './stripe-errors';
import { openInvoiceSecretOf, paymentIntentStateOf, subscriptionStateOf } from './stripe-objects';
import {
  choosePlan,
  findSubscription,
  saveCustomer,
  saveSubscriptionSnapshot,
  setPendingPaymentIntent,
} from './subscription-store';

/** Subscription statuses that can still be paid for: an unpaid first invoice, or a failed renewal. */
const PAYABLE_STATUSES = ['incomplete', 'past_due', 'unpaid'];
/** A lifetime PaymentIntent in these states can still be paid, so it is reused. */
const REUSABLE_INTENT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Requests that overlap share one answer; the row is read once the previous one is recorded. */
export function getOrCreatePayment(
  deps: BillingDeps,
  user: User,
  plan: Plan,
): Promise<GetOrCreateSubscriptionResponse> {
  return oneCheckoutAtATime(deps.db, user.id, plan, async () => {
    const row = await findSubscription(deps.db, user.id);
    if (row && hasActiveSubscription(row.status)) return alreadySubscribed(row.status);
    const customerId = await ensureCustomer(deps, user, row);
    return plan === 'monthly'
      ? monthlyPayment(deps, user, customerId, row)
      : lifetimePayment(deps, user, customerId, row);
  });
}

function alreadySubscribed(status: string): GetOrCreateSubscriptionResponse {
  return { status, clientSecret: null, error: ALREADY_SUBSCRIBED_TEXT };
}

function unexpectedAnswer(): ApiError {
  return new ApiError(502, 'payments_unavailable', 'The payment service gave an unexpected answer. Please try again.');
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
async function monthlyPayment(
  deps: BillingDeps,
  user: User,
  customerId: string,
  row: SubscriptionRow | undefined,
): Promise<GetOrCreateSubscriptionResponse> {
  await choosePlan(deps.db, user.id, 'monthly');
  if (row?.stripeSubscriptionId && !ENDED_STATUSES.includes(row.status)) {
    const existing = await stripeCall(() =>
      deps.stripe.subscriptions.retrieve(row.stripeSubscriptionId ?? '', {
        expand: ['latest_invoice.confirmation_secret'],
      }),
    );
    const state = subscriptionStateOf(existing);
    await saveSubscriptionSnapshot(deps.db, user.id, state);
    if (hasActiveSubscription(state.status)) return alreadySubscribed(state.status);
    const secret = PAYABLE_STATUSES.includes(state.status) ? openInvoiceSecretOf(existing) : null;
    if (secret) return { status: state.status, clientSecret: secret };
    if (!ENDED_STATUSES.includes(state.status)) {
      throw new ApiError(
        409,
        'subscription_needs_attention',
        `Your subscription is ${state.status}. Please contact support.`,
      );
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
  throw unexpectedAnswer();
}

/** A PaymentIntent for the one-time lifetime price; an unpaid one from earlier is reused. */
async function lifetimePayment(
  deps: BillingDeps,
  user: User,
  customerId: string,
  row: SubscriptionRow | undefined,
): Promise<GetOrCreateSubscriptionResponse> {
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
        {
          idempotencyKey: checkoutCreateKey(
            'lifetime',
            user.id,
            row?.pendingPaymentIntentId ?? row?.lifetimePaymentIntentId,
            priceId,
          ),
        },
      );
    }),
  );
  await setPendingPaymentIntent(deps.db, user.id, intent.id);
  if (!intent.client_secret) throw unexpectedAnswer();
  return { status: intent.status, clientSecret: intent.client_secret };
}
