/**
 * The few fields of Stripe objects that subscription state is made of, read with zod so an
 * event from an endpoint pinned to another API version fails loudly instead of half-applying.
 * Field locations follow the SDK's API version (2026-10-28): the billing period lives on the
 * subscription item, an invoice names its subscription under `parent.subscription_details`.
 */
import * as z from 'zod/mini';

const idOf = z.union([
  z.string(),
  z.pipe(
    z.object({ id: z.string() }),
    z.transform((object) => object.id),
  ),
]);

const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number() })) }),
  latest_invoice: z.optional(z.nullable(z.unknown())),
});

export interface SubscriptionState {
  subscriptionId: string;
  customerId: string;
  status: string;
  /** Unix seconds; the latest end over the items (we sell one item). */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

export function subscriptionStateOf(object: unknown): SubscriptionState {
  const subscription = subscriptionSchema.parse(object);
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return {
    subscriptionId: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    currentPeriodEnd: ends.length > 0 ? Math.max(...ends) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

const invoiceSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.nullable(z.string()),
  billing_reason: z.nullable(z.string()),
  parent: z.nullable(
    z.object({
      subscription_details: z.optional(z.nullable(z.object({ subscription: idOf }))),
    }),
  ),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }) })) }),
  confirmation_secret: z.optional(z.nullable(z.object({ client_secret: z.string() }))),
});

export interface InvoiceState {
  customerId: string;
  /** Null for an invoice that belongs to no subscription. */
  subscriptionId: string | null;
  status: string | null;
  billingReason: string | null;
  periodEnd: number | null;
  clientSecret: string | null;
}

export function invoiceStateOf(object: unknown): InvoiceState {
  const invoice = invoiceSchema.parse(object);
  const ends = invoice.lines.data.map((line) => line.period.end);
  return {
    customerId: invoice.customer,
    subscriptionId: invoice.parent?.subscription_details?.subscription ?? null,
    status: invoice.status,
    billingReason: invoice.billing_reason,
    periodEnd: ends.length > 0 ? Math.max(...ends) : null,
    clientSecret: invoice.confirmation_secret?.client_secret ?? null,
  };
}

/** The client secret of a subscription's first invoice, when it was expanded and is still payable. */
export function openInvoiceSecretOf(subscription: { latest_invoice?: unknown }): string | null {
  const latest = subscription.latest_invoice;
  if (latest === null || typeof latest !== 'object') return null;
  const invoice = invoiceStateOf(latest);
  return invoice.status === 'open' ? invoice.clientSecret : null;
}

const paymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  customer: z.nullable(idOf),
  client_secret: z.optional(z.nullable(z.string())),
  metadata: z.record(z.string(), z.string()),
});
export type PaymentIntentState = z.infer<typeof paymentIntentSchema>;

export function paymentIntentStateOf(object: unknown): PaymentIntentState {
  return paymentIntentSchema.parse(object);
}

const paymentOfSchema = z.object({ payment_intent: z.nullable(idOf) });

/** The PaymentIntent a charge (of `charge.refunded`) belongs to, and whether all of it was refunded. */
export function chargeStateOf(object: unknown): { paymentIntentId: string | null; refunded: boolean } {
  const charge = z.extend(paymentOfSchema, { refunded: z.boolean() }).parse(object);
  return { paymentIntentId: charge.payment_intent, refunded: charge.refunded };
}

/** The PaymentIntent a dispute (of `charge.dispute.created`) is about. */
export function disputeStateOf(object: unknown): { paymentIntentId: string | null } {
  return { paymentIntentId: paymentOfSchema.parse(object).payment_intent };
}
