/** What the billing use cases work with, made per request from the configuration. */
import { createStripeClient, type Stripe } from '../../adapters/stripe';
import { billingConfig, ConfigError, type BillingConfig } from '../../config';
import { createDb, type Db } from '../../db/client';
import { ApiError } from '../../errors';
import { stripeCatalog, type Catalog } from './catalog';

export interface BillingDeps {
  db: Db;
  stripe: Stripe;
  catalog: Catalog;
  config: BillingConfig;
}

/** The Stripe configuration; a server without payments set up answers 503, and says why in the log. */
export function paymentsConfig(env: Env): BillingConfig {
  try {
    return billingConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    throw new ApiError(503, 'payments_unavailable', 'Payments are not available on this server right now.');
  }
}

export function billingDeps(env: Env): BillingDeps {
  const config = paymentsConfig(env);
  const stripe = createStripeClient(config);
  return {
    db: createDb(env.DB),
    stripe,
    config,
    catalog: stripeCatalog(stripe, env.CACHE, config.catalog, config.secretKey),
  };
}
