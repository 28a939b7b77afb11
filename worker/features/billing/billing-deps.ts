/** What the billing use cases work with, made per request from the configuration. */
import { createStripeClient, type Stripe } from '../../adapters/stripe';
import { createDb, type Db } from '../../db/client';
import { stripeCatalog, type Catalog } from './catalog';
import { billingConfigFor, type BillingConfig } from './config';

export interface BillingDeps {
  db: Db;
  stripe: Stripe;
  catalog: Catalog;
  config: BillingConfig;
}

export function billingDeps(env: Env): BillingDeps {
  const config = billingConfigFor(env);
  const stripe = createStripeClient(config);
  return { db: createDb(env.DB), stripe, config, catalog: stripeCatalog(stripe, env.CACHE, config.catalog, config.secretKey) };
}
