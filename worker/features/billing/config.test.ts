import { describe, expect, it } from 'vitest';
import { parseBillingConfig } from './config';

const SECRETS = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };

describe('parseBillingConfig', () => {
  it('talks to api.stripe.com, not in test mode, when no base URL is set', () => {
    const config = parseBillingConfig({ APP_ENV: 'production', ...SECRETS });
    expect(config).toMatchObject({ apiBaseUrl: null, testMode: false, secretKey: 'sk_test_x' });
    expect(config.catalog).toEqual({ monthlyPriceId: null, lifetimePriceId: null, retentionCouponId: null });
  });

  it('names the missing secrets', () => {
    expect(() => parseBillingConfig({ APP_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      'Payments are not configured: set STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY',
    );
  });

  it('accepts the local double only on loopback http, and never in production', () => {
    const local = parseBillingConfig({ APP_ENV: 'local', ...SECRETS, STRIPE_API_BASE_URL: 'http://127.0.0.1:4242' });
    expect(local.testMode).toBe(true);
    expect(local.apiBaseUrl?.port).toBe('4242');
    expect(() => parseBillingConfig({ APP_ENV: 'local', ...SECRETS, STRIPE_API_BASE_URL: 'http://stripe.example.com' })).toThrow(/loopback/);
    expect(() => parseBillingConfig({ APP_ENV: 'local', ...SECRETS, STRIPE_API_BASE_URL: 'https://127.0.0.1:4242' })).toThrow(/STRIPE_API_BASE_URL/);
    expect(() => parseBillingConfig({ APP_ENV: 'production', ...SECRETS, STRIPE_API_BASE_URL: 'http://127.0.0.1:4242' })).toThrow(/production/);
  });

  it('takes price and coupon ids from configuration', () => {
    const config = parseBillingConfig({
      APP_ENV: 'production',
      ...SECRETS,
      STRIPE_MONTHLY_PRICE_ID: 'price_monthly1',
      STRIPE_LIFETIME_PRICE_ID: 'price_lifetime1',
      STRIPE_RETENTION_COUPON_ID: 'winback',
    });
    expect(config.catalog).toEqual({ monthlyPriceId: 'price_monthly1', lifetimePriceId: 'price_lifetime1', retentionCouponId: 'winback' });
    expect(() => parseBillingConfig({ APP_ENV: 'production', ...SECRETS, STRIPE_MONTHLY_PRICE_ID: 'prod_1' })).toThrow(/STRIPE_MONTHLY_PRICE_ID/);
  });
});
