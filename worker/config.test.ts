import { describe, expect, it } from 'vitest';
import { authConfig, billingConfig, ConfigError, isTestMode, placesConfig } from './config';

const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
};

function configError(read: () => unknown): ConfigError {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('billingConfig', () => {
  it('talks to api.stripe.com, not in test mode, when no base URL is set', () => {
    const config = billingConfig({ APP_ENV: 'production', ...SECRETS });
    expect(config).toMatchObject({ apiBaseUrl: null, testMode: false, secretKey: 'sk_test_x' });
    expect(config.catalog).toEqual({ monthlyPriceId: null, lifetimePriceId: null, retentionCouponId: null });
  });

  it('names the missing secrets', () => {
    expect(() =>
      billingConfig({ APP_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: '' }),
    ).toThrow('Payments are not configured: set STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY');
  });

  it('accepts the local double only on loopback http, and never in production', () => {
    const local = billingConfig({ APP_ENV: 'local', ...SECRETS, STRIPE_API_BASE_URL: 'http://127.0.0.1:4242' });
    expect(local.testMode).toBe(true);
    expect(local.apiBaseUrl?.port).toBe('4242');
    expect(() =>
      billingConfig({ APP_ENV: 'local', ...SECRETS, STRIPE_API_BASE_URL: 'http://stripe.example.com' }),
    ).toThrow(/loopback/);
    expect(() =>
      billingConfig({ APP_ENV: 'local', ...SECRETS, STRIPE_API_BASE_URL: 'https://127.0.0.1:4242' }),
    ).toThrow(/STRIPE_API_BASE_URL/);
    expect(() =>
      billingConfig({ APP_ENV: 'production', ...SECRETS, STRIPE_API_BASE_URL: 'http://127.0.0.1:4242' }),
    ).toThrow(/production/);
  });

  it('takes price and coupon ids from configuration', () => {
    const config = billingConfig({
      APP_ENV: 'production',
      ...SECRETS,
      STRIPE_MONTHLY_PRICE_ID: 'price_monthly1',
      STRIPE_LIFETIME_PRICE_ID: 'price_lifetime1',
      STRIPE_RETENTION_COUPON_ID: 'winback',
    });
    expect(config.catalog).toEqual({
      monthlyPriceId: 'price_monthly1',
      lifetimePriceId: 'price_lifetime1',
      retentionCouponId: 'winback',
    });
    expect(() => billingConfig({ APP_ENV: 'production', ...SECRETS, STRIPE_MONTHLY_PRICE_ID: 'prod_1' })).toThrow(
      /STRIPE_MONTHLY_PRICE_ID/,
    );
  });
});

describe('the configuration as a whole', () => {
  it('is parsed once per env object', () => {
    const env = { APP_ENV: 'test', ...SECRETS };
    expect(billingConfig(env)).toBe(billingConfig(env));
    expect(billingConfig({ ...env })).not.toBe(billingConfig(env));
  });

  it('names every bad or missing setting of a part in one error, with how to set them', () => {
    const error = configError(() =>
      billingConfig({
        APP_ENV: 'staging',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_MONTHLY_PRICE_ID: 'prod_1',
        STRIPE_API_BASE_URL: 'ftp://x',
      }),
    );
    expect(error.problems).toEqual([
      'Payments are not configured: set STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY',
      'APP_ENV must be production, local or test',
      'STRIPE_API_BASE_URL must be an http:// URL of the local Stripe double',
      'STRIPE_MONTHLY_PRICE_ID must be a Stripe price id (price_…), or unset to find the price by its lookup key',
    ]);
    expect(error.message).toContain('wrangler secret put NAME');
  });

  it('keeps sign-in and bar search working on a server whose payments are not set up', () => {
    const env = { APP_ENV: 'production', GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' };
    expect(() => billingConfig(env)).toThrow(ConfigError);
    expect(isTestMode(env)).toBe(false);
    expect(authConfig(env).github).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(placesConfig(env)).toEqual({
      GOOGLE_PLACES_BASE_URL: 'https://places.googleapis.com',
      NOMINATIM_BASE_URL: 'https://nominatim.openstreetmap.org',
    });
  });

  it('refuses a bad places base URL, naming it', () => {
    expect(() => placesConfig({ NOMINATIM_BASE_URL: 'not a url' })).toThrow(/NOMINATIM_BASE_URL must be a URL/);
  });
});
