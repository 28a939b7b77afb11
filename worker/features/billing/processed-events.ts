/**
 * The Stripe event ids already applied. Stripe delivers an event at least once; an id found
 * here is answered 200 and skipped. https://docs.stripe.com/webhooks#handle-duplicate-events
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { processedWebhookEvents } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';

/**
 * Longer than Stripe's automatic retries (3 days) and as long as Stripe keeps an event to
 * resend by hand (30 days), so any copy Stripe can still send is recognised.
 */
export const WEBHOOK_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function isEventProcessed(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.id, eventId))
    .get();
  return row !== undefined;
}

/** Goes in the batch with the event's state change: a duplicate id fails the whole batch. */
export function recordEventStatement(db: Db, event: { id: string; type: string }, now = new Date()) {
  return db.insert(processedWebhookEvents).values({ id: event.id, type: event.type, processedAt: wholeSeconds(now) });
}

/** Undoes the record when applying the event could not finish, so Stripe's retry applies it. */
export async function forgetEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.id, eventId));
}

/** Run daily by the Cron Trigger; answers how many ids were dropped. */
export async function sweepProcessedEvents(db: Db, now = new Date()): Promise<number> {
  const cutoff = wholeSeconds(new Date(now.getTime() - WEBHOOK_EVENT_RETENTION_MS));
  const result = await db.delete(processedWebhookEvents).where(lt(processedWebhookEvents.processedAt, cutoff)).run();
  return result.meta.changes;
}
