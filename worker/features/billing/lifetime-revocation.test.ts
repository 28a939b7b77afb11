import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import {
  buyLifetime,
  confirmLifetime,
  deliverAll,
  payAtDouble,
  startPayment,
  statusOf,
} from '../../test/billing-helpers';
import { errorOf } from '../../test/http';
import { chargeRefundedEvent, disputeCreatedEvent, NOW, send } from '../../test/stripe-events';

const REVOKED = { hasActiveSubscription: false, status: 'canceled' };

async function expectConfirmRefused(cookie: string, paymentIntentId: string) {
  const response = await confirmLifetime(cookie, paymentIntentId);
  expect(response.status).toBe(409);
  expect((await errorOf(response)).code).toBe('payment_revoked');
}

describe('POST /api/stripe/webhook: lifetime refunds and disputes', () => {
  it('takes lifetime back after a full refund; a replay, a late success event or a confirmation does not give it back', async () => {
    const { cookie } = await signedInUser();
    const { paymentIntentId, deliveries } = await buyLifetime(cookie);
    const refund = chargeRefundedEvent({ paymentIntent: paymentIntentId, refunded: true, created: NOW });
    expect(await send(refund)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await statusOf(cookie)).toMatchObject(REVOKED);

    expect((await send(refund)).body.outcome).toBe('duplicate');
    await deliverAll(deliveries); // payment_intent.succeeded, delivered after the refund
    await expectConfirmRefused(cookie, paymentIntentId);
    expect(await statusOf(cookie)).toMatchObject(REVOKED);
  });

  it('keeps lifetime after a partial refund', async () => {
    const { cookie } = await signedInUser();
    const { paymentIntentId } = await buyLifetime(cookie);
    const partial = chargeRefundedEvent({ paymentIntent: paymentIntentId, refunded: false, created: NOW });
    expect((await send(partial)).body.outcome).toBe('ignored');
    expect((await statusOf(cookie)).status).toBe('lifetime');
  });

  it('takes lifetime back when the payment is disputed', async () => {
    const { cookie } = await signedInUser();
    const { paymentIntentId } = await buyLifetime(cookie);
    expect((await send(disputeCreatedEvent({ paymentIntent: paymentIntentId, created: NOW }))).body.outcome).toBe(
      'applied',
    );
    expect(await statusOf(cookie)).toMatchObject(REVOKED);
  });

  it('remembers a refund that arrives before the payment it refunds was granted', async () => {
    const { cookie } = await signedInUser();
    const { clientSecret } = await startPayment(cookie, 'lifetime');
    const paid = await payAtDouble(clientSecret);
    const paymentIntentId = paid.payment_intent?.id ?? '';
    expect(
      (await send(chargeRefundedEvent({ paymentIntent: paymentIntentId, refunded: true, created: NOW }))).body.outcome,
    ).toBe('applied');
    await deliverAll(paid.deliveries ?? []);
    await expectConfirmRefused(cookie, paymentIntentId);
    expect((await statusOf(cookie)).hasActiveSubscription).toBe(false);
  });

  it('lets a member whose lifetime was refunded buy it again', async () => {
    const { cookie } = await signedInUser();
    const first = await buyLifetime(cookie);
    await send(chargeRefundedEvent({ paymentIntent: first.paymentIntentId, refunded: true, created: NOW }));
    const second = await buyLifetime(cookie);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(await statusOf(cookie)).toMatchObject({ hasActiveSubscription: true, status: 'lifetime' });
  });

  it('ignores refunds and disputes of payments that are not lifetime purchases', async () => {
    for (const stranger of [
      chargeRefundedEvent({ paymentIntent: 'pi_notalifetimepurchase', refunded: true, created: NOW }),
      disputeCreatedEvent({ paymentIntent: 'pi_notalifetimepurchase', created: NOW }),
    ]) {
      expect((await send(stranger)).body.outcome).toBe('ignored');
    }
  });
});
