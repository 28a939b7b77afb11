import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import { billingConfig, callApi, startPayment, stripe, subscribeMonthly } from '../../test/billing-helpers';
import { stripeCatalog } from './catalog';

const NONE = { monthlyPriceId: null, lifetimePriceId: null, retentionCouponId: null };

describe('stripeCatalog', () => {
  it('finds or creates each price once by lookup key, and caches the ids in KV', async () => {
    const catalog = stripeCatalog(stripe, env.CACHE, NONE, billingConfig.secretKey);
    const [monthly, lifetime] = await Promise.all([catalog.id('monthlyPrice'), catalog.id('lifetimePrice')]);
    // A second Worker with an empty cache finds the same prices instead of making new ones.
    await env.CACHE.delete('billing:test:pubgolf_monthly');
    expect(await stripeCatalog(stripe, env.CACHE, NONE, billingConfig.secretKey).id('monthlyPrice')).toBe(monthly);
    expect(await env.CACHE.get('billing:test:pubgolf_lifetime')).toBe(lifetime);

    const prices = await stripe.prices.list({ lookup_keys: ['pubgolf_monthly', 'pubgolf_lifetime'] });
    expect(
      prices.data.map((price) => [price.lookup_key, price.unit_amount, price.recurring?.interval ?? null]).sort(),
    ).toEqual([
      ['pubgolf_lifetime', 999, null],
      ['pubgolf_monthly', 299, 'month'],
    ]);
  });

  it('creates the retention coupon once: 50% off, repeating for 3 months', async () => {
    const catalog = stripeCatalog(stripe, env.CACHE, NONE, billingConfig.secretKey);
    expect(await catalog.id('retentionCoupon')).toBe('pubgolf-retention-50');
    await env.CACHE.delete('billing:test:pubgolf-retention-50');
    expect(await catalog.id('retentionCoupon')).toBe('pubgolf-retention-50');
    expect(await stripe.coupons.retrieve('pubgolf-retention-50')).toMatchObject({
      percent_off: 50,
      duration: 'repeating',
      duration_in_months: 3,
    });
  });

  it('uses configured ids without asking Stripe', async () => {
    const configured = {
      monthlyPriceId: 'price_configured_m',
      lifetimePriceId: 'price_configured_l',
      retentionCouponId: 'winback',
    };
    const catalog = stripeCatalog(stripe, env.CACHE, configured, billingConfig.secretKey);
    expect([
      await catalog.id('monthlyPrice'),
      await catalog.id('lifetimePrice'),
      await catalog.id('retentionCoupon'),
    ]).toEqual(['price_configured_m', 'price_configured_l', 'winback']);
  });
});

/** What KV holds after a restart of Stripe's side, or after a price is archived: an id Stripe no longer knows. */
describe('a cached id that Stripe no longer knows', () => {
  it('is found again by lookup key and replaced, and the monthly checkout still succeeds', async () => {
    const { cookie } = await signedInUser();
    await env.CACHE.put('billing:test:pubgolf_monthly', 'price_gone0000000000000000');
    expect((await startPayment(cookie, 'monthly')).status).toBe('incomplete');
    const cached = await env.CACHE.get('billing:test:pubgolf_monthly');
    expect(cached).toMatch(/^price_/);
    expect(cached).not.toBe('price_gone0000000000000000');
    expect((await stripe.prices.retrieve(cached ?? '')).lookup_key).toBe('pubgolf_monthly');
  });

  it('is replaced for the retention coupon, and the discount is still applied', async () => {
    const { cookie } = await signedInUser();
    await subscribeMonthly(cookie);
    await env.CACHE.put('billing:test:pubgolf-retention-50', 'coupon_gone');
    const response = await callApi('/api/apply-retention-discount', { cookie, body: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ retentionDiscountApplied: true });
    expect(await env.CACHE.get('billing:test:pubgolf-retention-50')).toBe('pubgolf-retention-50');
  });

  it('is replaced when the cached monthly price was archived', async () => {
    const { cookie } = await signedInUser();
    const archived = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 299,
      recurring: { interval: 'month' },
      product_data: { name: 'Old monthly' },
    });
    await stripe.prices.update(archived.id, { active: false });
    await env.CACHE.put('billing:test:pubgolf_monthly', archived.id);
    expect((await startPayment(cookie, 'monthly')).status).toBe('incomplete');
    const cached = await env.CACHE.get('billing:test:pubgolf_monthly');
    expect((await stripe.prices.retrieve(cached ?? '')).lookup_key).toBe('pubgolf_monthly');
  });

  it('is replaced for the lifetime price that labels the PaymentIntent', async () => {
    const { cookie } = await signedInUser();
    await env.CACHE.put('billing:test:pubgolf_lifetime', 'price_gone1111111111111111');
    const { clientSecret } = await startPayment(cookie, 'lifetime');
    const intent = await stripe.paymentIntents.retrieve(clientSecret.slice(0, clientSecret.indexOf('_secret_')));
    const cached = await env.CACHE.get('billing:test:pubgolf_lifetime');
    expect(cached).not.toBe('price_gone1111111111111111');
    expect(intent.metadata.priceId).toBe(cached);
    expect((await stripe.prices.retrieve(cached ?? '')).lookup_key).toBe('pubgolf_lifetime');
  });

  it('is replaced when the cached lifetime price was archived', async () => {
    const { cookie } = await signedInUser();
    const archived = await stripe.prices.create({
      currency: 'usd',
      unit_amount: 999,
      product_data: { name: 'Old lifetime' },
    });
    await stripe.prices.update(archived.id, { active: false });
    await env.CACHE.put('billing:test:pubgolf_lifetime', archived.id);
    const { clientSecret } = await startPayment(cookie, 'lifetime');
    const intent = await stripe.paymentIntents.retrieve(clientSecret.slice(0, clientSecret.indexOf('_secret_')));
    expect((await stripe.prices.retrieve(intent.metadata.priceId ?? '')).lookup_key).toBe('pubgolf_lifetime');
  });
});
