import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { DAY_S, nowSeconds, setSessionTimes, signedInUser } from '../../test/auth-helpers';
import { SESSION_MAX_MS } from './session';
import { sweepExpiredSessions } from './session-sweep';

async function sessionExists(sessionId: string) {
  return (await env.DB.prepare('select id from sessions where id = ?').bind(sessionId).first()) !== null;
}

describe('the daily session sweep', () => {
  it('deletes sessions past their idle expiry or their absolute cap, of users who never came back, and keeps live ones', async () => {
    const now = nowSeconds();
    const [live, idle, capped] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    await setSessionTimes(idle.session.id, { createdAt: now - 40 * DAY_S, expiresAt: now - 1 });
    await setSessionTimes(capped.session.id, { createdAt: now - SESSION_MAX_MS / 1000, expiresAt: now + 10 * DAY_S });

    expect(await sweepExpiredSessions(createDb(env.DB), new Date(now * 1000))).toBeGreaterThanOrEqual(2);
    expect(await sessionExists(live.session.id)).toBe(true);
    expect(await sessionExists(idle.session.id)).toBe(false);
    expect(await sessionExists(capped.session.id)).toBe(false);
  });
});
