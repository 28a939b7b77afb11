/**
 * Stripe webhook events: verified by signature, applied once each (the event id is recorded
 * in the same D1 batch as the state change), and ordered by Stripe's `created`, never by
 * arrival. https://docs.stripe.com/webhooks#handle-duplicate-events
 */
import { eq } from 'drizzle-orm';
import { type Stripe, verifyWebhookEvent } from '../../adapters/stripe';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';
import { cancelSupersededSubscription, lifetimeIntentProblem } from './service';
import { invoiceStateOf, paymentIntentStateOf, subscriptionStateOf } from './stripe-objects';
import {
  findSubscription,
  grantLifetimeStatement,
  isEventProcessed,
  recordEventStatements,
  subscriptionEventStatement,
  type SubscriptionEventChange,
} from './subscription-store';

export interface WebhookDeps {
  db: Db;
  webhookSecret: string;
  /** Only needed after a lifetime purchase, to end a monthly subscription it replaces. */
  stripe: () => Stripe;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export async function handleWebhook(deps: WebhookDeps, payload: string, signature: string | undefined): Promise<WebhookOutcome> {
  const event = await verifiedEvent(payload, signature, deps.webhookSecret);
  if (await isEventProcessed(deps.db, event.id)) return 'duplicate';

  const change = await stateChangeFor(deps, event);
  if (!change) return 'ignored';
  try {
    await deps.db.batch([...recordEventStatements(deps.db, event), change.statement]);
  } catch (error) {
    // Delivered twice at once: the other delivery recorded it, and this batch rolled back.
    if (await isEventProcessed(deps.db, event.id)) return 'duplicate';
    throw error;
  }
  await change.after?.();
  return 'applied';
}

async function verifiedEvent(payload: string, signature: string | undefined, secret: string): Promise<Stripe.Event> {
  if (!signature) throw new ApiError(400, 'invalid_signature', 'Missing Stripe-Signature header');
  try {
    return await verifyWebhookEvent(payload, signature, secret);
  } catch {
    throw new ApiError(400, 'invalid_signature', 'Webhook signature verification failed');
  }
}

interface StateChange {
  statement: ReturnType<typeof subscriptionEventStatement> | ReturnType<typeof grantLifetimeStatement>;
  after?: () => Promise<void>;
}

async function stateChangeFor(deps: WebhookDeps, event: Stripe.Event): Promise<StateChange | null> {
  const { db } = deps;
  const subscriptionChange = (change: Omit<SubscriptionEventChange, 'eventCreated'>): StateChange => ({
    statement: subscriptionEventStatement(db, { ...change, eventCreated: event.created }),
  });

  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChange(subscriptionStateOf(event.data.object));

    case 'invoice.paid': {
      const invoice = invoiceStateOf(event.data.object);
      if (!invoice.subscriptionId) return null;
      return subscriptionChange({
        customerId: invoice.customerId,
        subscriptionId: invoice.subscriptionId,
        status: 'active',
        currentPeriodEnd: invoice.periodEnd,
      });
    }

    case 'invoice.payment_failed': {
      const invoice = invoiceStateOf(event.data.object);
      // A failed first payment leaves the subscription incomplete, and the customer can retry; a
      // failed renewal makes it past due (Stripe's subscription.updated event says the same).
      if (!invoice.subscriptionId || invoice.billingReason === 'subscription_create') return null;
      return subscriptionChange({ customerId: invoice.customerId, subscriptionId: invoice.subscriptionId, status: 'past_due' });
    }

    case 'payment_intent.succeeded':
      return lifetimePurchase(deps, event);

    default:
      return null;
  }
}

async function lifetimePurchase({ db, stripe }: WebhookDeps, event: Stripe.Event): Promise<StateChange | null> {
  const intent = paymentIntentStateOf(event.data.object);
  const userId = intent.metadata.userId;
  // Subscription invoices' payments succeed too; only our lifetime intents carry plan=lifetime.
  if (intent.metadata.plan !== 'lifetime' || !userId) return null;
  const problem = lifetimeIntentProblem(intent, userId);
  if (problem) {
    console.warn('Ignoring a lifetime payment event:', event.id, problem.message);
    return null;
  }
  const user = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!user) return null;
  const before = await findSubscription(db, userId);
  return {
    statement: grantLifetimeStatement(db, userId, intent.id),
    after: () => cancelSupersededSubscription(stripe(), before),
  };
}
