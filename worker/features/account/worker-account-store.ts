/** The player's data as the Worker reaches it: D1 and KV by binding, Stripe through the official client. */
import { createStripeClient } from '../../adapters/stripe';
import { billingConfig, ConfigError } from '../../config';
import { ApiError } from '../../errors';
import { courseBoardKey, LEADERBOARD_CACHE_KEY, shareCodeKey } from '../../lib/kv-keys';
import type { AccountStore, KvKeys } from './user-data';

export const KV_KEYS: KvKeys = {
  leaderboard: LEADERBOARD_CACHE_KEY,
  courseBoard: courseBoardKey,
  shareCode: shareCodeKey,
};

export function workerAccountStore(env: Env): AccountStore {
  return {
    async first(sql, param) {
      const row = await env.DB.prepare(sql).bind(param).first<{ data: string | null }>();
      return row?.data ?? null;
    },
    async runAll(sqls, param) {
      await env.DB.batch(sqls.map((sql) => env.DB.prepare(sql).bind(param)));
    },
    async deleteKeys(keys) {
      await Promise.all(keys.map((key) => env.CACHE.delete(key)));
    },
    async cancelSubscription(subscriptionId) {
      await cancelAtOnce(env, subscriptionId);
    },
    async leaveGames(userId, codes) {
      await Promise.all(codes.map((code) => env.GAME_ROOM.getByName(code).eraseMember(userId)));
      return true;
    },
    liveGame(code, userId) {
      return env.GAME_ROOM.getByName(code).exportFor(userId);
    },
  };
}

const NOT_CANCELLED = 'Your subscription could not be cancelled, so nothing was deleted. Please try again.';

async function cancelAtOnce(env: Env, subscriptionId: string): Promise<void> {
  let config;
  try {
    config = billingConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    throw new ApiError(503, 'payments_unavailable', NOT_CANCELLED);
  }
  try {
    await createStripeClient(config).subscriptions.cancel(subscriptionId);
  } catch (error) {
    // Already gone from Stripe: nothing is left to bill.
    if (isStripeError(error) && error.code === 'resource_missing') return;
    console.error('Could not cancel the subscription of an account being deleted', subscriptionId, error);
    throw new ApiError(502, 'subscription_not_cancelled', NOT_CANCELLED);
  }
}

function isStripeError(error: unknown): error is { code?: string } {
  return typeof error === 'object' && error !== null && 'code' in error;
}
