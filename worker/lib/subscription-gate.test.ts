import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorResponse, ApiError } from '../errors';
import type { AppEnv } from '../env';
import { signedInUser, signedInWithStatus } from '../test/auth-helpers';
import { d1Session } from './d1-session';
import { requireSubscription } from './subscription-gate';
import { sessionMiddleware } from './session/session-middleware';

/** A throwaway app with one subscriber-only route, as later features will mount them. */
const app = new Hono<AppEnv>()
  .use(d1Session)
  .use(sessionMiddleware)
  .get('/members-only', requireSubscription, (c) => c.json({ ok: true }))
  .onError((error, c) => (error instanceof ApiError ? errorResponse(c, error) : c.text('unexpected', 500)));

async function visit(cookie?: string) {
  const response = await app.request(
    'http://localhost/members-only',
    { headers: cookie ? { Cookie: cookie } : {} },
    env,
  );
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

async function withStatus(status: string) {
  return (await signedInWithStatus(status)).cookie;
}

describe('requireSubscription', () => {
  it('answers 401 when signed out', async () => {
    expect(await visit()).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
  });

  it('answers 403 subscription_required without a subscription, or with one that lapsed', async () => {
    const { cookie } = await signedInUser();
    expect(await visit(cookie)).toMatchObject({ status: 403, body: { error: { code: 'subscription_required' } } });
    for (const status of ['none', 'incomplete', 'past_due', 'canceled']) {
      expect((await visit(await withStatus(status))).status).toBe(403);
    }
  });

  it.each(['active', 'trialing', 'subscribed', 'lifetime'])('lets a %s subscriber through', async (status) => {
    expect(await visit(await withStatus(status))).toEqual({ status: 200, body: { ok: true } });
  });
});
