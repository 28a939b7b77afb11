import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import { expectConsoleError } from '../../../scripts/console-errors';
import { statusOf, stripe, subscribeMonthly, subscriptionRow } from '../../test/billing-helpers';
import { customer, invoiceEvent, NOW, processedCount, send, subscriptionEvent } from '../../test/stripe-events';

/** After the events `subscribeMonthly` delivered. */
const LATER = NOW + 60;

/** A subscription Stripe (the double) holds as active, and our row agreeing. */
async function activeAtStripe() {
  const { cookie, user } = await signedInUser();
  await subscribeMonthly(cookie);
  const row = await subscriptionRow(user.id);
  return {
    cookie,
    ids: { customer: String(row?.stripe_customer_id), subscription: String(row?.stripe_subscription_id) },
  };
}

describe('POST /api/stripe/webhook: events of the same second', () => {
  it('lets a recovery to active follow past_due within one second, as Stripe holds it', async () => {
    const { cookie, ids } = await activeAtStripe();
    await send(subscriptionEvent('updated', { ...ids, status: 'past_due', created: LATER }));
    expect((await statusOf(cookie)).status).toBe('past_due');
    const recovery = await send(subscriptionEvent('updated', { ...ids, status: 'active', created: LATER }));
    expect(recovery).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await statusOf(cookie)).toMatchObject({ status: 'active', hasActiveSubscription: true });
  });

  it('does not let a failed payment arriving last within the second undo the recovery Stripe holds', async () => {
    const { cookie, ids } = await activeAtStripe();
    await send(subscriptionEvent('updated', { ...ids, status: 'active', created: LATER }));
    await send(invoiceEvent('payment_failed', { ...ids, created: LATER, billingReason: 'subscription_cycle' }));
    expect(await statusOf(cookie)).toMatchObject({ status: 'active', hasActiveSubscription: true });
  });

  it("stores Stripe's state even when no event of the second says it", async () => {
    const { cookie, ids } = await activeAtStripe();
    await stripe.subscriptions.cancel(ids.subscription);
    await send(subscriptionEvent('updated', { ...ids, status: 'active', created: LATER }));
    await send(subscriptionEvent('updated', { ...ids, status: 'active', cancelAtPeriodEnd: true, created: LATER }));
    expect(await statusOf(cookie)).toMatchObject({ status: 'canceled', hasActiveSubscription: false });
  });

  it("answers 502 and keeps no record when Stripe cannot be asked, so Stripe's retry applies the event", async () => {
    const { cookie, customerId } = await customer();
    const ids = { customer: customerId, subscription: 'sub_unknown_to_stripe' };
    await send(subscriptionEvent('updated', { ...ids, status: 'past_due', created: NOW }));
    expectConsoleError(/^Stripe call failed/);
    const tie = subscriptionEvent('updated', { ...ids, status: 'active', created: NOW });
    expect((await send(tie)).status).toBe(502);
    expect(await processedCount(tie.id)).toBe(0);
    expect((await statusOf(cookie)).status).toBe('past_due');
  });
});
