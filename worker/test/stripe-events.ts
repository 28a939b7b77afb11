/** Stripe events as Worker tests deliver them: built here, signed as Stripe signs, posted to the webhook. */
import { env } from 'cloudflare:test';
import { createDb } from '../db/client';
import { saveCustomer } from '../features/billing/subscription-store';
import { signedInUser } from './auth-helpers';
import { deliver, signed } from './billing-helpers';

export const NOW = Math.floor(Date.now() / 1000);
export const MONTH = 30 * 24 * 3600;
let eventNumber = 0;

/** A signed-in user whose Stripe customer we know, as after their first get-or-create. */
export async function customer() {
  const signedIn = await signedInUser();
  const customerId = `cus_test${crypto.randomUUID().replaceAll('-', '')}`;
  await saveCustomer(createDb(env.DB), signedIn.user.id, customerId);
  return { ...signedIn, customerId };
}

export function event(type: string, created: number, object: object) {
  eventNumber += 1;
  return {
    id: `evt_test${eventNumber}_${crypto.randomUUID().slice(0, 8)}`,
    object: 'event',
    type,
    created,
    data: { object },
    livemode: false,
  };
}

export function subscriptionEvent(
  type: 'created' | 'updated' | 'deleted',
  fields: {
    customer: string;
    subscription: string;
    status: string;
    created: number;
    periodEnd?: number;
    cancelAtPeriodEnd?: boolean;
  },
) {
  return event(`customer.subscription.${type}`, fields.created, {
    id: fields.subscription,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    items: { object: 'list', data: [{ id: 'si_test', current_period_end: fields.periodEnd ?? NOW + MONTH }] },
  });
}

export function invoiceEvent(
  type: 'paid' | 'payment_failed',
  fields: { customer: string; subscription: string; created: number; billingReason: string; periodEnd?: number },
) {
  return event(`invoice.${type}`, fields.created, {
    id: `in_test${eventNumber}`,
    object: 'invoice',
    customer: fields.customer,
    status: type === 'paid' ? 'paid' : 'open',
    billing_reason: fields.billingReason,
    parent: { type: 'subscription_details', subscription_details: { subscription: fields.subscription } },
    lines: { object: 'list', data: [{ period: { start: NOW, end: fields.periodEnd ?? NOW + MONTH } }] },
  });
}

export function lifetimeIntentEvent(fields: {
  userId: string;
  customer: string;
  amount: number;
  created: number;
  id?: string;
}) {
  return event('payment_intent.succeeded', fields.created, {
    id: fields.id ?? `pi_test${eventNumber}`,
    object: 'payment_intent',
    amount: fields.amount,
    currency: 'usd',
    customer: fields.customer,
    status: 'succeeded',
    metadata: { userId: fields.userId, plan: 'lifetime', priceId: 'price_test' },
  });
}

export function chargeRefundedEvent(fields: { paymentIntent: string; created: number; refunded: boolean }) {
  return event('charge.refunded', fields.created, {
    id: `ch_test${eventNumber}`,
    object: 'charge',
    amount: 999,
    amount_refunded: fields.refunded ? 999 : 300,
    payment_intent: fields.paymentIntent,
    refunded: fields.refunded,
    metadata: {},
  });
}

export function disputeCreatedEvent(fields: { paymentIntent: string; created: number }) {
  return event('charge.dispute.created', fields.created, {
    id: `dp_test${eventNumber}`,
    object: 'dispute',
    amount: 999,
    charge: `ch_test${eventNumber}`,
    payment_intent: fields.paymentIntent,
    reason: 'fraudulent',
    status: 'needs_response',
  });
}

export async function send(stripeEvent: object, options?: Parameters<typeof signed>[1]) {
  const response = await deliver(await signed(stripeEvent, options));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function processedCount(eventId: string) {
  const row = await env.DB.prepare('select count(*) as count from processed_webhook_events where id = ?')
    .bind(eventId)
    .first<{ count: number }>();
  return row?.count ?? 0;
}
