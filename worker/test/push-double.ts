/** The push service double as the Worker tests reach it: subscriptions it makes, and the pushes it received. */
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Provided by worker/test/global-setup.ts, which the Worker's type check leaves out. */
    pushDoubleUrl: string;
  }
}

const PUSH_DOUBLE = inject('pushDoubleUrl');

export interface DoubleSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SentPush {
  endpoint: string;
  ttl: string | null;
  status: number;
  notice: { title: string; body: string; url: string; tag: string } | null;
}

/** A subscription the double made, as a browser's `PushSubscription.toJSON()` gives it; `failWith` answers every push with that status. */
export async function doubleSubscription(failWith?: number): Promise<DoubleSubscription> {
  const response = await fetch(`${PUSH_DOUBLE}/subscriptions`, {
    method: 'POST',
    body: JSON.stringify(failWith ? { failWith } : {}),
  });
  return (await response.json()) as DoubleSubscription;
}

/** The pushes the double received for one subscription, oldest first. */
export async function sentTo(endpoint: string): Promise<SentPush[]> {
  const response = await fetch(`${PUSH_DOUBLE}/sent?endpoint=${encodeURIComponent(endpoint)}`);
  return (await response.json()) as SentPush[];
}
