import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { billingConfig, stripe } from '../../test/billing-helpers';
import { stripeCatalog } from './catalog';

const NONE = { monthlyPriceId: null, lifetimePriceId: null, retentionCouponId: null };

describe('stripeCatalog', () => {
  it('finds or creates each price once by lookup key, and caches the ids in KV', async () => {
    const catalog = stripeCatalog(stripe, env.CACHE, NONE, billingConfig.secretKey);
    const [monthly, lifetime] = await Promise.all([catalog.monthlyPriceId(), catalog.lifetimePriceId()]);
    // A second Worker with an empty cache finds the same prices instead of making new ones.
    await env.CACHE.delete('billing:test:pubgolf_monthly');
    expect(await stripeCatalog(stripe, env.CACHE, NONE, billingConfig.secretKey).monthlyPriceId()).toBe(monthly);
    expect(await env.CACHE.get('billing:test:pubgolf_lifetime')).toBe(lifetime);

    const prices = await stripe.prices.list({ lookup_keys: ['pubgolf_monthly', 'pubgolf_lifetime'] });
    expect(prices.data.map((price) => [price.lookup_key, price.unit_amount, price.recurring?.interval ?? null]).sort()).toEqual([
      ['pubgolf_lifetime', 999, null],
      ['pubgolf_monthly', 299, 'month'],
    ]);
  });

  it('creates the retention coupon once: 50% off, repeating for 3 months', async () => {
    const catalog = stripeCatalog(stripe, env.CACHE, NONE, billingConfig.secretKey);
    expect(await catalog.retentionCouponId()).toBe('pubgolf-retention-50');
    await env.CACHE.delete('billing:test:pubgolf-retention-50');
    expect(await catalog.retentionCouponId()).toBe('pubgolf-retention-50');
    expect(await stripe.coupons.retrieve('pubgolf-retention-50')).toMatchObject({ percent_off: 50, duration: 'repeating', duration_in_months: 3 });
  });

  it('uses configured ids without asking Stripe', async () => {
    const configured = { monthlyPriceId: 'price_configured_m', lifetimePriceId: 'price_configured_l', retentionCouponId: 'winback' };
    const catalog = stripeCatalog(stripe, env.CACHE, configured, billingConfig.secretKey);
    expect([await catalog.monthlyPriceId(), await catalog.lifetimePriceId(), await catalog.retentionCouponId()]).toEqual([
      'price_configured_m',
      'price_configured_l',
      'winback',
    ]);
  });
});
