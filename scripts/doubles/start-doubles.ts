/**
 * Starts every loopback double for the outside services and reports the configuration
 * that points the Worker's real clients at them.
 */
import path from 'node:path';
import { startOidcDouble } from './oidc-double.ts';
import { startPlacesDouble } from './places-double.ts';
import { startPushDouble } from './push-double.ts';
import { startStripeDouble } from './stripe-double.ts';

export interface Doubles {
  env: Record<string, string>;
  /** Tells the doubles that call back (Stripe's webhooks) where the app is, once its URL is known. */
  setAppUrl: (appUrl: string) => void;
  /** The push service double, whose `/sent` lists the notifications the Worker sent through it. */
  pushOrigin: string;
  stop: () => Promise<void>;
}

/** With a `stateDir`, the doubles that keep records (Stripe's, the push double's VAPID keys) keep them there across restarts. */
export async function startDoubles({ stateDir }: { stateDir?: string } = {}): Promise<Doubles> {
  const stripeState = stateDir ? { stateFile: path.join(stateDir, 'stripe-double.json') } : {};
  const pushState = stateDir ? { stateFile: path.join(stateDir, 'push-double-vapid.json') } : {};
  const [oidc, places, stripe, push] = await Promise.all([
    startOidcDouble(),
    startPlacesDouble(),
    startStripeDouble(stripeState),
    startPushDouble(pushState),
  ]);
  const started: { env: Record<string, string>; stop: () => Promise<void> }[] = [oidc, places, stripe, push];
  return {
    env: Object.assign({}, ...started.map((double) => double.env)),
    pushOrigin: push.origin,
    setAppUrl: (appUrl) => stripe.setWebhookTarget(new URL('/api/stripe/webhook', appUrl).toString()),
    stop: async () => {
      await Promise.all(started.map((double) => double.stop()));
    },
  };
}
