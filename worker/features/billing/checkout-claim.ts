/**
 * One checkout start at a time per user and plan. Parallel requests (a double click, two
 * tabs) would each find no open subscription and each make one; instead, the request that
 * claims the D1 row does the work and writes its answer there, and the others wait for that
 * answer and give it too. A claim is taken by one conditional statement, so exactly one
 * request holds it.
 */
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import {
  getOrCreateSubscriptionResponseSchema,
  type GetOrCreateSubscriptionResponse,
  type Plan,
} from '../../../domain/billing';
import type { Db } from '../../db/client';
import { checkoutClaims } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import { ApiError } from '../../errors';

export interface ClaimTiming {
  /** How long a request waits for another's answer before giving up. */
  waitMs: number;
  /** How often it looks. */
  pollMs: number;
  /** After this long without an answer the holder is taken to have died, and its claim can be taken over. */
  leaseMs: number;
}

/**
 * Making a subscription is two or three Stripe calls, well under a second as a rule. The
 * lease outlasts the SDK's retries of a slow call; a takeover that still overlaps the old
 * holder reaches Stripe with the same idempotency keys, so it makes nothing twice.
 */
const CLAIM_TIMING: ClaimTiming = { waitMs: 10_000, pollMs: 100, leaseMs: 30_000 };

export async function oneCheckoutAtATime(
  db: Db,
  userId: string,
  plan: Plan,
  start: () => Promise<GetOrCreateSubscriptionResponse>,
  timing: ClaimTiming = CLAIM_TIMING,
): Promise<GetOrCreateSubscriptionResponse> {
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const token = crypto.randomUUID();
    if (await claim(db, userId, plan, token, timing.leaseMs)) return hold(db, userId, plan, token, start);
    // The claim was held and unanswered just now, so any answer read from here on is newer than this request.
    const answer = await awaitAnswer(db, userId, plan, deadline, timing);
    if (answer) return answer;
  }
}

/** Takes the row unless another request holds it: free, answered, or past its lease. */
async function claim(db: Db, userId: string, plan: Plan, token: string, leaseMs: number): Promise<boolean> {
  const now = new Date();
  const fresh = { token, claimedAt: wholeSeconds(now), answer: null };
  const taken = await db
    .insert(checkoutClaims)
    .values({ userId, plan, ...fresh })
    .onConflictDoUpdate({
      target: [checkoutClaims.userId, checkoutClaims.plan],
      set: fresh,
      setWhere: or(isNotNull(checkoutClaims.answer), lt(checkoutClaims.claimedAt, new Date(now.getTime() - leaseMs))),
    })
    .returning({ token: checkoutClaims.token });
  return taken[0]?.token === token;
}

async function hold(
  db: Db,
  userId: string,
  plan: Plan,
  token: string,
  start: () => Promise<GetOrCreateSubscriptionResponse>,
): Promise<GetOrCreateSubscriptionResponse> {
  const mine = and(eq(checkoutClaims.userId, userId), eq(checkoutClaims.plan, plan), eq(checkoutClaims.token, token));
  let answer: GetOrCreateSubscriptionResponse;
  try {
    answer = await start();
  } catch (error) {
    // Let a waiting request try for itself.
    await db.delete(checkoutClaims).where(mine);
    throw error;
  }
  await db
    .update(checkoutClaims)
    .set({ answer: JSON.stringify(answer) })
    .where(mine);
  return answer;
}

/** The answer once the holder gives it; null when the claim is free to take (released, or past its lease). */
async function awaitAnswer(
  db: Db,
  userId: string,
  plan: Plan,
  deadline: number,
  timing: ClaimTiming,
): Promise<GetOrCreateSubscriptionResponse | null> {
  for (;;) {
    const row = await db
      .select()
      .from(checkoutClaims)
      .where(and(eq(checkoutClaims.userId, userId), eq(checkoutClaims.plan, plan)))
      .get();
    if (row?.answer != null) return getOrCreateSubscriptionResponseSchema.parse(JSON.parse(row.answer));
    if (!row || row.claimedAt.getTime() < Date.now() - timing.leaseMs) return null;
    if (Date.now() >= deadline) {
      throw new ApiError(
        409,
        'checkout_in_progress',
        'Your checkout is still being prepared in another window. Please try again in a moment.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, timing.pollMs));
  }
}

/**
 * The idempotency key of a checkout's create call: the same for a retry, or for a claim taken
 * over from a request still running, so Stripe answers with the object already made. It names
 * the object the user's row followed before (new once that one is over) and the price.
 */
export function checkoutCreateKey(
  kind: 'subscription' | 'lifetime',
  userId: string,
  follows: string | null | undefined,
  priceId: string,
): string {
  return `pubgolf-${kind}-${userId}-after-${follows ?? 'none'}-${priceId}`;
}
