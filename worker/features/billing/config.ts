/**
 * Stripe configuration from vars and secrets (`wrangler secret put`, `.dev.vars`), parsed on
 * use so a missing or odd setting fails loudly and names itself.
 */
import * as z from 'zod/mini';
import { appEnvSchema, localDoubleUrlProblem, optionalSetting as setting, parseSettings, type AppEnvName } from '../../env-config';
import { ApiError } from '../../errors';

const billingEnvSchema = z.object({
  APP_ENV: appEnvSchema,
  STRIPE_SECRET_KEY: setting,
  STRIPE_WEBHOOK_SECRET: setting,
  STRIPE_PUBLISHABLE_KEY: setting,
  STRIPE_API_BASE_URL: z.optional(z.url({ protocol: /^http$/ })),
  STRIPE_MONTHLY_PRICE_ID: z.optional(z.string().check(z.regex(/^price_\w+$/))),
  STRIPE_LIFETIME_PRICE_ID: z.optional(z.string().check(z.regex(/^price_\w+$/))),
  STRIPE_RETENTION_COUPON_ID: setting,
});

export interface CatalogIds {
  monthlyPriceId: string | null;
  lifetimePriceId: string | null;
  retentionCouponId: string | null;
}

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** The local Stripe double; null means api.stripe.com. */
  apiBaseUrl: URL | null;
  /** True against the local double: the SPA shows its TEST MODE card form. */
  testMode: boolean;
  /** Ids from configuration; the others are looked up or created (see catalog.ts). */
  catalog: CatalogIds;
}

export class BillingConfigError extends Error {
  override name = 'BillingConfigError';
}

const REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;

export function parseBillingConfig(env: object): BillingConfig {
  const vars = parseSettings(billingEnvSchema, env, (names) => new BillingConfigError(`Invalid payments configuration: ${names}`));
  const missing = REQUIRED.filter((name) => !vars[name]);
  if (missing.length > 0) throw new BillingConfigError(`Payments are not configured: set ${missing.join(', ')}`);

  const apiBaseUrl = vars.STRIPE_API_BASE_URL ? localDoubleUrl(vars.STRIPE_API_BASE_URL, vars.APP_ENV) : null;
  return {
    secretKey: vars.STRIPE_SECRET_KEY ?? '',
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? '',
    publishableKey: vars.STRIPE_PUBLISHABLE_KEY ?? '',
    apiBaseUrl,
    testMode: apiBaseUrl !== null,
    catalog: {
      monthlyPriceId: vars.STRIPE_MONTHLY_PRICE_ID ?? null,
      lifetimePriceId: vars.STRIPE_LIFETIME_PRICE_ID ?? null,
      retentionCouponId: vars.STRIPE_RETENTION_COUPON_ID ?? null,
    },
  };
}

/** The double takes any card without a real payment: see `localDoubleUrlProblem`. */
function localDoubleUrl(value: string, appEnv: AppEnvName): URL {
  const problem = localDoubleUrlProblem('STRIPE_API_BASE_URL', value, appEnv);
  if (problem) throw new BillingConfigError(problem);
  return new URL(value);
}

/** The configuration for a request; a server without payments set up answers 503, and says why in the log. */
export function billingConfigFor(env: Env): BillingConfig {
  try {
    return parseBillingConfig(env);
  } catch (error) {
    if (!(error instanceof BillingConfigError)) throw error;
    console.error(error.message);
    throw new ApiError(503, 'payments_unavailable', 'Payments are not available on this server right now.');
  }
}

/** Whether the local Stripe double is configured; a server without payments is not in test mode. */
export function isTestMode(env: Env): boolean {
  try {
    return parseBillingConfig(env).testMode;
  } catch (error) {
    if (error instanceof BillingConfigError) return false;
    throw error;
  }
}
