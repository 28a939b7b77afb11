/** Paying in Worker tests: API calls as the SPA makes them, the Stripe double's test hooks, webhook delivery. */
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import {
  stripeWebhookResponseSchema,
  subscriptionStatusSchema,
  TEST_CARD_SUCCEEDS,
  type Plan,
} from '../../domain/billing';
import { createStripeClient, Stripe } from '../adapters/stripe';
import { billingConfig as billingConfigOf } from '../config';
import { APP, get, postJson } from './http';

export const billingConfig = billingConfigOf(env);
/** The SDK pointed at the double, for setting up what a test needs (as the Stripe dashboard would). */
export const stripe = createStripeClient(billingConfig);

/** A call as the SPA makes it: a GET, or a same-origin JSON POST when there is a body. */
export function callApi(path: string, { cookie, body }: { cookie?: string; body?: unknown } = {}): Promise<Response> {
  return body === undefined ? get(path, { cookie }) : postJson(path, body, { cookie });
}

export async function statusOf(cookie: string) {
  const response = await callApi('/api/subscription/status', { cookie });
  expect(response.status).toBe(200);
  return subscriptionStatusSchema.parse(await response.json());
}

export async function startPayment(cookie: string, plan: Plan): Promise<{ status: string; clientSecret: string }> {
  const response = await callApi('/api/get-or-create-subscription', { cookie, body: { plan } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { status: string; clientSecret: string | null };
  expect(body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
  return { status: body.status, clientSecret: body.clientSecret ?? '' };
}

export interface Delivery {
  payload: string;
  signature: string;
}

/** Pays a client secret at the double, as Stripe.js would; answers the signed events Stripe would post. */
export async function payAtDouble(clientSecret: string, cardNumber = TEST_CARD_SUCCEEDS) {
  const response = await fetch(new URL('/__test/confirm', billingConfig.apiBaseUrl ?? ''), {
    method: 'POST',
    headers: { Authorization: `Bearer ${billingConfig.secretKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, card_number: cardNumber }),
  });
  const body = (await response.json()) as {
    payment_intent?: { id: string; status: string };
    deliveries?: Delivery[];
    error?: { message: string; code: string };
  };
  return { status: response.status, ...body };
}

/** The signed events the double holds for a customer (it cannot post to SELF from outside). */
export async function eventsAtDouble(customerId: string): Promise<Delivery[]> {
  const url = new URL('/__test/events', billingConfig.apiBaseUrl ?? '');
  url.searchParams.set('customer', customerId);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${billingConfig.secretKey}` } });
  return ((await response.json()) as { deliveries: Delivery[] }).deliveries;
}

export function deliver(delivery: Delivery): Promise<Response> {
  return SELF.fetch(`${APP}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': delivery.signature },
    body: delivery.payload,
  });
}

/** Posts each event, as Stripe would; each is accepted with the webhook's answer. */
export async function deliverAll(deliveries: Delivery[]): Promise<void> {
  for (const delivery of deliveries) {
    const response = await deliver(delivery);
    expect(response.status).toBe(200);
    stripeWebhookResponseSchema.parse(await response.json());
  }
}

/** Signs an event as Stripe does, optionally at another time or with another secret. */
export async function signed(event: object, options: { timestamp?: number; secret?: string } = {}): Promise<Delivery> {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? billingConfig.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { payload, signature };
}

/** A monthly subscription paid through the double, with its webhook events delivered. */
export async function subscribeMonthly(cookie: string) {
  const { clientSecret } = await startPayment(cookie, 'monthly');
  const paid = await payAtDouble(clientSecret);
  expect(paid.status).toBe(200);
  await deliverAll(paid.deliveries ?? []);
  const status = await statusOf(cookie);
  expect(status).toMatchObject({ hasActiveSubscription: true, status: 'active' });
  return status;
}

/** The browser's word that it paid for lifetime, as the SPA sends it after Stripe.js confirms. */
export function confirmLifetime(cookie: string, paymentIntentId: string | undefined): Promise<Response> {
  return callApi('/api/confirm-lifetime-payment', { cookie, body: { paymentIntentId } });
}

/** Lifetime bought through the double, then confirmed by the browser as the SPA does. */
export async function buyLifetime(cookie: string) {
  const { clientSecret } = await startPayment(cookie, 'lifetime');
  const paid = await payAtDouble(clientSecret);
  expect(paid.status).toBe(200);
  const confirm = await confirmLifetime(cookie, paid.payment_intent?.id);
  expect(confirm.status).toBe(200);
  return { paymentIntentId: paid.payment_intent?.id ?? '', deliveries: paid.deliveries ?? [] };
}

/** The user's row, straight from D1. */
export function subscriptionRow(userId: string) {
  return env.DB.prepare('select * from subscriptions where user_id = ?').bind(userId).first<Record<string, unknown>>();
}
