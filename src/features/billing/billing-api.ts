import type { BillingConfig, GetOrCreateSubscriptionResponse, Plan } from '../../domain/billing';
import { apiFetch, apiJson, errorMessage, HttpError } from '../../lib/api-fetch';
import type { PaymentOutcome } from './payment-method';

export const BILLING_CONFIG_KEY = ['/api/billing/config'] as const;

export function getBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return apiJson<BillingConfig>(BILLING_CONFIG_KEY[0], { signal });
}

export function getOrCreateSubscription(plan: Plan): Promise<GetOrCreateSubscriptionResponse> {
  return apiJson<GetOrCreateSubscriptionResponse>('/api/get-or-create-subscription', { method: 'POST', body: { plan } });
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
    const { paymentIntentId } = await apiJson<{ paymentIntentId: string | null }>('/api/billing/test-confirm', {
      method: 'POST',
      body: { clientSecret, cardNumber },
    });
    return { ok: true, paymentIntentId };
  } catch (error) {
    if (error instanceof HttpError && error.status === 402) return { ok: false, message: errorMessage(error) };
    throw error;
  }
}
