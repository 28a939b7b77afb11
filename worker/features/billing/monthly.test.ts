import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_SUBSCRIBED_TEXT,
  billingConfigSchema,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCEEDS,
} from '../../../domain/billing';
import { app } from '../../index';
import { signedInUser } from '../../test/auth-helpers';
import { APP, errorOf } from '../../test/http';
import {
  callApi,
  deliverAll,
  eventsAtDouble,
  payAtDouble,
  startPayment,
  statusOf,
  stripe,
  subscribeMonthly,
  subscriptionRow,
} from '../../test/billing-helpers';

describe('subscription calls when signed out', () => {
  it.each([
    ['GET', '/api/subscription/status', undefined],
    ['GET', '/api/billing/config', undefined],
    ['POST', '/api/get-or-create-subscription', { plan: 'monthly' }],
    ['POST', '/api/update-subscription-plan', { plan: 'monthly' }],
    ['POST', '/api/confirm-lifetime-payment', { paymentIntentId: 'pi_123' }],
    ['POST', '/api/cancel-subscription', {}],
    ['POST', '/api/apply-retention-discount', {}],
    ['POST', '/api/billing/test-confirm', { clientSecret: 'pi_1_secret_2', cardNumber: TEST_CARD_SUCCEEDS }],
  ])('%s %s answers 401, whatever the body', async (method, path, body) => {
    const response = await callApi(path, { body });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthenticated');
  });
});

describe('GET /api/subscription/status and /api/billing/config', () => {
  it('shows no subscription for a new user', async () => {
    const { cookie } = await signedInUser();
    expect(await statusOf(cookie)).toEqual({
      hasActiveSubscription: false,
      status: null,
      plan: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      retentionDiscountApplied: false,
    });
  });

  it('gives the publishable key and says test mode against the local double', async () => {
    const { cookie } = await signedInUser();
    const response = await callApi('/api/billing/config', { cookie });
    expect(billingConfigSchema.parse(await response.json())).toEqual({
      publishableKey: 'pk_test_local',
      testMode: true,
    });
  });
});

describe('monthly: POST /api/get-or-create-subscription', () => {
  it('refuses an unknown plan and a cross-site request', async () => {
    const { cookie } = await signedInUser();
    const bad = await callApi('/api/get-or-create-subscription', { cookie, body: { plan: 'weekly' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Invalid json: plan');
    const crossSite = await SELF.fetch(`${APP}/api/get-or-create-subscription`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ plan: 'monthly' }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('creates a customer and an incomplete $2.99/month subscription, and reuses them', async () => {
    const { cookie, user } = await signedInUser();
    const first = await startPayment(cookie, 'monthly');
    expect(first.status).toBe('incomplete');
    const again = await startPayment(cookie, 'monthly');
    expect(again.clientSecret).toBe(first.clientSecret);

    const row = await subscriptionRow(user.id);
    expect(row).toMatchObject({ status: 'incomplete', plan: 'monthly' });
    const customer = await stripe.customers.retrieve(String(row?.stripe_customer_id));
    expect(customer).toMatchObject({ email: user.email, metadata: { userId: user.id } });
    const subscription = await stripe.subscriptions.retrieve(String(row?.stripe_subscription_id));
    expect(subscription.items.data[0]?.price).toMatchObject({
      unit_amount: 299,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'pubgolf_monthly',
    });
    expect((await statusOf(cookie)).hasActiveSubscription).toBe(false);
  });

  it('becomes active once Stripe reports the first invoice paid', async () => {
    const { cookie } = await signedInUser();
    const status = await subscribeMonthly(cookie);
    expect(status.plan).toBe('monthly');
    expect(status.currentPeriodEnd).toBeGreaterThan(Date.now() / 1000 + 27 * 24 * 3600);
    expect(status.cancelAtPeriodEnd).toBe(false);

    const response = await callApi('/api/get-or-create-subscription', { cookie, body: { plan: 'monthly' } });
    expect(await response.json()).toEqual({ status: 'active', clientSecret: null, error: ALREADY_SUBSCRIBED_TEXT });
    const lifetime = await callApi('/api/get-or-create-subscription', { cookie, body: { plan: 'lifetime' } });
    expect(await lifetime.json()).toMatchObject({ status: 'active', clientSecret: null });
  });

  it('stays unpaid when the card is declined', async () => {
    const { cookie, user } = await signedInUser();
    const { clientSecret } = await startPayment(cookie, 'monthly');
    const declined = await payAtDouble(clientSecret, TEST_CARD_DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    const row = await subscriptionRow(user.id);
    await deliverAll(await eventsAtDouble(String(row?.stripe_customer_id)));
    expect(await statusOf(cookie)).toMatchObject({ hasActiveSubscription: false, status: 'incomplete' });
    // The same first invoice can still be paid.
    expect((await startPayment(cookie, 'monthly')).clientSecret).toBe(clientSecret);
  });
});

describe('POST /api/update-subscription-plan', () => {
  it('records the plan about to be paid, and refuses to switch an active subscription', async () => {
    const { cookie } = await signedInUser();
    const chosen = await callApi('/api/update-subscription-plan', { cookie, body: { plan: 'lifetime' } });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ hasActiveSubscription: false });

    await subscribeMonthly(cookie);
    expect((await callApi('/api/update-subscription-plan', { cookie, body: { plan: 'monthly' } })).status).toBe(200);
    const refused = await callApi('/api/update-subscription-plan', { cookie, body: { plan: 'lifetime' } });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('already_subscribed');
  });
});

describe('POST /api/billing/test-confirm (test mode)', () => {
  it('pays through the double, and passes on a decline in our error shape', async () => {
    const { cookie } = await signedInUser();
    const { clientSecret } = await startPayment(cookie, 'lifetime');
    const declined = await callApi('/api/billing/test-confirm', {
      cookie,
      body: { clientSecret, cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined.status).toBe(402);
    expect(await errorOf(declined)).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });

    const paid = await callApi('/api/billing/test-confirm', {
      cookie,
      body: { clientSecret, cardNumber: TEST_CARD_SUCCEEDS },
    });
    expect(paid.status).toBe(200);
    const { paymentIntentId, status } = (await paid.json()) as { paymentIntentId: string; status: string };
    expect(status).toBe('succeeded');
    expect(clientSecret.startsWith(`${paymentIntentId}_secret_`)).toBe(true);
  });

  it('does not exist outside test mode: 404, even on a server without payments configured', async () => {
    const { cookie } = await signedInUser();
    const body = JSON.stringify({ clientSecret: 'pi_1_secret_2', cardNumber: TEST_CARD_SUCCEEDS });
    for (const settings of [
      { STRIPE_API_BASE_URL: '' },
      { STRIPE_API_BASE_URL: '', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
    ]) {
      const request = new Request(`${APP}/api/billing/test-confirm`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: APP, 'Content-Type': 'application/json' },
        body,
      });
      const response = await app.fetch(request, { ...env, ...settings }, createExecutionContext());
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe('not_found');
    }
  });

  it("refuses someone else's client secret", async () => {
    const alice = await signedInUser();
    const mallory = await signedInUser();
    await startPayment(mallory.cookie, 'monthly');
    const { clientSecret } = await startPayment(alice.cookie, 'lifetime');
    const response = await callApi('/api/billing/test-confirm', {
      cookie: mallory.cookie,
      body: { clientSecret, cardNumber: TEST_CARD_SUCCEEDS },
    });
    expect(response.status).toBe(403);
  });
});
