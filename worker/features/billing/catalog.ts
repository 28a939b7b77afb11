/**
 * The Stripe ids of the two prices and the retention coupon: from configuration when set,
 * else looked up (prices by lookup_key, the coupon by its fixed id) or created once, and
 * cached in KV. Creation is idempotent, so two Workers racing on a fresh account make one.
 *
 * A cached id can outlive what it names: the price is archived, or (locally) the Stripe
 * double restarted while KV kept its entries. Every use goes through `use`, which, when
 * Stripe answers that the id is unknown or archived, finds or creates the item again,
 * replaces the cached id and runs the call once more.
 */
import {
  CURRENCY,
  LIFETIME_PRICE_CENTS,
  MONTHLY_PRICE_CENTS,
  RETENTION_MONTHS,
  RETENTION_PERCENT_OFF,
} from '../../../domain/billing';
import type { Stripe } from '../../adapters/stripe';
import type { CatalogIds } from '../../config';

const MONTHLY_LOOKUP_KEY = 'pubgolf_monthly';
const LIFETIME_LOOKUP_KEY = 'pubgolf_lifetime';
const RETENTION_COUPON_ID = 'pubgolf-retention-50';
const CACHE_TTL_SECONDS = 24 * 60 * 60;

type CatalogItem = 'monthlyPrice' | 'lifetimePrice' | 'retentionCoupon';

export interface Catalog {
  /** The item's id, as configured or cached. */
  id(item: CatalogItem): Promise<string>;
  /** Runs `call` with the item's id; when Stripe no longer knows a cached id, once more with a fresh one. */
  use<T>(item: CatalogItem, call: (id: string) => Promise<T>): Promise<T>;
}

/** Thrown by a call that finds the id it was given unusable, though Stripe answered without error. */
class CatalogIdGone extends Error {
  constructor(readonly id: string) {
    super(`The catalog id ${id} is no longer usable`);
  }
}

export function stripeCatalog(stripe: Stripe, cache: KVNamespace, configured: CatalogIds, secretKey: string): Catalog {
  // Test-mode and live ids differ; keeping them apart lets one KV namespace survive a key change.
  const mode = secretKey.startsWith('sk_live_') ? 'live' : 'test';
  const items: Record<
    CatalogItem,
    { configured: string | null; cacheName: string; find: (stale: string | null) => Promise<string> }
  > = {
    monthlyPrice: {
      configured: configured.monthlyPriceId,
      cacheName: MONTHLY_LOOKUP_KEY,
      find: (stale) =>
        findOrCreatePrice(stripe, MONTHLY_LOOKUP_KEY, stale, {
          unit_amount: MONTHLY_PRICE_CENTS,
          recurring: { interval: 'month' },
          product_data: { name: 'Pub Golf Monthly' },
        }),
    },
    lifetimePrice: {
      configured: configured.lifetimePriceId,
      cacheName: LIFETIME_LOOKUP_KEY,
      find: (stale) =>
        findOrCreatePrice(stripe, LIFETIME_LOOKUP_KEY, stale, {
          unit_amount: LIFETIME_PRICE_CENTS,
          product_data: { name: 'Pub Golf Lifetime' },
        }),
    },
    retentionCoupon: {
      configured: configured.retentionCouponId,
      cacheName: RETENTION_COUPON_ID,
      find: () => findOrCreateRetentionCoupon(stripe),
    },
  };

  const cacheKey = (item: CatalogItem) => `billing:${mode}:${items[item].cacheName}`;
  const refresh = async (item: CatalogItem, stale: string | null) => {
    const id = await items[item].find(stale);
    await cache.put(cacheKey(item), id, { expirationTtl: CACHE_TTL_SECONDS });
    return id;
  };
  const id = async (item: CatalogItem) =>
    items[item].configured ?? (await cache.get(cacheKey(item))) ?? refresh(item, null);

  return {
    id,
    async use(item, call) {
      const first = await id(item);
      try {
        return await call(first);
      } catch (error) {
        // A configured id is the operator's to fix; finding it again would find the same one.
        if (items[item].configured || !isGone(error, first)) throw error;
        await cache.delete(cacheKey(item));
        // The same id again is fine: a coupon keeps its fixed id when it is made anew.
        return call(await refresh(item, first));
      }
    },
  };
}

/** For a call that only names the price (a PaymentIntent has no price): Stripe's word that it still exists and is active. */
export async function requireActivePrice(stripe: Stripe, priceId: string): Promise<void> {
  const price = await stripe.prices.retrieve(priceId);
  if (!price.active) throw new CatalogIdGone(priceId);
}

/**
 * Whether Stripe's error says this id names nothing usable: deleted or never made here
 * (resource_missing, "No such price: 'price_…'"), or an archived price, which Stripe
 * refuses with a message and no code.
 */
function isGone(error: unknown, id: string): boolean {
  if (error instanceof CatalogIdGone) return error.id === id;
  const { code, statusCode, message } = error as { code?: unknown; statusCode?: unknown; message?: unknown };
  if (typeof message !== 'string') return false;
  if (code === 'resource_missing' || statusCode === 404 || message.startsWith('No such ')) return message.includes(id);
  return message.startsWith('The price specified is inactive');
}

/**
 * The active price with this lookup key, else a new one. A new price takes the lookup key
 * from an archived one. Its idempotency key names the id it replaces, so racing Workers
 * make one replacement, and a replay of the first creation cannot answer the archived id.
 */
async function findOrCreatePrice(
  stripe: Stripe,
  lookupKey: string,
  stale: string | null,
  params: Pick<Stripe.PriceCreateParams, 'unit_amount' | 'recurring' | 'product_data'>,
): Promise<string> {
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing && existing.id !== stale) return existing.id;
  const created = await stripe.prices.create(
    { currency: CURRENCY, lookup_key: lookupKey, transfer_lookup_key: true, ...params },
    { idempotencyKey: stale ? `pubgolf-price-${lookupKey}-replacing-${stale}` : `pubgolf-price-${lookupKey}` },
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
