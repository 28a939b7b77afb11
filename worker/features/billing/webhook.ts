/**
 * Stripe webhook events: verified by signature, applied once each (the event id is recorded
 * in the same D1 batch as the state change), and ordered by Stripe's `created`, never by
 * arrival. https://docs.stripe.com/webhooks#handle-duplicate-events
 */
import { eq } from 'drizzle-orm';
import type { StripeWebhookResponse } from '../../../domain/billing';
import { type Stripe, verifyWebhookEvent } from '../../adapters/stripe';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../errors';
import { cancelSupersededSubscription, lifetimeIntentProblem } from './lifetime';
import { grantLifetimeStatement, isOurLifetimeIntent, revokeLifetimeStatements } from './lifetime-store';
import { forgetEvent, isEventProcessed, recordEventStatement } from './processed-events';
import { stripeCall } from './stripe-errors';
import {
  chargeStateOf,
  disputeStateOf,
  invoiceStateOf,
  paymentIntentStateOf,
  subscriptionStateOf,
} from './stripe-objects';
import {
  findSubscription,
  findSubscriptionOfCustomer,
  subscriptionEventStatement,
  type SubscriptionEventChange,
} from './subscription-store';

export interface WebhookDeps {
  db: Db;
  webhookSecret: string;
  /** Asked only when an event needs it: a tie within one second, or a lifetime purchase replacing a subscription. */
  stripe: () => Stripe;
}

export type WebhookOutcome = StripeWebhookResponse['outcome'];

type Statement =
  | ReturnType<typeof subscriptionEventStatement>
  | ReturnType<typeof grantLifetimeStatement>
  | ReturnType<typeof revokeLifetimeStatements>[number];

interface StateChange {
  statements: readonly [Statement, ...Statement[]];
  /** Runs after the batch, told whether any statement changed a row. */
  after?: (applied: boolean) => Promise<void>;
}

export async function handleWebhook(
  deps: WebhookDeps,
  payload: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = await verifiedEvent(payload, signature, deps.webhookSecret);
  if (await isEventProcessed(deps.db, event.id)) return 'duplicate';

  const change = await stateChangeFor(deps, event);
  if (!change) return 'ignored';
  let applied: boolean;
  try {
    const [, ...changed] = await deps.db.batch([recordEventStatement(deps.db, event), ...change.statements]);
    applied = changed.some((rows) => rows.length > 0);
  } catch (error) {
    // Delivered twice at once: the other delivery recorded it, and this batch rolled back.
    if (await isEventProcessed(deps.db, event.id)) return 'duplicate';
    throw error;
  }
  try {
    await change.after?.(applied);
  } catch (error) {
    // Not finished: forgotten, so the retry Stripe makes after our 5xx runs it again.
    await forgetEvent(deps.db, event.id);
    throw error;
  }
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

async function stateChangeFor(deps: WebhookDeps, event: Stripe.Event): Promise<StateChange | null> {
  const subscriptionChange = (change: Omit<SubscriptionEventChange, 'eventCreated'>) =>
    subscriptionEventChange(deps, { ...change, eventCreated: event.created });

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
      return subscriptionChange({
        customerId: invoice.customerId,
        subscriptionId: invoice.subscriptionId,
        status: 'past_due',
      });
    }

    case 'payment_intent.succeeded':
      return lifetimePurchase(deps, event);

    case 'charge.refunded': {
      const charge = chargeStateOf(event.data.object);
      // `refunded` is true only once the whole amount is back; a partial refund keeps the purchase.
      return charge.refunded ? lifetimeRevocation(deps.db, charge.paymentIntentId) : null;
    }

    case 'charge.dispute.created':
      return lifetimeRevocation(deps.db, disputeStateOf(event.data.object).paymentIntentId);

    default:
      return null;
  }
}

function subscriptionEventChange(deps: WebhookDeps, change: SubscriptionEventChange): StateChange {
  return {
    statements: [subscriptionEventStatement(deps.db, change)],
    after: async (applied) => {
      if (!applied) await settleSameSecond(deps, change);
    },
  };
}

/**
 * Stripe's `created` is whole seconds, so an event of the same second as the last one
 * applied cannot be ordered by it: the subscription as Stripe holds it now settles the tie.
 */
async function settleSameSecond({ db, stripe }: WebhookDeps, change: SubscriptionEventChange): Promise<void> {
  const row = await findSubscriptionOfCustomer(db, change.customerId);
  if (row?.lastEventCreated !== change.eventCreated || row.status === 'lifetime') return;
  const current = subscriptionStateOf(await stripeCall(() => stripe().subscriptions.retrieve(change.subscriptionId)));
  await subscriptionEventStatement(db, { ...current, eventCreated: change.eventCreated, readFromStripe: true });
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
    statements: [grantLifetimeStatement(db, userId, intent.id)],
    after: async (granted) => {
      if (granted) await cancelSupersededSubscription(stripe(), before);
    },
  };
}

/** A full refund or a dispute of a lifetime payment ends the access it bought. */
async function lifetimeRevocation(db: Db, paymentIntentId: string | null): Promise<StateChange | null> {
  if (!paymentIntentId || !(await isOurLifetimeIntent(db, paymentIntentId))) return null;
  return { statements: revokeLifetimeStatements(db, paymentIntentId) };
}
