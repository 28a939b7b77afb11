import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { signedInUser } from '../../test/auth-helpers';
import { SESSION_MAX_MS } from '../../lib/session/session';
import { sweepExpiredSessions } from '../../lib/session/session-sweep';

const DAY_S = 24 * 60 * 60;

async function setTimes(sessionId: string, times: { expiresAt: number; createdAt: number }) {
  await env.DB.prepare('update sessions set expires_at = ?, created_at = ? where id = ?').bind(times.expiresAt, times.createdAt, sessionId).run();
}

async function sessionExists(sessionId: string) {
  return (await env.DB.prepare('select id from sessions where id = ?').bind(sessionId).first()) !== null;
}

describe('the daily session sweep', () => {
  it('deletes sessions past their idle expiry or their absolute cap, of users who never came back, and keeps live ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    const [live, idle, capped] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    await setTimes(idle.session.id, { createdAt: now - 40 * DAY_S, expiresAt: now - 1 });
    await setTimes(capped.session.id, { createdAt: now - SESSION_MAX_MS / 1000, expiresAt: now + 10 * DAY_S });

    expect(await sweepExpiredSessions(createDb(env.DB), new Date(now * 1000))).toBeGreaterThanOrEqual(2);
    expect(await sessionExists(live.session.id)).toBe(true);
    expect(await sessionExists(idle.session.id)).toBe(false);
    expect(await sessionExists(capped.session.id)).toBe(false);
  });
});
