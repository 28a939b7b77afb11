import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { GetOrCreateSubscriptionResponse } from '../../../domain/billing';
import { createDb } from '../../db/client';
import { checkoutClaims } from '../../db/schema';
import { ApiError } from '../../errors';
import { signedInUser } from '../../test/auth-helpers';
import { oneCheckoutAtATime, type ClaimTiming } from './checkout-claim';

const db = createDb(env.DB);
const QUICK: ClaimTiming = { waitMs: 300, pollMs: 10, leaseMs: 30_000 };
const answer = (clientSecret: string): GetOrCreateSubscriptionResponse => ({ status: 'incomplete', clientSecret });

/** A claim as a request leaves it when it dies mid-checkout: held, never answered. */
async function abandonedClaim(userId: string, claimedAt: Date) {
  await db.insert(checkoutClaims).values({ userId, plan: 'monthly', token: 'died', claimedAt, answer: null });
}

describe('oneCheckoutAtATime', () => {
  it('gives up with a clear 409 when the holder never answers', async () => {
    const { user } = await signedInUser();
    await abandonedClaim(user.id, new Date());
    const start = vi.fn(() => Promise.resolve(answer('pi_1_secret_a')));
    const attempt = oneCheckoutAtATime(db, user.id, 'monthly', start, QUICK);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'checkout_in_progress' });
    expect(start).not.toHaveBeenCalled();
  });

  it('takes over a claim held past its lease', async () => {
    const { user } = await signedInUser();
    await abandonedClaim(user.id, new Date(Date.now() - 60_000));
    expect(
      await oneCheckoutAtATime(db, user.id, 'monthly', () => Promise.resolve(answer('pi_2_secret_b')), QUICK),
    ).toEqual(answer('pi_2_secret_b'));
  });

  it('lets a waiting request try for itself when the holder fails', async () => {
    const { user } = await signedInUser();
    let failHolder: (error: Error) => void = () => undefined;
    const holder = oneCheckoutAtATime(
      db,
      user.id,
      'monthly',
      () => new Promise((_, reject) => (failHolder = reject)),
      QUICK,
    );
    await vi.waitFor(async () =>
      expect(await db.select().from(checkoutClaims).all()).toContainEqual(expect.objectContaining({ userId: user.id })),
    );
    const waiter = oneCheckoutAtATime(db, user.id, 'monthly', () => Promise.resolve(answer('pi_3_secret_c')), QUICK);
    failHolder(new Error('Stripe is down'));
    await expect(holder).rejects.toThrow('Stripe is down');
    expect(await waiter).toEqual(answer('pi_3_secret_c'));
  });

  it('answers a later request afresh, not with the earlier answer', async () => {
    const { user } = await signedInUser();
    await oneCheckoutAtATime(db, user.id, 'lifetime', () => Promise.resolve(answer('pi_4_secret_d')), QUICK);
    expect(
      await oneCheckoutAtATime(db, user.id, 'lifetime', () => Promise.resolve(answer('pi_5_secret_e')), QUICK),
    ).toEqual(answer('pi_5_secret_e'));
  });
});
