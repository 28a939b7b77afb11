/**
 * The official Stripe SDK with Workers' fetch and SubtleCrypto. In local mode and in tests the
 * same client talks to the loopback double (scripts/doubles/stripe-double.ts) through the
 * SDK's host/port/protocol options.
 */
import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** The local double; null means api.stripe.com. */
  apiBaseUrl: URL | null;
}

export function createStripeClient({ secretKey, apiBaseUrl }: StripeClientOptions): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    ...(apiBaseUrl
      ? { host: apiBaseUrl.hostname, port: Number(apiBaseUrl.port || 80), protocol: 'http' as const }
      : {}),
  });
}

/**
 * The event, when the Stripe-Signature header proves Stripe sent this exact body within the
 * SDK's default tolerance (300 s); throws otherwise. The synchronous `constructEvent` cannot
 * run on Workers: https://docs.stripe.com/webhooks#verify-events
 */
export function verifyWebhookEvent(payload: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(
    payload,
    signature,
    secret,
    undefined,
    Stripe.createSubtleCryptoProvider(),
  );
}

export { Stripe };
