import * as z from 'zod/mini';

/** Plans and prices. Amounts are US cents. */
const PLANS = ['monthly', 'lifetime'] as const;
const planSchema = z.enum(PLANS, 'plan must be monthly or lifetime');
export type Plan = z.infer<typeof planSchema>;

export const CURRENCY = 'usd';
export const MONTHLY_PRICE_CENTS = 299;
export const LIFETIME_PRICE_CENTS = 999;
/** Shown struck through next to the lifetime price, with a 50% OFF badge. */
export const LIFETIME_LIST_PRICE_CENTS = 1999;
/** What each plan charges now (monthly: per month). */
export const PLAN_PRICES_CENTS: Record<Plan, number> = { monthly: MONTHLY_PRICE_CENTS, lifetime: LIFETIME_PRICE_CENTS };
/** The retention offer: 50% off for 3 months. */
export const RETENTION_PERCENT_OFF = 50;
export const RETENTION_MONTHS = 3;

/** The statuses that unlock subscriber features; 'subscribed' is a legacy value, still honoured. */
export const ACTIVE_STATUSES = ['active', 'trialing', 'subscribed', 'lifetime'] as const;
/** Stripe subscription statuses that end a subscription for good. */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'];
/** A subscription in these states still exists and may recover: it can be cancelled, and no other may replace it. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'paused', 'subscribed'];

export function hasActiveSubscription(status: string | null | undefined): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(status ?? '');
}

/** `GET /api/subscription/status` */
export const subscriptionStatusSchema = z.object({
  hasActiveSubscription: z.boolean(),
  /** A Stripe subscription status, or 'lifetime'; null when the user never subscribed. */
  status: z.nullable(z.string()),
  plan: z.nullable(planSchema),
  /** Unix seconds: renewal, or the end of access once cancelled; null for lifetime and none. */
  currentPeriodEnd: z.nullable(z.number()),
  cancelAtPeriodEnd: z.boolean(),
  /** The retention offer is used up: it is offered once per customer. */
  retentionDiscountApplied: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusSchema>;

/** `POST /api/get-or-create-subscription` and `POST /api/update-subscription-plan` */
export const planRequestSchema = z.object({ plan: planSchema });

/**
 * `POST /api/get-or-create-subscription`: the client secret to confirm with Stripe.js, or,
 * for someone who already has access, no secret and an `error` to show.
 */
export const getOrCreateSubscriptionResponseSchema = z.object({
  status: z.string(),
  clientSecret: z.nullable(z.string()),
  error: z.optional(z.string()),
});
export type GetOrCreateSubscriptionResponse = z.infer<typeof getOrCreateSubscriptionResponseSchema>;
export const ALREADY_SUBSCRIBED_TEXT = 'Already subscribed';

const paymentIntentIdSchema = z
  .string('paymentIntentId is required')
  .check(z.regex(/^pi_[A-Za-z0-9]{1,250}$/, 'paymentIntentId must be a PaymentIntent id (pi_…)'));

/** `POST /api/confirm-lifetime-payment` */
export const confirmLifetimeRequestSchema = z.object({ paymentIntentId: paymentIntentIdSchema });

/** `GET /api/billing/config`: testMode means the local Stripe double, so the SPA shows its TEST MODE card form. */
export const billingConfigSchema = z.object({
  publishableKey: z.string(),
  testMode: z.boolean(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** `POST /api/billing/test-confirm` (test mode only): pays a client secret with a test card number. */
export const testConfirmRequestSchema = z.object({
  clientSecret: z
    .string('clientSecret is required')
    .check(z.regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, 'clientSecret is not a PaymentIntent client secret')),
  cardNumber: z.string('cardNumber is required').check(z.regex(/^[\d ]{12,23}$/, 'cardNumber must be 12 to 19 digits')),
});
export type TestConfirmRequest = z.infer<typeof testConfirmRequestSchema>;

export const testConfirmResponseSchema = z.object({
  paymentIntentId: z.string(),
  status: z.string(),
});
export type TestConfirmResponse = z.infer<typeof testConfirmResponseSchema>;

/** `POST /api/stripe/webhook`: what became of a verified event (Stripe reads only the status). */
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** Applied now, already applied before (Stripe delivers at least once), or not one we act on. */
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

/** Test-mode cards, as in Stripe's own test mode. */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
