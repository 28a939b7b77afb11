import { queryOptions } from '@tanstack/react-query';
import {
  billingConfigSchema,
  getOrCreateSubscriptionResponseSchema,
  testConfirmResponseSchema,
  type GetOrCreateSubscriptionResponse,
  type Plan,
} from '../../../domain/billing';
import { apiFetch, apiJson, errorMessage, HttpError } from '../../lib/api-fetch';
import type { PaymentOutcome } from './payment-method';

/** Which payment form to show, and the keys it needs. */
export const billingConfigQuery = queryOptions({
  queryKey: ['billing', 'config'],
  queryFn: ({ signal }) => apiJson('/api/billing/config', billingConfigSchema, { signal }),
});

export function getOrCreateSubscription(plan: Plan): Promise<GetOrCreateSubscriptionResponse> {
  return apiJson('/api/get-or-create-subscription', getOrCreateSubscriptionResponseSchema, {
    method: 'POST',
    body: { plan },
  });
}

export async function updateSubscriptionPlan(plan: Plan): Promise<void> {
  await apiFetch('/api/update-subscription-plan', { method: 'POST', body: { plan } });
}

export async function confirmLifetimePayment(paymentIntentId: string): Promise<void> {
  await apiFetch('/api/confirm-lifetime-payment', { method: 'POST', body: { paymentIntentId } });
}

/** Local test mode only: the Worker confirms through the Stripe double, as Stripe.js would. */
export async function testConfirmPayment(clientSecret: string, cardNumber: string): Promise<PaymentOutcome> {
  try {
    const { paymentIntentId } = await apiJson('/api/billing/test-confirm', testConfirmResponseSchema, {
      method: 'POST',
      body: { clientSecret, cardNumber },
    });
    return { ok: true, paymentIntentId };
  } catch (error) {
    if (error instanceof HttpError && error.status === 402) return { ok: false, message: errorMessage(error) };
    throw error;
  }
}
