/**
 * Subscription state in D1, which webhooks and confirmations write and the subscriber gate
 * (worker/lib/subscription-gate.ts) reads. Webhook writes are single conditional statements,
 * so they can share a D1 batch with the event's bookkeeping row and never need a
 * read-modify-write.
 */
import { and, eq, inArray, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ENDED_STATUSES,
  hasActiveSubscription,
  LIVE_STATUSES,
  type Plan,
  type SubscriptionStatusResponse,
} from '../../../domain/billing';
import type { Db } from '../../db/client';
import { type SubscriptionRow, subscriptions } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import type { SubscriptionState } from './stripe-objects';

export function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
}

export function findSubscriptionOfCustomer(db: Db, customerId: string): Promise<SubscriptionRow | undefined> {
  return db.select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, customerId)).get();
}

export function statusResponse(row: SubscriptionRow | undefined): SubscriptionStatusResponse {
  const status = row && row.status !== 'none' ? row.status : null;
  return {
    hasActiveSubscription: hasActiveSubscription(status),
    status,
    plan: status ? (row?.plan ?? null) : null,
    currentPeriodEnd: status === 'lifetime' ? null : (row?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    retentionDiscountApplied: row?.retentionDiscountApplied ?? false,
  };
}

/**
 * Records the user's Stripe customer unless one is already recorded, and answers the one that
 * is: when two first requests race, both end up using the customer stored first.
 */
export async function saveCustomer(db: Db, userId: string, customerId: string, now = new Date()): Promise<string> {
  const at = wholeSeconds(now);
  await db
    .insert(subscriptions)
    .values({ userId, stripeCustomerId: customerId, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { stripeCustomerId: customerId, updatedAt: at },
      setWhere: isNull(subscriptions.stripeCustomerId),
    });
  const row = await findSubscription(db, userId);
  return row?.stripeCustomerId ?? customerId;
}

/** The plan being paid for, recorded before payment (there may be no Stripe customer yet). */
export async function choosePlan(db: Db, userId: string, plan: Plan, now = new Date()): Promise<void> {
  const at = wholeSeconds(now);
  await db
    .insert(subscriptions)
    .values({ userId, plan, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { plan, updatedAt: at },
      setWhere: ne(subscriptions.status, 'lifetime'),
    });
}

export async function setPendingPaymentIntent(
  db: Db,
  userId: string,
  paymentIntentId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ pendingPaymentIntentId: paymentIntentId, updatedAt: wholeSeconds(now) })
    .where(eq(subscriptions.userId, userId));
}

/**
 * Applies what a Stripe API call just answered. It leaves the webhook ordering alone (there
 * is no event `created` to compare), so the events that follow still apply; it never
 * replaces lifetime, or a live subscription with a different one.
 */
export async function saveSubscriptionSnapshot(
  db: Db,
  userId: string,
  state: SubscriptionState,
  now = new Date(),
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      stripeSubscriptionId: state.subscriptionId,
      status: state.status,
      plan: 'monthly',
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      updatedAt: wholeSeconds(now),
    })
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.status, 'lifetime'),
        notFinalFor(state.subscriptionId),
        or(
          eq(subscriptions.stripeSubscriptionId, state.subscriptionId),
          notInArray(subscriptions.status, LIVE_STATUSES),
        ),
      ),
    );
}

export interface SubscriptionEventChange {
  customerId: string;
  subscriptionId: string;
  status: string;
  /** Left unchanged when the event does not carry it. */
  currentPeriodEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  eventCreated: number;
  /** Read from Stripe just now to settle a tie within `eventCreated` (webhook.ts): it may replace what that second's events wrote. */
  readFromStripe?: boolean;
}

/**
 * The statement applying one subscription event, if it is newer than the state we hold. A
 * subscription other than the one we follow takes over only when it grants access, so an
 * abandoned checkout expiring later cannot end a paid subscription. It returns the row it
 * changed, if any.
 */
export function subscriptionEventStatement(db: Db, change: SubscriptionEventChange, now = new Date()) {
  const newer = change.readFromStripe ? lte : lt;
  return db
    .update(subscriptions)
    .set({
      stripeSubscriptionId: change.subscriptionId,
      status: change.status,
      plan: 'monthly',
      ...(change.currentPeriodEnd === undefined ? {} : { currentPeriodEnd: change.currentPeriodEnd }),
      ...(change.cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd: change.cancelAtPeriodEnd }),
      lastEventCreated: change.eventCreated,
      updatedAt: wholeSeconds(now),
    })
    .where(
      and(
        eq(subscriptions.stripeCustomerId, change.customerId),
        ne(subscriptions.status, 'lifetime'),
        newer(subscriptions.lastEventCreated, change.eventCreated),
        notFinalFor(change.subscriptionId),
        hasActiveSubscription(change.status)
          ? undefined
          : or(
              isNull(subscriptions.stripeSubscriptionId),
              eq(subscriptions.stripeSubscriptionId, change.subscriptionId),
            ),
      ),
    )
    .returning({ userId: subscriptions.userId });
}

function notFinalFor(subscriptionId: string): SQL {
  return sql`not (coalesce(${subscriptions.stripeSubscriptionId}, '') = ${subscriptionId} and ${inArray(subscriptions.status, ENDED_STATUSES)})`;
}

/** Marks the offer used, answering false when it already was; the caller releases it if Stripe fails. */
export async function claimRetentionDiscount(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const claimed = await db
    .update(subscriptions)
    .set({ retentionDiscountApplied: true, updatedAt: wholeSeconds(now) })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.retentionDiscountApplied, false)))
    .returning({ userId: subscriptions.userId });
  return claimed.length > 0;
}

export async function releaseRetentionDiscount(db: Db, userId: string): Promise<void> {
  await db.update(subscriptions).set({ retentionDiscountApplied: false }).where(eq(subscriptions.userId, userId));
}
