/**
 * The Stripe ids of the two prices and the retention coupon: from configuration when set,
 * else looked up (prices by lookup_key, the coupon by its fixed id) or created once, and
 * cached in KV. Creation is idempotent, so two Workers racing on a fresh account make one.
 */
import {
  CURRENCY,
  LIFETIME_PRICE_CENTS,
  MONTHLY_PRICE_CENTS,
  RETENTION_MONTHS,
  RETENTION_PERCENT_OFF,
} from '../../../src/domain/billing';
import type { Stripe } from '../../adapters/stripe';
import type { CatalogIds } from './config';

export const MONTHLY_LOOKUP_KEY = 'pubgolf_monthly';
export const LIFETIME_LOOKUP_KEY = 'pubgolf_lifetime';
export const RETENTION_COUPON_ID = 'pubgolf-retention-50';
const CACHE_TTL_SECONDS = 24 * 60 * 60;

export interface Catalog {
  monthlyPriceId(): Promise<string>;
  lifetimePriceId(): Promise<string>;
  retentionCouponId(): Promise<string>;
}

export function stripeCatalog(stripe: Stripe, cache: KVNamespace, configured: CatalogIds, secretKey: string): Catalog {
  // Test-mode and live ids differ; keeping them apart lets one KV namespace survive a key change.
  const mode = secretKey.startsWith('sk_live_') ? 'live' : 'test';
  const cached = async (name: string, find: () => Promise<string>) => {
    const key = `billing:${mode}:${name}`;
    const hit = await cache.get(key);
    if (hit) return hit;
    const id = await find();
    await cache.put(key, id, { expirationTtl: CACHE_TTL_SECONDS });
    return id;
  };

  return {
    monthlyPriceId: () =>
      configured.monthlyPriceId
        ? Promise.resolve(configured.monthlyPriceId)
        : cached(MONTHLY_LOOKUP_KEY, () =>
            findOrCreatePrice(stripe, MONTHLY_LOOKUP_KEY, {
              unit_amount: MONTHLY_PRICE_CENTS,
              recurring: { interval: 'month' },
              product_data: { name: 'Pub Golf Monthly' },
            }),
          ),
    lifetimePriceId: () =>
      configured.lifetimePriceId
        ? Promise.resolve(configured.lifetimePriceId)
        : cached(LIFETIME_LOOKUP_KEY, () =>
            findOrCreatePrice(stripe, LIFETIME_LOOKUP_KEY, {
              unit_amount: LIFETIME_PRICE_CENTS,
              product_data: { name: 'Pub Golf Lifetime' },
            }),
          ),
    retentionCouponId: () =>
      configured.retentionCouponId
        ? Promise.resolve(configured.retentionCouponId)
        : cached(RETENTION_COUPON_ID, () => findOrCreateRetentionCoupon(stripe)),
  };
}

async function findOrCreatePrice(
  stripe: Stripe,
  lookupKey: string,
  params: Pick<Stripe.PriceCreateParams, 'unit_amount' | 'recurring' | 'product_data'>,
): Promise<string> {
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing) return existing.id;
  const created = await stripe.prices.create(
    { currency: CURRENCY, lookup_key: lookupKey, ...params },
    { idempotencyKey: `pubgolf-price-${lookupKey}` },
  );
  return created.id;
}

async function findOrCreateRetentionCoupon(stripe: Stripe): Promise<string> {
  const existing = await retrieveCoupon(stripe);
  if (existing) return existing;
  try {
    const created = await stripe.coupons.create({
      id: RETENTION_COUPON_ID,
      name: `${RETENTION_PERCENT_OFF}% off for ${RETENTION_MONTHS} months`,
      percent_off: RETENTION_PERCENT_OFF,
      duration: 'repeating',
      duration_in_months: RETENTION_MONTHS,
    });
    return created.id;
  } catch (error) {
    // Another request created it first.
    if ((error as { code?: unknown }).code === 'resource_already_exists') return RETENTION_COUPON_ID;
    throw error;
  }
}

async function retrieveCoupon(stripe: Stripe): Promise<string | null> {
  try {
    return (await stripe.coupons.retrieve(RETENTION_COUPON_ID)).id;
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) return null;
    throw error;
  }
}
