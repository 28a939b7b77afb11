/** The players the operators' tests seed, in SQLite as local D1 keeps it, and their subscription at the Stripe double. */
import { createHash, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { createStripeClient } from '../../worker/adapters/stripe.ts';
import { cardKeySql } from '../../worker/lib/rounds/hiding.ts';
import type { startStripeDouble } from '../doubles/stripe-double.ts';

const NOW = Math.floor(Date.now() / 1000);
const HOLES = JSON.stringify(
  Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3, score: 2, barName: `Bar ${index + 1}` })),
);

export interface Player {
  id: string;
  email: string;
  rounds: string[];
  shareCode: string;
}

/** A course's share code as the app makes them (no 0 or 1). */
export function newShareCode(): string {
  return `ADM${Math.random().toString().slice(2, 9)}`.replace(/[01]/g, '7');
}

/**
 * A player with a sign-in, a session, a subscription, complete rounds of these totals (oldest
 * first, each played on its own day, so each is a card of its own, keyed as the Worker keys it)
 * and a course shared under `shareCode`.
 */
export function seedPlayer(
  db: DatabaseSync,
  email: string,
  totals: number[],
  subscription: { status: string; id?: string },
  shareCode = newShareCode(),
): Player {
  const id = randomUUID();
  db.prepare(
    "insert into users (id, email, first_name, last_name, created_at, updated_at) values (?, ?, 'Pat', 'Player', ?, ?)",
  ).run(id, email, NOW, NOW);
  db.prepare('insert into oauth_accounts (provider, provider_user_id, user_id, created_at) values (?, ?, ?, ?)').run(
    'local',
    `sub-${email}`,
    id,
    NOW,
  );
  db.prepare('insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)').run(
    createHash('sha256').update(randomUUID()).digest('hex'),
    id,
    NOW + 86_400,
    NOW,
  );
  db.prepare(
    `insert into subscriptions (user_id, stripe_customer_id, stripe_subscription_id, status, plan, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    `cus_${id}`,
    subscription.id ?? null,
    subscription.status,
    subscription.status === 'lifetime' ? 'lifetime' : 'monthly',
    NOW,
    NOW,
  );
  const rounds = totals.map((total, index) => {
    const roundId = randomUUID();
    db.prepare(
      `insert into scorecards (id, user_id, number, team_name, date, total_score, holes, penalties, complete, fair, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, '[]', 1, 1, ?, ?)`,
    ).run(
      roundId,
      id,
      index + 1,
      `The Long-Named Crawlers Of ${email}`,
      `2025-06-${String(14 + index).padStart(2, '0')}`,
      total,
      HOLES,
      NOW - 100 + index,
      NOW,
    );
    return roundId;
  });
  db.prepare(`update scorecards set card_key = ${cardKeySql('scorecards')} where user_id = ?`).run(id);
  db.prepare(
    "insert into courses (id, user_id, name, holes, penalties, share_code, created_at) values (?, ?, 'Old Town', ?, '[]', ?, ?)",
  ).run(randomUUID(), id, HOLES, shareCode, NOW);
  return { id, email, rounds, shareCode };
}

/** The SDK talking to a running Stripe double. */
export function doubleClient(double: Awaited<ReturnType<typeof startStripeDouble>>) {
  return createStripeClient({
    secretKey: double.env.STRIPE_SECRET_KEY ?? '',
    apiBaseUrl: new URL(double.env.STRIPE_API_BASE_URL ?? ''),
  });
}

/** A monthly subscription for the e-mail, as checkout leaves it at Stripe: its id. */
export async function monthlySubscription(stripe: ReturnType<typeof createStripeClient>, email: string) {
  const customer = await stripe.customers.create({ email });
  const price = await stripe.prices.create({
    currency: 'usd',
    unit_amount: 299,
    recurring: { interval: 'month' },
    product_data: { name: 'Pub Golf Monthly' },
  });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    payment_behavior: 'default_incomplete',
  });
  return subscription.id;
}
