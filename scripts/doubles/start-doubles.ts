/**
 * Starts every loopback double for the outside services and reports the configuration
 * that points the Worker's real clients at them.
 */
import path from 'node:path';
import { startOidcDouble } from './oidc-double.ts';
import { startPlacesDouble } from './places-double.ts';
import { startStripeDouble } from './stripe-double.ts';

export interface Doubles {
  env: Record<string, string>;
  /** Tells the doubles that call back (Stripe's webhooks) where the app is, once its URL is known. */
  setAppUrl: (appUrl: string) => void;
  stop: () => Promise<void>;
}

/** With a `stateDir`, the doubles that keep records (Stripe's) keep them there across restarts. */
export async function startDoubles({ stateDir }: { stateDir?: string } = {}): Promise<Doubles> {
  const stripeState = stateDir ? { stateFile: path.join(stateDir, 'stripe-double.json') } : {};
  const [oidc, places, stripe] = await Promise.all([
    startOidcDouble(),
    startPlacesDouble(),
    startStripeDouble(stripeState),
  ]);
  const started: { env: Record<string, string>; stop: () => Promise<void> }[] = [oidc, places, stripe];
  return {
    env: Object.assign({}, ...started.map((double) => double.env)),
    setAppUrl: (appUrl) => stripe.setWebhookTarget(new URL('/api/stripe/webhook', appUrl).toString()),
    stop: async () => {
      await Promise.all(started.map((double) => double.stop()));
    },
  };
}
