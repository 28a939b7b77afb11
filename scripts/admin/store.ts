/**
 * What the operators' commands (commands.ts) run on: D1's SQL, the CACHE namespace in KV and
 * Stripe. `npm run admin` reaches them through wrangler (wrangler-store.ts); the commands'
 * tests run the same commands in-process on SQLite (sqlite-store.ts).
 */
import type { createStripeClient } from '../../worker/adapters/stripe.ts';

export type Row = Record<string, unknown>;

/** One SQL statement; `?1`, `?2`… in it stand for its parameters in order. */
export interface Statement {
  sql: string;
  params?: readonly string[];
}

export interface AdminStore {
  /** The rows one statement answers. */
  query(sql: string, params?: readonly string[]): Promise<Row[]>;
  /** The statements in order as one batch, all or none: each one's rows. */
  batch(statements: readonly Statement[]): Promise<Row[][]>;
  deleteKeys(keys: readonly string[]): Promise<void>;
  /** Writes each key's value (the tests seed KV with it). */
  putKeys(entries: Readonly<Record<string, string>>): Promise<void>;
  /** The keys there are now (the tests read KV back with it). */
  listKeys(): Promise<string[]>;
  /** Cancels a Stripe subscription at once; one already gone from Stripe counts as cancelled. */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

/** Cancels at once through the SDK; one Stripe no longer knows has nothing left to bill. */
export async function cancelWith(client: ReturnType<typeof createStripeClient>, subscriptionId: string): Promise<void> {
  try {
    await client.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'resource_missing') return;
    throw error;
  }
}
