import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { sweepProcessedEvents, WEBHOOK_EVENT_RETENTION_MS } from './processed-events';

const RETENTION_S = WEBHOOK_EVENT_RETENTION_MS / 1000;

async function recordProcessed(id: string, processedAt: number) {
  await env.DB.prepare("insert into processed_webhook_events (id, type, processed_at) values (?, 'invoice.paid', ?)")
    .bind(id, processedAt)
    .run();
}

async function isRecorded(id: string) {
  return (await env.DB.prepare('select id from processed_webhook_events where id = ?').bind(id).first()) !== null;
}

describe('the daily sweep of processed webhook events', () => {
  it('forgets event ids older than the retention window and keeps the rest', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = `evt_old_${crypto.randomUUID().slice(0, 8)}`;
    const recent = `evt_recent_${crypto.randomUUID().slice(0, 8)}`;
    await recordProcessed(old, now - RETENTION_S - 1);
    await recordProcessed(recent, now - RETENTION_S + 60);

    expect(await sweepProcessedEvents(createDb(env.DB), new Date(now * 1000))).toBeGreaterThanOrEqual(1);
    expect(await isRecorded(old)).toBe(false);
    expect(await isRecorded(recent)).toBe(true);
  });
});
