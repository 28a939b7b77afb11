/**
 * Lifetime access in D1: granted for one PaymentIntent, taken back when that payment is
 * refunded or disputed. Single conditional statements, like the subscription ones, so they
 * can share a D1 batch with the webhook event's bookkeeping row.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';

/**
 * Lifetime access for this PaymentIntent; no subscription event changes it afterwards. It
 * returns the row when granted: an intent refunded or disputed is never granted again,
 * whatever order the events and the browser's confirmation arrive in.
 */
export function grantLifetimeStatement(db: Db, userId: string, paymentIntentId: string, now = new Date()) {
  const at = wholeSeconds(now);
  const lifetime = {
    status: 'lifetime',
    plan: 'lifetime' as const,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    pendingPaymentIntentId: null,
    lifetimePaymentIntentId: paymentIntentId,
    updatedAt: at,
  };
  return db
    .insert(subscriptions)
    .values({ userId, ...lifetime, createdAt: at })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: lifetime,
      setWhere: sql`not (coalesce(${subscriptions.lifetimePaymentIntentId}, '') = ${paymentIntentId} and ${subscriptions.status} <> 'lifetime')`,
    })
    .returning({ userId: subscriptions.userId });
}

/**
 * Takes lifetime access back after a full refund or a dispute of its payment. The intent
 * stays recorded on the row, which is what stops `grantLifetimeStatement` granting it again;
 * an intent not yet granted (its success event still on the way) is recorded the same way.
 */
export function revokeLifetimeStatements(db: Db, paymentIntentId: string, now = new Date()) {
  const at = wholeSeconds(now);
  return [
    db
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false, updatedAt: at })
      .where(and(eq(subscriptions.lifetimePaymentIntentId, paymentIntentId), eq(subscriptions.status, 'lifetime')))
      .returning({ userId: subscriptions.userId }),
    db
      .update(subscriptions)
      .set({ lifetimePaymentIntentId: paymentIntentId, pendingPaymentIntentId: null, updatedAt: at })
      .where(and(eq(subscriptions.pendingPaymentIntentId, paymentIntentId), ne(subscriptions.status, 'lifetime')))
      .returning({ userId: subscriptions.userId }),
  ] as const;
}

/** Whether a lifetime PaymentIntent (granted or pending) belongs to any of our users. */
export async function isOurLifetimeIntent(db: Db, paymentIntentId: string): Promise<boolean> {
  const row = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      or(
        eq(subscriptions.lifetimePaymentIntentId, paymentIntentId),
        eq(subscriptions.pendingPaymentIntentId, paymentIntentId),
      ),
    )
    .get();
  return row !== undefined;
}
