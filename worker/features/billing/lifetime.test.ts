import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import { errorOf } from '../../test/http';
import {
  buyLifetime,
  callApi,
  confirmLifetime,
  deliverAll,
  payAtDouble,
  startPayment,
  statusOf,
  stripe,
  subscribeMonthly,
  subscriptionRow,
} from '../../test/billing-helpers';

/** A PaymentIntent made straight at Stripe, not by our server: what a forger could arrange. */
async function forgedIntent(fields: { amount: number; metadata: Record<string, string> }) {
  const intent = await stripe.paymentIntents.create({ currency: 'usd', ...fields });
  return intent;
}

describe('lifetime: POST /api/get-or-create-subscription {plan: lifetime}', () => {
  it('creates a $9.99 PaymentIntent tagged with the user and plan, and reuses it until paid', async () => {
    const { cookie, user } = await signedInUser();
    const first = await startPayment(cookie, 'lifetime');
    expect(first.status).toBe('requires_payment_method');
    expect((await startPayment(cookie, 'lifetime')).clientSecret).toBe(first.clientSecret);

    const intentId = first.clientSecret.slice(0, first.clientSecret.indexOf('_secret_'));
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ amount: 999, currency: 'usd', metadata: { userId: user.id, plan: 'lifetime' } });
    expect(intent.metadata.priceId).toMatch(/^price_/);
    expect(intent.customer).toBe((await subscriptionRow(user.id))?.stripe_customer_id);
  });
});

describe('POST /api/confirm-lifetime-payment', () => {
  it('grants lifetime access once Stripe says the payment succeeded', async () => {
    const { cookie } = await signedInUser();
    const { paymentIntentId } = await buyLifetime(cookie);
    expect(await statusOf(cookie)).toEqual({
      hasActiveSubscription: true,
      status: 'lifetime',
      plan: 'lifetime',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      retentionDiscountApplied: false,
    });
    // Confirming again changes nothing.
    expect((await confirmLifetime(cookie, paymentIntentId)).status).toBe(200);
    const again = await callApi('/api/get-or-create-subscription', { cookie, body: { plan: 'lifetime' } });
    expect(await again.json()).toMatchObject({ status: 'lifetime', clientSecret: null, error: 'Already subscribed' });
  });

  it('refuses a payment that has not succeeded', async () => {
    const { cookie } = await signedInUser();
    const { clientSecret } = await startPayment(cookie, 'lifetime');
    const response = await confirmLifetime(cookie, clientSecret.slice(0, clientSecret.indexOf('_secret_')));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('payment_not_succeeded');
    expect((await statusOf(cookie)).hasActiveSubscription).toBe(false);
  });

  it("refuses someone else's payment, even a succeeded one", async () => {
    const alice = await signedInUser();
    const mallory = await signedInUser();
    const { paymentIntentId } = await buyLifetime(alice.cookie);
    const response = await confirmLifetime(mallory.cookie, paymentIntentId);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('not_your_payment');
    expect((await statusOf(mallory.cookie)).hasActiveSubscription).toBe(false);
  });

  it('refuses a succeeded payment of the wrong amount or for another plan', async () => {
    const { cookie, user } = await signedInUser();
    const cheap = await forgedIntent({ amount: 100, metadata: { userId: user.id, plan: 'lifetime' } });
    const untagged = await forgedIntent({ amount: 999, metadata: { userId: user.id } });
    for (const intent of [cheap, untagged]) {
      expect((await payAtDouble(intent.client_secret ?? '')).status).toBe(200);
      const response = await confirmLifetime(cookie, intent.id);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('not_lifetime_payment');
    }
    expect((await statusOf(cookie)).hasActiveSubscription).toBe(false);
  });

  it('refuses an unknown or malformed payment id', async () => {
    const { cookie } = await signedInUser();
    const unknown = await confirmLifetime(cookie, 'pi_doesnotexist');
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).code).toBe('unknown_payment');
    const malformed = await confirmLifetime(cookie, '../customers/cus_1');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toBe('Invalid json: paymentIntentId');
  });

  it('ends a monthly subscription that lifetime replaces, and later events about it change nothing', async () => {
    const { cookie, user } = await signedInUser();
    const { clientSecret } = await startPayment(cookie, 'monthly');
    const subscriptionId = String((await subscriptionRow(user.id))?.stripe_subscription_id);
    await buyLifetime(cookie);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    // The abandoned invoice paid late: its events are about a subscription lifetime replaced.
    const late = await payAtDouble(clientSecret);
    expect(late.status).toBe(200);
    await deliverAll(late.deliveries ?? []);
    expect((await statusOf(cookie)).status).toBe('lifetime');
  });
});

describe('lifetime cannot be cancelled or discounted', () => {
  it('answers 400 to cancel and to the retention offer', async () => {
    const { cookie } = await signedInUser();
    const { deliveries } = await buyLifetime(cookie);
    await deliverAll(deliveries);
    for (const path of ['/api/cancel-subscription', '/api/apply-retention-discount']) {
      const response = await callApi(path, { cookie, body: {} });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('lifetime_plan');
    }
    expect((await statusOf(cookie)).status).toBe('lifetime');
  });

  it('refuses to switch a lifetime member to monthly', async () => {
    const { cookie } = await signedInUser();
    await buyLifetime(cookie);
    const response = await callApi('/api/update-subscription-plan', { cookie, body: { plan: 'monthly' } });
    expect(response.status).toBe(409);
  });
});

describe('a monthly subscriber', () => {
  it('is told they are already subscribed when asking for lifetime', async () => {
    const { cookie } = await signedInUser();
    await subscribeMonthly(cookie);
    const response = await callApi('/api/get-or-create-subscription', { cookie, body: { plan: 'lifetime' } });
    expect(await response.json()).toMatchObject({ clientSecret: null, error: 'Already subscribed' });
  });
});
