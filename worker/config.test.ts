import { describe, expect, it } from 'vitest';
import {
  authConfig,
  billingConfig,
  ConfigError,
  isPushEndpointAllowed,
  isTestMode,
  placesConfig,
  pushConfig,
} from './config';

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

describe('pushConfig', () => {
  const VAPID = {
    VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
    VAPID_PRIVATE_KEY: 'b'.repeat(43),
    VAPID_SUBJECT: 'mailto:push@example.com',
  };

  it('sends no notifications with no keys, and the keys when all are set', () => {
    expect(pushConfig({ APP_ENV: 'production' })).toBeNull();
    expect(pushConfig({ APP_ENV: 'production', ...VAPID })).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: VAPID.VAPID_SUBJECT,
    });
  });

  it('names what is missing or bad when half set up', () => {
    expect(configError(() => pushConfig({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).message).toMatch(
      /Notifications are half set up: set VAPID_PRIVATE_KEY, VAPID_SUBJECT/,
    );
    expect(configError(() => pushConfig({ ...VAPID, VAPID_SUBJECT: 'push@example.com' })).message).toMatch(
      /VAPID_SUBJECT must be a mailto: or https: URL/,
    );
  });

  it('pushes over https, and to plain http only on loopback in a local run or a test', () => {
    expect(isPushEndpointAllowed('https://push.example/x', { APP_ENV: 'production' })).toBe(true);
    expect(isPushEndpointAllowed('http://127.0.0.1:9000/push/x', { APP_ENV: 'local' })).toBe(true);
    expect(isPushEndpointAllowed('http://127.0.0.1:9000/push/x', { APP_ENV: 'production' })).toBe(false);
    expect(isPushEndpointAllowed('http://127.0.0.1:9000/push/x', {})).toBe(false);
    expect(isPushEndpointAllowed('http://push.example/x', { APP_ENV: 'local' })).toBe(false);
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
