import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { callApi, deliver, signed, statusOf } from '../../test/billing-helpers';
import { APP, errorOf } from '../../test/http';
import {
  customer,
  event,
  invoiceEvent,
  lifetimeIntentEvent,
  MONTH,
  NOW,
  processedCount,
  send,
  subscriptionEvent,
} from '../../test/stripe-events';

describe('POST /api/stripe/webhook: signatures', () => {
  it('applies a correctly signed event, without any Origin (Stripe sends none)', async () => {
    const { cookie, customerId } = await customer();
    const periodEnd = NOW + MONTH;
    const update = subscriptionEvent('updated', {
      customer: customerId,
      subscription: 'sub_a',
      status: 'active',
      created: NOW,
      periodEnd,
    });
    expect(await send(update)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await statusOf(cookie)).toMatchObject({
      hasActiveSubscription: true,
      status: 'active',
      plan: 'monthly',
      currentPeriodEnd: periodEnd,
    });
  });

  it('refuses a wrong secret, a tampered body, a stale timestamp and a missing header with 400', async () => {
    const { cookie, customerId } = await customer();
    const update = subscriptionEvent('updated', {
      customer: customerId,
      subscription: 'sub_a',
      status: 'active',
      created: NOW,
    });
    const wrongSecret = await signed(update, { secret: 'whsec_not_ours' });
    const good = await signed(update);
    const tampered = { payload: good.payload.replace('"active"', '"trialing"'), signature: good.signature };
    const stale = await signed(update, { timestamp: NOW - 301 });
    for (const delivery of [wrongSecret, tampered, stale]) {
      const response = await deliver(delivery);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_signature');
    }
    const unsigned = await SELF.fetch(`${APP}/api/stripe/webhook`, { method: 'POST', body: good.payload });
    expect(unsigned.status).toBe(400);
    expect((await statusOf(cookie)).hasActiveSubscription).toBe(false);
    expect(await processedCount(update.id)).toBe(0);
  });
});

describe('POST /api/stripe/webhook: size', () => {
  const KB = 1024;

  it('accepts a 100 KB signed event, though other API routes stop at 64 KB', async () => {
    const { cookie, customerId } = await customer();
    const update = subscriptionEvent('updated', {
      customer: customerId,
      subscription: 'sub_large',
      status: 'active',
      created: NOW,
    });
    const large = { ...update, data: { object: { ...update.data.object, description: 'x'.repeat(100 * KB) } } };
    const delivery = await signed(large);
    expect(delivery.payload.length).toBeGreaterThan(100 * KB);
    expect((await deliver(delivery)).status).toBe(200);
    expect((await statusOf(cookie)).status).toBe('active');

    const elsewhere = await callApi('/api/update-subscription-plan', {
      cookie,
      body: { plan: 'monthly', padding: 'x'.repeat(100 * KB) },
    });
    expect(elsewhere.status).toBe(413);
  });

  it('refuses an event over 1 MB with 413', async () => {
    const padded = event('customer.created', NOW, {
      id: 'cus_x',
      object: 'customer',
      description: 'x'.repeat(1024 * KB),
    });
    const response = await deliver(await signed(padded));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
  });
});

describe('POST /api/stripe/webhook: each event once', () => {
  it('answers a replayed event 200 without applying it again', async () => {
    const { cookie, customerId } = await customer();
    const paid = subscriptionEvent('updated', {
      customer: customerId,
      subscription: 'sub_a',
      status: 'active',
      created: NOW - 60,
    });
    expect((await send(paid)).body.outcome).toBe('applied');
    // The subscription lapses; then Stripe retries the old event (it does, for up to 3 days).
    const lapsed = subscriptionEvent('updated', {
      customer: customerId,
      subscription: 'sub_a',
      status: 'past_due',
      created: NOW - 30,
    });
    await send(lapsed);
    expect(await send(paid)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect((await statusOf(cookie)).status).toBe('past_due');
    expect(await processedCount(paid.id)).toBe(1);
  });

  it('applies the same event delivered twice at once exactly once', async () => {
    const { customerId } = await customer();
    const paid = subscriptionEvent('updated', {
      customer: customerId,
      subscription: 'sub_a',
      status: 'active',
      created: NOW,
    });
    const results = await Promise.all([send(paid), send(paid), send(paid)]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(results.filter((result) => result.body.outcome === 'applied')).toHaveLength(1);
    expect(await processedCount(paid.id)).toBe(1);
  });

  it('answers events it does not handle 200 and keeps no record', async () => {
    const ignored = event('customer.created', NOW, { id: 'cus_x', object: 'customer' });
    expect(await send(ignored)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await processedCount(ignored.id)).toBe(0);
  });
});

describe('POST /api/stripe/webhook: order', () => {
  it('never lets an older event undo a newer one', async () => {
    const { cookie, customerId } = await customer();
    const ids = { customer: customerId, subscription: 'sub_a' };
    await send(subscriptionEvent('updated', { ...ids, status: 'active', created: NOW - 10 }));
    await send(subscriptionEvent('created', { ...ids, status: 'incomplete', created: NOW - 20 }));
    await send(invoiceEvent('payment_failed', { ...ids, created: NOW - 15, billingReason: 'subscription_cycle' }));
    expect((await statusOf(cookie)).status).toBe('active');
  });

  it('keeps a deleted subscription canceled, whatever arrives after', async () => {
    const { cookie, customerId } = await customer();
    const ids = { customer: customerId, subscription: 'sub_a' };
    await send(subscriptionEvent('deleted', { ...ids, status: 'canceled', created: NOW - 10 }));
    await send(subscriptionEvent('updated', { ...ids, status: 'active', created: NOW - 20 }));
    await send(subscriptionEvent('updated', { ...ids, status: 'active', created: NOW }));
    await send(invoiceEvent('paid', { ...ids, created: NOW, billingReason: 'subscription_cycle' }));
    expect(await statusOf(cookie)).toMatchObject({ hasActiveSubscription: false, status: 'canceled' });
  });

  it('lets a new paid subscription replace a canceled one', async () => {
    const { cookie, customerId } = await customer();
    await send(
      subscriptionEvent('deleted', {
        customer: customerId,
        subscription: 'sub_old',
        status: 'canceled',
        created: NOW - 100,
      }),
    );
    await send(
      subscriptionEvent('updated', { customer: customerId, subscription: 'sub_new', status: 'active', created: NOW }),
    );
    expect((await statusOf(cookie)).status).toBe('active');
  });

  it('ignores an abandoned second subscription expiring later', async () => {
    const { cookie, customerId } = await customer();
    await send(
      subscriptionEvent('updated', {
        customer: customerId,
        subscription: 'sub_paid',
        status: 'active',
        created: NOW - 100,
      }),
    );
    await send(
      subscriptionEvent('updated', {
        customer: customerId,
        subscription: 'sub_abandoned',
        status: 'incomplete_expired',
        created: NOW,
      }),
    );
    expect((await statusOf(cookie)).status).toBe('active');
  });

  it('ignores events about customers it does not know', async () => {
    const update = subscriptionEvent('updated', {
      customer: 'cus_unknown',
      subscription: 'sub_x',
      status: 'active',
      created: NOW,
    });
    expect((await send(update)).status).toBe(200);
    const row = await env.DB.prepare(
      "select count(*) as count from subscriptions where stripe_customer_id = 'cus_unknown'",
    ).first<{ count: number }>();
    expect(row?.count).toBe(0);
  });
});

describe('POST /api/stripe/webhook: invoices', () => {
  it('activates on invoice.paid with its period, and marks a failed renewal past due', async () => {
    const { cookie, customerId } = await customer();
    const ids = { customer: customerId, subscription: 'sub_a' };
    await send(subscriptionEvent('created', { ...ids, status: 'incomplete', created: NOW - 100 }));
    await send(
      invoiceEvent('paid', { ...ids, created: NOW - 90, billingReason: 'subscription_create', periodEnd: NOW + MONTH }),
    );
    expect(await statusOf(cookie)).toMatchObject({ status: 'active', currentPeriodEnd: NOW + MONTH });

    await send(invoiceEvent('payment_failed', { ...ids, created: NOW - 10, billingReason: 'subscription_cycle' }));
    expect(await statusOf(cookie)).toMatchObject({ status: 'past_due', hasActiveSubscription: false });
  });

  it('leaves a failed first payment incomplete, so the customer can try another card', async () => {
    const { cookie, customerId } = await customer();
    const ids = { customer: customerId, subscription: 'sub_a' };
    await send(subscriptionEvent('created', { ...ids, status: 'incomplete', created: NOW - 100 }));
    expect(
      (await send(invoiceEvent('payment_failed', { ...ids, created: NOW, billingReason: 'subscription_create' }))).body
        .outcome,
    ).toBe('ignored');
    expect((await statusOf(cookie)).status).toBe('incomplete');
  });
});

describe('POST /api/stripe/webhook: lifetime', () => {
  it('grants lifetime on payment_intent.succeeded, and no subscription event takes it away', async () => {
    const { cookie, user, customerId } = await customer();
    await send(lifetimeIntentEvent({ userId: user.id, customer: customerId, amount: 999, created: NOW - 50 }));
    expect(await statusOf(cookie)).toMatchObject({ hasActiveSubscription: true, status: 'lifetime', plan: 'lifetime' });
    await send(
      subscriptionEvent('deleted', { customer: customerId, subscription: 'sub_a', status: 'canceled', created: NOW }),
    );
    expect((await statusOf(cookie)).status).toBe('lifetime');
  });

  it('ignores a lifetime-tagged payment of the wrong amount', async () => {
    const { cookie, user, customerId } = await customer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cheap = lifetimeIntentEvent({ userId: user.id, customer: customerId, amount: 100, created: NOW });
    expect((await send(cheap)).body.outcome).toBe('ignored');
    expect(warn).toHaveBeenCalledWith(
      'Ignoring a lifetime payment event:',
      cheap.id,
      'This payment is not for lifetime access.',
    );
    warn.mockRestore();
    expect((await statusOf(cookie)).hasActiveSubscription).toBe(false);
  });
});
