import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from './index';
import { SESSION_IDLE_MS } from './lib/session/session';
import { WEBHOOK_EVENT_RETENTION_MS } from './features/billing/processed-events';
import { nowSeconds, setSessionTimes, signedInUser } from './test/auth-helpers';

describe('the daily Cron Trigger', () => {
  it('sweeps expired sessions and old webhook event ids', async () => {
    const now = nowSeconds();
    const { session } = await signedInUser();
    await setSessionTimes(session.id, { expiresAt: now - 1, createdAt: now - SESSION_IDLE_MS / 1000 - 1 });
    const eventId = `evt_swept_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare("insert into processed_webhook_events (id, type, processed_at) values (?, 'invoice.paid', ?)")
      .bind(eventId, now - WEBHOOK_EVENT_RETENTION_MS / 1000 - 1)
      .run();

    await worker.scheduled(createScheduledController({ cron: '17 4 * * *', scheduledTime: new Date() }), env);

    expect(await env.DB.prepare('select id from sessions where id = ?').bind(session.id).first()).toBeNull();
    expect(
      await env.DB.prepare('select id from processed_webhook_events where id = ?').bind(eventId).first(),
    ).toBeNull();
  });
});
