import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import {
  callApi,
  deliverAll,
  eventsAtDouble,
  startPayment,
  statusOf,
  stripe,
  subscribeMonthly,
  subscriptionRow,
} from '../../test/billing-helpers';
import { errorOf } from '../../test/http';

const cancel = (cookie: string) => callApi('/api/cancel-subscription', { cookie, body: {} });
const applyDiscount = (cookie: string) => callApi('/api/apply-retention-discount', { cookie, body: {} });

async function stripeSubscriptionOf(userId: string) {
  return stripe.subscriptions.retrieve(String((await subscriptionRow(userId))?.stripe_subscription_id));
}

describe('without an active subscription', () => {
  it('has nothing to cancel or discount (404), whether new or with an unpaid subscription', async () => {
    const fresh = await signedInUser();
    const unpaid = await signedInUser();
    await startPayment(unpaid.cookie, 'monthly');
    for (const { cookie } of [fresh, unpaid]) {
      for (const response of [await cancel(cookie), await applyDiscount(cookie)]) {
        expect(response.status).toBe(404);
        expect((await errorOf(response)).code).toBe('no_subscription');
      }
    }
  });
});

describe('POST /api/cancel-subscription', () => {
  it('cancels at the end of the paid period: access stays until then', async () => {
    const { cookie, user } = await signedInUser();
    const before = await subscribeMonthly(cookie);
    const response = await cancel(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      hasActiveSubscription: true,
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await statusOf(cookie)).currentPeriodEnd).toBe(before.currentPeriodEnd);
    expect((await stripeSubscriptionOf(user.id)).cancel_at_period_end).toBe(true);

    // Again: nothing more to do. And the webhook echo of the change agrees.
    expect((await cancel(cookie)).status).toBe(200);
    await deliverAll(await eventsAtDouble(String((await subscriptionRow(user.id))?.stripe_customer_id)));
    expect(await statusOf(cookie)).toMatchObject({ hasActiveSubscription: true, cancelAtPeriodEnd: true });
  });
});

describe('POST /api/apply-retention-discount', () => {
  it('puts 50% off for 3 months on the subscription, once per customer', async () => {
    const { cookie, user } = await signedInUser();
    await subscribeMonthly(cookie);
    const response = await applyDiscount(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      hasActiveSubscription: true,
      retentionDiscountApplied: true,
      cancelAtPeriodEnd: false,
    });
    expect((await stripeSubscriptionOf(user.id)).discounts).toHaveLength(1);
    const coupon = await stripe.coupons.retrieve('pubgolf-retention-50');
    expect(coupon).toMatchObject({ percent_off: 50, duration: 'repeating', duration_in_months: 3 });

    const second = await applyDiscount(cookie);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).code).toBe('retention_discount_used');
  });

  it('keeps a subscription that was already set to cancel', async () => {
    const { cookie } = await signedInUser();
    await subscribeMonthly(cookie);
    await cancel(cookie);
    const response = await applyDiscount(cookie);
    expect(await response.json()).toMatchObject({ cancelAtPeriodEnd: false, retentionDiscountApplied: true });
  });
});
