import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import { startPayment, stripe, subscriptionRow } from '../../test/billing-helpers';

const PARALLEL = 20;

function startAtOnce(cookie: string, plan: 'monthly' | 'lifetime') {
  return Promise.all(Array.from({ length: PARALLEL }, () => startPayment(cookie, plan)));
}

async function customerOf(userId: string): Promise<string> {
  return String((await subscriptionRow(userId))?.stripe_customer_id);
}

const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

describe('checkouts started at the same moment (double clicks, several tabs)', () => {
  it(`make one monthly subscription: all ${PARALLEL} answers carry its client secret`, async () => {
    const { cookie, user } = await signedInUser();
    const answers = await startAtOnce(cookie, 'monthly');
    expect(new Set(answers.map((answer) => answer.clientSecret)).size).toBe(1);

    const subscriptions = await stripe.subscriptions.list({ customer: await customerOf(user.id), status: 'all' });
    expect(subscriptions.data.map((subscription) => subscription.id)).toEqual([
      (await subscriptionRow(user.id))?.stripe_subscription_id,
    ]);
  });

  it(`make one lifetime PaymentIntent: all ${PARALLEL} answers carry its client secret`, async () => {
    const { cookie, user } = await signedInUser();
    const answers = await startAtOnce(cookie, 'lifetime');
    expect(new Set(answers.map((answer) => answer.clientSecret)).size).toBe(1);

    const intents = await stripe.paymentIntents.list({ customer: await customerOf(user.id) });
    expect(intents.data.map((intent) => intent.id)).toEqual([intentIdOf(answers[0]?.clientSecret ?? '')]);
    expect((await subscriptionRow(user.id))?.pending_payment_intent_id).toBe(intents.data[0]?.id);
  });
});

describe('a checkout after the earlier one ended', () => {
  it('makes a fresh monthly subscription', async () => {
    const { cookie, user } = await signedInUser();
    const first = await startPayment(cookie, 'monthly');
    const firstId = String((await subscriptionRow(user.id))?.stripe_subscription_id);
    // As when Stripe expires an unpaid first invoice; no webhook has told us yet.
    await stripe.subscriptions.cancel(firstId);

    const again = await startAtOnce(cookie, 'monthly');
    expect(new Set(again.map((answer) => answer.clientSecret)).size).toBe(1);
    expect(again[0]?.clientSecret).not.toBe(first.clientSecret);
    const subscriptions = await stripe.subscriptions.list({ customer: await customerOf(user.id), status: 'all' });
    expect(subscriptions.data.map((subscription) => subscription.status).sort()).toEqual(['canceled', 'incomplete']);
  });

  it('makes a fresh lifetime PaymentIntent', async () => {
    const { cookie, user } = await signedInUser();
    const first = await startPayment(cookie, 'lifetime');
    await stripe.paymentIntents.cancel(intentIdOf(first.clientSecret));

    const again = await startAtOnce(cookie, 'lifetime');
    expect(new Set(again.map((answer) => answer.clientSecret)).size).toBe(1);
    expect(again[0]?.clientSecret).not.toBe(first.clientSecret);
    const intents = await stripe.paymentIntents.list({ customer: await customerOf(user.id) });
    expect(intents.data.map((intent) => intent.status).sort()).toEqual(['canceled', 'requires_payment_method']);
  });
});
