/**
 * The operators' commands in-process, for their tests: SQL on a plain SQLite file migrated as
 * local D1 is (local-d1.ts), KV as a map in memory, Stripe through the SDK to the loopback double.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { createStripeClient } from '../../worker/adapters/stripe.ts';
import { cancelWith, type AdminStore, type Row, type Statement } from './store.ts';

export function sqliteStore(db: DatabaseSync, stripe: ReturnType<typeof createStripeClient>): AdminStore {
  const kv = new Map<string, string>();
  // SQLite binds ?1, ?2… to the values in order, as D1 does.
  const run = ({ sql, params = [] }: Statement) => db.prepare(sql).all(...params) as Row[];
  return {
    query: async (sql, params) => run({ sql, params }),
    batch: async (statements) => {
      db.exec('begin');
      try {
        const rows = statements.map(run);
        db.exec('commit');
        return rows;
      } catch (error) {
        db.exec('rollback');
        throw error;
      }
    },
    deleteKeys: async (keys) => {
      for (const key of keys) kv.delete(key);
    },
    putKeys: async (entries) => {
      for (const [key, value] of Object.entries(entries)) kv.set(key, value);
    },
    listKeys: async () => [...kv.keys()],
    cancelSubscription: (subscriptionId) => cancelWith(stripe, subscriptionId),
  };
}
