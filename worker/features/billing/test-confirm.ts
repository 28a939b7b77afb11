import type { TestConfirmRequest, TestConfirmResponse } from '../../../domain/billing';
import type { User } from '../../db/schema';
import { ApiError } from '../../errors';
import type { BillingDeps } from './billing-deps';
import { retrievePaymentIntent } from './payment-intent';
import { findSubscription } from './subscription-store';

/**
 * Test mode only: pays a client secret with a test card through the local double, as
 * Stripe.js would in the browser. The double then posts the signed webhook events.
 */
export async function testConfirm(
  deps: BillingDeps,
  user: User,
  request: TestConfirmRequest,
): Promise<TestConfirmResponse> {
  const baseUrl = deps.config.apiBaseUrl;
  if (!deps.config.testMode || !baseUrl) throw new ApiError(404, 'not_found', 'No such API route');
  const intentId = request.clientSecret.slice(0, request.clientSecret.indexOf('_secret_'));
  const [row, intent] = await Promise.all([
    findSubscription(deps.db, user.id),
    retrievePaymentIntent(deps.stripe, intentId),
  ]);
  if (
    !row?.stripeCustomerId ||
    intent.customer !== row.stripeCustomerId ||
    intent.client_secret !== request.clientSecret
  ) {
    throw new ApiError(403, 'not_your_payment', 'This payment belongs to another account.');
  }
  const response = await fetch(new URL('/__test/confirm', baseUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${deps.config.secretKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret: request.clientSecret, card_number: request.cardNumber.replace(/\s/g, '') }),
  });
  const body = (await response.json()) as {
    payment_intent?: { id: string; status: string };
    error?: { code?: string; message?: string };
  };
  if (response.status === 402) {
    throw new ApiError(402, body.error?.code ?? 'card_declined', body.error?.message ?? 'Your card was declined.');
  }
  if (!response.ok || !body.payment_intent) {
    throw new ApiError(502, 'payments_unavailable', body.error?.message ?? 'The test payment service failed.');
  }
  return { paymentIntentId: body.payment_intent.id, status: body.payment_intent.status };
}
