/** Subscription calls and the Stripe webhook. Mounted under /api. */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  confirmLifetimeRequestSchema,
  planRequestSchema,
  testConfirmRequestSchema,
  type BillingConfig as BillingConfigResponse,
  type StripeWebhookResponse,
} from '../../../domain/billing';
import { createStripeClient } from '../../adapters/stripe';
import { isTestMode } from '../../config';
import { createDb } from '../../db/client';
import type { AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { requireUser, signedIn } from '../../lib/session/require-user';
import { validate } from '../../validate';
import { billingDeps, paymentsConfig } from './billing-deps';
import { getOrCreatePayment } from './checkout';
import { confirmLifetimePayment } from './lifetime';
import { applyRetentionDiscount, cancelSubscription, updatePlan } from './subscription-actions';
import { findSubscription, statusResponse } from './subscription-store';
import { testConfirm } from './test-confirm';
import { handleWebhook } from './webhook';

/** Outside test mode the route does not exist: 404 first, even on a server without payments. */
const testModeOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isTestMode(c.env)) throw new ApiError(404, 'not_found', 'No such API route');
  await next();
});

export const billingRoutes = new Hono<AppEnv>()
  // D1 only: the status is what webhooks and confirmations have recorded.
  .get('/subscription/status', signedIn, async (c) => {
    const row = await findSubscription(createDb(c.var.db), requireUser(c).id);
    return c.json(statusResponse(row));
  })

  .get('/billing/config', signedIn, (c) => {
    const { publishableKey, testMode } = paymentsConfig(c.env);
    return c.json({ publishableKey, testMode } satisfies BillingConfigResponse);
  })

  .post('/get-or-create-subscription', signedIn, validate('json', planRequestSchema), async (c) =>
    c.json(await getOrCreatePayment(billingDeps(c.env), requireUser(c), c.req.valid('json').plan)),
  )

  .post('/update-subscription-plan', signedIn, validate('json', planRequestSchema), async (c) =>
    c.json(await updatePlan(createDb(c.var.db), requireUser(c), c.req.valid('json').plan)),
  )

  .post('/confirm-lifetime-payment', signedIn, validate('json', confirmLifetimeRequestSchema), async (c) =>
    c.json(await confirmLifetimePayment(billingDeps(c.env), requireUser(c), c.req.valid('json').paymentIntentId)),
  )

  .post('/cancel-subscription', signedIn, async (c) =>
    c.json(await cancelSubscription(billingDeps(c.env), requireUser(c))),
  )

  .post('/apply-retention-discount', signedIn, async (c) =>
    c.json(await applyRetentionDiscount(billingDeps(c.env), requireUser(c))),
  )

  // The TEST MODE card form's stand-in for Stripe.js.
  .post('/billing/test-confirm', testModeOnly, signedIn, validate('json', testConfirmRequestSchema), async (c) =>
    c.json(await testConfirm(billingDeps(c.env), requireUser(c), c.req.valid('json'))),
  );

/** Authenticated by Stripe's signature over the raw body; exempt from the CSRF check. */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const config = paymentsConfig(c.env);
  const outcome = await handleWebhook(
    { db: createDb(c.var.db), webhookSecret: config.webhookSecret, stripe: () => createStripeClient(config) },
    await c.req.text(),
    c.req.header('Stripe-Signature'),
  );
  return c.json({ received: true, outcome } satisfies StripeWebhookResponse);
});
