/**
 * A loopback stand-in for the Stripe API, so local mode and the tests need no Stripe account.
 * It implements only what Pub Golf calls, with Stripe's form-encoded requests, object shapes
 * (API 2026-10-28, the SDK's own), list and error shapes and idempotency keys:
 *   customers create/retrieve · prices list (lookup_keys)/create (product_data, transfer_lookup_key)/
 *   retrieve/update (active, to archive) ·
 *   coupons retrieve/create · subscriptions create/retrieve/update/cancel/list (customer, status) ·
 *   payment_intents create/retrieve/list (customer)/cancel
 * and posts Stripe-signed webhook events (`t=…,v1=HMAC-SHA256(secret, "t.payload")`) to the
 * app once a target is set (`setWebhookTarget`, or STRIPE_WEBHOOK_TARGET).
 *
 * Test hooks (Bearer secret key required, JSON bodies):
 *   POST /__test/confirm {client_secret, card_number}
 *        pays an intent as Stripe.js would. 4000000000000002 is declined ('Your card was
 *        declined.', 402 in Stripe's error shape), 4000000000009995 has insufficient funds,
 *        a number failing the Luhn check is incorrect; any other card pays. Paying a
 *        subscription's first invoice makes the subscription active. The events are
 *        delivered before it answers {payment_intent, deliveries: [{payload, signature}]}.
 *   GET  /__test/events?customer=cus_…   {deliveries}: that customer's events, freshly signed
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, startLoopbackServer } from './http-server.ts';
import { metadataOf, parseStripeForm, record, text, texts, list, type Form } from './stripe-form.ts';

const STRIPE_DOUBLE_SECRET_KEY = 'sk_test_local';
const STRIPE_DOUBLE_PUBLISHABLE_KEY = 'pk_test_local';
const STRIPE_DOUBLE_WEBHOOK_SECRET = 'whsec_local_pubgolf_double_signing_secret';
const API_VERSION = '2026-10-28.endive';

type Json = Record<string, unknown>;

interface Subscription {
  id: string;
  customer: string;
  status: string;
  created: number;
  price: Json;
  itemId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  discounts: string[];
  latestInvoice: string;
  metadata: Record<string, string>;
  saveDefaultPaymentMethod: string | null;
}

interface Invoice {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  amount: number;
  currency: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  paymentIntent: string;
}

interface Delivery {
  payload: string;
  signature: string;
}

type StripeErrorBody = { type: string; message: string; code?: string; [key: string]: unknown };

class StripeHttpError extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;
  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/**
 * `stateFile`, when given, keeps what the double knows across restarts, as Stripe itself does:
 * `npm start` passes one in its state folder, so customers, prices and subscriptions recorded
 * in local D1 still exist after a restart. Without it the double starts empty.
 */
export async function startStripeDouble({ stateFile }: { stateFile?: string } = {}) {
  const double = new StripeDouble(process.env.STRIPE_WEBHOOK_TARGET ?? null, stateFile ?? null);
  const server = await startLoopbackServer(
    (req, res) => {
      // Stripe names every answer, errors included, with a Request-Id header.
      res.setHeader('Request-Id', newId('req'));
      return double.handle(req, res);
    },
    (error, res) => {
      if (error instanceof StripeHttpError) sendJson(res, error.status, { error: error.body });
      else sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
    },
  );
  return {
    env: {
      STRIPE_SECRET_KEY: STRIPE_DOUBLE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STRIPE_DOUBLE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_DOUBLE_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: server.origin,
    },
    /** Where events are posted, e.g. `http://localhost:8787/api/stripe/webhook`; loopback only. */
    setWebhookTarget: (url: string) => double.setWebhookTarget(url),
    stop: server.stop,
  };
}

interface SavedState {
  maps: Record<
    'customers' | 'prices' | 'coupons' | 'subscriptions' | 'invoices' | 'intents' | 'idempotent',
    [string, unknown][]
  >;
  events: { customer: string | null; event: Json }[];
}

class StripeDouble {
  private readonly customers = new Map<string, Json>();
  private readonly prices = new Map<string, Json>();
  private readonly coupons = new Map<string, Json>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly invoices = new Map<string, Invoice>();
  private readonly intents = new Map<string, Json>();
  private readonly events: { customer: string | null; event: Json }[] = [];
  private readonly idempotent = new Map<string, { path: string; request: string; status: number; body: unknown }>();
  private deliveries: Promise<void> = Promise.resolve();
  private webhookTarget: string | null = null;

  private readonly stateFile: string | null;

  constructor(webhookTarget: string | null, stateFile: string | null) {
    this.stateFile = stateFile;
    if (webhookTarget) this.setWebhookTarget(webhookTarget);
    if (stateFile && existsSync(stateFile)) this.restore(JSON.parse(readFileSync(stateFile, 'utf8')) as SavedState);
  }

  private restore(saved: SavedState): void {
    for (const [name, entries] of Object.entries(saved.maps)) {
      const map = this.savedMaps()[name as keyof SavedState['maps']];
      for (const [key, value] of entries) (map as Map<string, unknown>).set(key, value);
    }
    this.events.push(...saved.events);
  }

  /** Written after every request that may have changed something; small enough to write whole. */
  private save(): void {
    if (!this.stateFile) return;
    const maps = Object.fromEntries(
      Object.entries(this.savedMaps()).map(([name, map]) => [name, [...map.entries()]]),
    ) as SavedState['maps'];
    writeFileSync(this.stateFile, JSON.stringify({ maps, events: this.events } satisfies SavedState));
  }

  private savedMaps() {
    const { customers, prices, coupons, subscriptions, invoices, intents, idempotent } = this;
    return { customers, prices, coupons, subscriptions, invoices, intents, idempotent };
  }

  setWebhookTarget(url: string): void {
    const { hostname } = new URL(url);
    if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname))
      throw new Error(`The Stripe double posts only to loopback, not ${url}`);
    this.webhookTarget = url;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    const method = req.method ?? 'GET';
    if (req.headers.authorization !== `Bearer ${STRIPE_DOUBLE_SECRET_KEY}`) {
      throw new StripeHttpError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    }
    const body = await readBody(req);

    if (url.pathname === '/__test/confirm' && method === 'POST') {
      const confirmed = await this.testConfirm(JSON.parse(body) as Json);
      this.save();
      return sendJson(res, 200, confirmed);
    }
    if (url.pathname === '/__test/events' && method === 'GET') {
      return sendJson(res, 200, { deliveries: this.deliveriesFor(url.searchParams.get('customer')) });
    }

    const form = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
    const key = req.headers['idempotency-key'];
    const idempotencyKey = method === 'POST' && typeof key === 'string' ? key : null;
    const replay = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (replay) {
      if (replay.path !== url.pathname) {
        throw new StripeHttpError(400, {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used for the same endpoint.',
        });
      }
      if (replay.request !== body) {
        throw new StripeHttpError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey ?? ''}' if you meant to execute a different request.`,
        });
      }
      return sendJson(res, replay.status, replay.body);
    }
    const answer = this.route(method, url.pathname, form);
    if (idempotencyKey)
      this.idempotent.set(idempotencyKey, { path: url.pathname, request: body, status: 200, body: answer });
    if (method !== 'GET') this.save();
    sendJson(res, 200, answer);
  }

  private route(method: string, path: string, form: Form): unknown {
    const [, version, resource, id, action, extra] = path.split('/');
    if (version !== 'v1' || extra !== undefined) throw unknownUrl(method, path);
    const expand = texts(form, 'expand');
    switch (`${method} ${resource}${id === undefined ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`) {
      case 'POST customers':
        return this.createCustomer(form);
      case 'GET customers/:id':
        return found(this.customers.get(id ?? ''), 'customer', id);
      case 'GET prices':
        return this.listPrices(form);
      case 'POST prices':
        return this.createPrice(form);
      case 'GET prices/:id':
        return found(this.prices.get(id ?? ''), 'price', id);
      case 'POST prices/:id':
        return this.updatePrice(found(this.prices.get(id ?? ''), 'price', id), form);
      case 'GET coupons/:id':
        return found(this.coupons.get(id ?? ''), 'coupon', id);
      case 'POST coupons':
        return this.createCoupon(form);
      case 'POST subscriptions':
        return this.createSubscription(form, expand);
      case 'GET subscriptions':
        return this.listSubscriptions(form, expand);
      case 'GET subscriptions/:id':
        return this.subscriptionJson(this.subscription(id), expand);
      case 'POST subscriptions/:id':
        return this.updateSubscription(this.subscription(id), form, expand);
      case 'DELETE subscriptions/:id':
        return this.cancelSubscription(this.subscription(id));
      case 'POST payment_intents':
        return this.createPaymentIntent(form);
      case 'GET payment_intents':
        return listOf(
          path,
          [...this.intents.values()].filter((intent) => intent.customer === text(form, 'customer')),
        );
      case 'GET payment_intents/:id':
        return found(this.intents.get(id ?? ''), 'payment_intent', id);
      case 'POST payment_intents/:id/cancel':
        return this.cancelPaymentIntent(found(this.intents.get(id ?? ''), 'payment_intent', id));
      default:
        throw unknownUrl(method, path);
    }
  }

  private createCustomer(form: Form): Json {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: text(form, 'email') ?? null,
      name: text(form, 'name') ?? null,
      metadata: metadataOf(form),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private listPrices(form: Form): Json {
    const keys = texts(form, 'lookup_keys');
    const active = text(form, 'active');
    const prices = [...this.prices.values()].filter(
      (price) =>
        (keys.length === 0 || keys.includes(String(price.lookup_key))) &&
        (active === undefined || String(price.active) === active),
    );
    return listOf('/v1/prices', prices);
  }

  private createPrice(form: Form): Json {
    const lookupKey = text(form, 'lookup_key') ?? null;
    const holder = lookupKey ? [...this.prices.values()].find((price) => price.lookup_key === lookupKey) : undefined;
    if (holder && text(form, 'transfer_lookup_key') !== 'true') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'lookup_key_exists',
        message: `A price (\`${String(holder.id)}\`) already uses that lookup key.`,
      });
    }
    const unitAmount = Number(text(form, 'unit_amount'));
    const currency = text(form, 'currency');
    if (!Number.isInteger(unitAmount) || !currency) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'Missing required param: unit_amount or currency.',
      });
    }
    const interval = text(record(form, 'recurring'), 'interval');
    const productName = text(record(form, 'product_data'), 'name');
    const price = {
      id: newId('price'),
      object: 'price',
      active: true,
      created: now(),
      currency,
      unit_amount: unitAmount,
      lookup_key: lookupKey,
      product: newId('prod'),
      nickname: productName ?? null,
      recurring: interval ? { interval, interval_count: 1, usage_type: 'licensed' } : null,
      type: interval ? 'recurring' : 'one_time',
      metadata: metadataOf(form),
      livemode: false,
    };
    if (holder) holder.lookup_key = null;
    this.prices.set(price.id, price);
    return price;
  }

  private updatePrice(price: Json, form: Form): Json {
    const active = text(form, 'active');
    if (active !== undefined) price.active = active === 'true';
    return price;
  }

  private createCoupon(form: Form): Json {
    const id = text(form, 'id') ?? newId('co');
    if (this.coupons.has(id)) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'resource_already_exists',
        message: 'Coupon already exists.',
      });
    }
    const months = text(form, 'duration_in_months');
    const coupon = {
      id,
      object: 'coupon',
      created: now(),
      name: text(form, 'name') ?? null,
      percent_off: Number(text(form, 'percent_off')),
      duration: text(form, 'duration') ?? 'once',
      duration_in_months: months === undefined ? null : Number(months),
      valid: true,
      metadata: metadataOf(form),
      livemode: false,
    };
    this.coupons.set(id, coupon);
    return coupon;
  }

  private createSubscription(form: Form, expand: string[]): Json {
    const customer = text(form, 'customer') ?? '';
    found(this.customers.get(customer), 'customer', customer);
    const items = list(form, 'items');
    const priceId =
      items.length === 1 && typeof items[0] === 'object' && !Array.isArray(items[0])
        ? text(items[0], 'price')
        : undefined;
    const price = found(this.prices.get(priceId ?? ''), 'price', priceId);
    if (price.active !== true) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        param: 'items[0][price]',
        message: 'The price specified is inactive. This field only accepts active prices.',
      });
    }
    if (!price.recurring) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message:
          'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      });
    }
    if (text(form, 'payment_behavior') !== 'default_incomplete') {
      // Charging a saved card straight away is not something the app does.
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'The Stripe double supports payment_behavior=default_incomplete only.',
      });
    }
    const created = now();
    const subscription: Subscription = {
      id: newId('sub'),
      customer,
      status: 'incomplete',
      created,
      price,
      itemId: newId('si'),
      periodStart: created,
      periodEnd: addMonth(created),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      discounts: [],
      latestInvoice: '',
      metadata: metadataOf(form),
      saveDefaultPaymentMethod: text(record(form, 'payment_settings'), 'save_default_payment_method') ?? null,
    };
    const invoice: Invoice = {
      id: newId('in'),
      customer,
      subscription: subscription.id,
      status: 'open',
      amount: Number(price.unit_amount),
      currency: String(price.currency),
      created,
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
      paymentIntent: '',
    };
    const intent = this.newPaymentIntent({
      amount: invoice.amount,
      currency: invoice.currency,
      customer,
      metadata: {},
      description: 'Subscription creation',
    });
    invoice.paymentIntent = String(intent.id);
    subscription.latestInvoice = invoice.id;
    this.subscriptions.set(subscription.id, subscription);
    this.invoices.set(invoice.id, invoice);
    void this.deliver([this.emit('customer.subscription.created', this.subscriptionJson(subscription, []))]);
    return this.subscriptionJson(subscription, expand);
  }

  /** Stripe leaves canceled subscriptions out unless asked for `status=all` or `status=canceled`. */
  private listSubscriptions(form: Form, expand: string[]): Json {
    const status = text(form, 'status');
    const matches = [...this.subscriptions.values()].filter(
      (sub) =>
        sub.customer === text(form, 'customer') &&
        (status === 'all' || (status === undefined ? sub.status !== 'canceled' : sub.status === status)),
    );
    return listOf(
      '/v1/subscriptions',
      matches.map((sub) => this.subscriptionJson(sub, expand)),
    );
  }

  private updateSubscription(subscription: Subscription, form: Form, expand: string[]): Json {
    if (subscription.status === 'canceled') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'A canceled subscription can only update its cancellation_details and metadata.',
      });
    }
    const before = this.subscriptionJson(subscription, []);
    const cancel = text(form, 'cancel_at_period_end');
    if (cancel !== undefined) subscription.cancelAtPeriodEnd = cancel === 'true';
    const discounts = list(form, 'discounts');
    if (discounts.length > 0) {
      subscription.discounts = discounts.map((discount) => {
        const couponId =
          typeof discount === 'object' && !Array.isArray(discount) ? text(discount, 'coupon') : undefined;
        found(this.coupons.get(couponId ?? ''), 'coupon', couponId);
        return newId('di');
      });
    }
    const after = this.subscriptionJson(subscription, []);
    const previous = Object.fromEntries(
      Object.entries(before).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(after[name])),
    );
    void this.deliver([this.emit('customer.subscription.updated', after, previous)]);
    return this.subscriptionJson(subscription, expand);
  }

  private cancelSubscription(subscription: Subscription): Json {
    if (subscription.status === 'canceled') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such subscription: '${subscription.id}'`,
      });
    }
    subscription.status = 'canceled';
    subscription.canceledAt = now();
    const json = this.subscriptionJson(subscription, []);
    void this.deliver([this.emit('customer.subscription.deleted', json)]);
    return json;
  }

  private createPaymentIntent(form: Form): Json {
    const amount = Number(text(form, 'amount'));
    const currency = text(form, 'currency');
    if (!Number.isInteger(amount) || amount < 50 || !currency) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'Amount must be at least $0.50 usd, with a currency.',
      });
    }
    const customer = text(form, 'customer') ?? null;
    if (customer) found(this.customers.get(customer), 'customer', customer);
    return this.newPaymentIntent({
      amount,
      currency,
      customer,
      metadata: metadataOf(form),
      description: text(form, 'description') ?? null,
    });
  }

  private cancelPaymentIntent(intent: Json): Json {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
      });
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    const json = { ...intent };
    void this.deliver([this.emit('payment_intent.canceled', json)]);
    return json;
  }

  private newPaymentIntent(fields: {
    amount: number;
    currency: string;
    customer: string | null;
    metadata: Record<string, string>;
    description: string | null;
  }): Json {
    const id = newId('pi');
    const intent = {
      id,
      object: 'payment_intent',
      created: now(),
      ...fields,
      amount_received: 0,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomAlphanumeric(24)}`,
      automatic_payment_methods: { enabled: true },
      last_payment_error: null,
      payment_method: null,
      livemode: false,
    };
    this.intents.set(id, intent);
    return intent;
  }

  private async testConfirm(body: Json): Promise<Json> {
    const intent = [...this.intents.values()].find((candidate) => candidate.client_secret === body.client_secret);
    if (!intent)
      throw new StripeHttpError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent.',
      });
    if (intent.status === 'succeeded') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      });
    }
    if (intent.status === 'canceled') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
      });
    }
    const invoice = [...this.invoices.values()].find((candidate) => candidate.paymentIntent === intent.id);
    const decline = cardProblem(String(body.card_number ?? ''));
    if (decline) {
      intent.last_payment_error = { type: 'card_error', ...decline };
      const events = [this.emit('payment_intent.payment_failed', { ...intent })];
      if (invoice) events.push(this.emit('invoice.payment_failed', this.invoiceJson(invoice, false)));
      await this.deliver(events);
      throw new StripeHttpError(402, { type: 'card_error', ...decline, payment_intent: { ...intent } });
    }

    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.payment_method = newId('pm');
    const events = [this.emit('payment_intent.succeeded', { ...intent })];
    if (invoice) {
      invoice.status = 'paid';
      events.push(this.emit('invoice.paid', this.invoiceJson(invoice, false)));
      const subscription = this.subscription(invoice.subscription);
      if (subscription.status === 'incomplete') {
        subscription.status = 'active';
        events.push(
          this.emit('customer.subscription.updated', this.subscriptionJson(subscription, []), { status: 'incomplete' }),
        );
      }
    }
    await this.deliver(events);
    return { payment_intent: { ...intent }, deliveries: events.map((event) => sign(JSON.stringify(event))) };
  }

  private subscription(id: string | undefined): Subscription {
    return found(this.subscriptions.get(id ?? ''), 'subscription', id);
  }

  private subscriptionJson(subscription: Subscription, expand: string[]): Json {
    const invoice = this.invoices.get(subscription.latestInvoice);
    const expandInvoice = expand.some((path) => path === 'latest_invoice' || path.startsWith('latest_invoice.'));
    return {
      id: subscription.id,
      object: 'subscription',
      created: subscription.created,
      customer: subscription.customer,
      status: subscription.status,
      currency: subscription.price.currency,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
      canceled_at: subscription.canceledAt,
      ended_at: subscription.status === 'canceled' ? subscription.canceledAt : null,
      start_date: subscription.created,
      billing_cycle_anchor: subscription.created,
      collection_method: 'charge_automatically',
      discounts: [...subscription.discounts],
      items: listOf(`/v1/subscription_items?subscription=${subscription.id}`, [
        {
          id: subscription.itemId,
          object: 'subscription_item',
          subscription: subscription.id,
          price: subscription.price,
          quantity: 1,
          current_period_start: subscription.periodStart,
          current_period_end: subscription.periodEnd,
        },
      ]),
      latest_invoice:
        invoice && expandInvoice
          ? this.invoiceJson(invoice, expand.includes('latest_invoice.confirmation_secret'))
          : subscription.latestInvoice,
      metadata: { ...subscription.metadata },
      payment_settings: { save_default_payment_method: subscription.saveDefaultPaymentMethod },
      livemode: false,
    };
  }

  private invoiceJson(invoice: Invoice, withConfirmationSecret: boolean): Json {
    const intent = this.intents.get(invoice.paymentIntent);
    return {
      id: invoice.id,
      object: 'invoice',
      created: invoice.created,
      customer: invoice.customer,
      status: invoice.status,
      billing_reason: 'subscription_create',
      currency: invoice.currency,
      amount_due: invoice.amount,
      amount_paid: invoice.status === 'paid' ? invoice.amount : 0,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: {} },
      },
      lines: listOf(`/v1/invoices/${invoice.id}/lines`, [
        {
          id: newId('il'),
          object: 'line_item',
          amount: invoice.amount,
          currency: invoice.currency,
          period: { start: invoice.periodStart, end: invoice.periodEnd },
        },
      ]),
      ...(withConfirmationSecret && intent
        ? { confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' } }
        : {}),
      livemode: false,
    };
  }

  private emit(type: string, object: Json, previousAttributes?: Json): Json {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: this.webhookTarget ? 1 : 0,
      request: { id: null, idempotency_key: null },
    };
    this.events.push({ customer: typeof object.customer === 'string' ? object.customer : null, event });
    return event;
  }

  private deliveriesFor(customer: string | null): Delivery[] {
    return this.events.filter((entry) => entry.customer === customer).map((entry) => sign(JSON.stringify(entry.event)));
  }

  /** In order, one at a time, as Stripe would not quite promise; a failure is logged, not retried. */
  private deliver(events: Json[]): Promise<void> {
    const target = this.webhookTarget;
    if (!target) return this.deliveries;
    this.deliveries = this.deliveries.then(async () => {
      for (const event of events) {
        const { payload, signature } = sign(JSON.stringify(event));
        try {
          const response = await fetch(target, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
            body: payload,
          });
          if (!response.ok) console.warn(`Stripe double: ${event.type} → ${response.status} ${await response.text()}`);
        } catch (error) {
          console.warn(`Stripe double: could not deliver ${event.type} to ${target}:`, error);
        }
      }
    });
    return this.deliveries;
  }
}

/** The decline Stripe's test cards produce, or null for a card that pays. */
function cardProblem(cardNumber: string): { code: string; decline_code?: string; message: string } | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  if (digits === '4000000000000002')
    return { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
  if (digits === '4000000000009995') {
    return { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
  }
  return null;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** https://docs.stripe.com/webhooks#verify-manually */
function sign(payload: string): Delivery {
  const timestamp = now();
  const signature = createHmac('sha256', STRIPE_DOUBLE_WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
  return { payload, signature: `t=${timestamp},v1=${signature}` };
}

function found<T>(value: T | undefined, kind: string, id: string | undefined): T {
  if (value === undefined) {
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'id',
      message: `No such ${kind}: '${id ?? ''}'`,
    });
  }
  return value;
}

function unknownUrl(method: string, path: string): StripeHttpError {
  return new StripeHttpError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}).`,
  });
}

function listOf(url: string, data: unknown[]): Json {
  return { object: 'list', data, has_more: false, url };
}

function newId(prefix: string): string {
  return `${prefix}_${randomAlphanumeric(24)}`;
}

function randomAlphanumeric(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
