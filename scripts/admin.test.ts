/**
 * `npm run admin` against a local database, as an operator runs it: each command through wrangler
 * on a state folder seeded like a live one, and delete-user through the Stripe double's records.
 */
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../worker/adapters/stripe.ts';
import { startStripeDouble } from './doubles/stripe-double.ts';
import { migratedD1File, pendingLocalMigrations } from './local-d1.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
/** Every command starts wrangler a few times; a busy machine takes its time. */
const COMMAND_MS = 120_000;

let stateDir = '';
let dbFile = '';

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/admin.ts', ...args, '--state', stateDir], {
      cwd: ROOT,
      timeout: COMMAND_MS,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function kvGet(key: string): Promise<string | null> {
  const args = ['kv', 'key', 'get', key, '--binding', 'CACHE', '--local', '--persist-to', stateDir, '--text'];
  try {
    const { stdout } = await run('wrangler', args, { cwd: ROOT, timeout: COMMAND_MS });
    return stdout.includes('Value not found') ? null : stdout;
  } catch {
    return null;
  }
}

async function kvPut(key: string, value: string): Promise<void> {
  await run('wrangler', ['kv', 'key', 'put', key, value, '--binding', 'CACHE', '--local', '--persist-to', stateDir], {
    cwd: ROOT,
    timeout: COMMAND_MS,
  });
}

function query<Row>(sql: string, ...params: (string | number)[]): Row[] {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

const NOW = Math.floor(Date.now() / 1000);
const HOLES = JSON.stringify(
  Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3, score: 2, barName: `Bar ${index + 1}` })),
);

interface Player {
  id: string;
  email: string;
  rounds: string[];
  shareCode: string;
}

/** A player with a sign-in, a session, a subscription, three complete rounds and a course. */
function seedPlayer(db: DatabaseSync, email: string, totals: number[], subscription: { status: string; id?: string }) {
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
       values (?, ?, ?, ?, '2025-06-14', ?, ?, '[]', 1, 1, ?, ?)`,
    ).run(roundId, id, index + 1, `The Long-Named Crawlers Of ${email}`, total, HOLES, NOW - 100 + index, NOW);
    return roundId;
  });
  const shareCode = `ADM${Math.random().toString().slice(2, 9)}`.replace(/[01]/g, '7');
  db.prepare(
    "insert into courses (id, user_id, name, holes, penalties, share_code, created_at) values (?, ?, 'Old Town', ?, '[]', ?, ?)",
  ).run(randomUUID(), id, HOLES, shareCode, NOW);
  return { id, email, rounds, shareCode } satisfies Player;
}

let alice: Player;
let bob: Player;
let stripeSubscription = '';

beforeAll(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-admin-test-'));
  dbFile = await migratedD1File(stateDir);

  // A monthly subscription in the double's records, as `npm start` leaves them.
  const double = await startStripeDouble({ stateFile: path.join(stateDir, 'stripe-double.json') });
  try {
    const stripe = createStripeClient({
      secretKey: double.env.STRIPE_SECRET_KEY ?? '',
      apiBaseUrl: new URL(double.env.STRIPE_API_BASE_URL ?? ''),
    });
    const customer = await stripe.customers.create({ email: 'alice@example.com' });
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
    stripeSubscription = subscription.id;
  } finally {
    await double.stop();
  }

  const db = new DatabaseSync(dbFile);
  alice = seedPlayer(db, 'alice@example.com', [-12, -3, 4], { status: 'active', id: stripeSubscription });
  bob = seedPlayer(db, 'bob@example.com', [-3, 1], { status: 'lifetime' });
  db.close();
  await kvPut(`share:${alice.shareCode}`, '{"kept":"course"}');
  await kvPut(`share:${bob.shareCode}`, '{"kept":"course"}');
}, COMMAND_MS * 2);

afterAll(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

describe('the local database’s migrations', () => {
  it('are all applied after migrating; one forgotten is pending again; a folder with no database lacks them all', async () => {
    expect(await pendingLocalMigrations(stateDir)).toEqual([]);

    const db = new DatabaseSync(dbFile);
    try {
      const last = db.prepare('select id, name, applied_at from d1_migrations order by id desc limit 1').get() as {
        id: number;
        name: string;
        applied_at: string;
      };
      db.prepare('delete from d1_migrations where id = ?').run(last.id);
      expect(await pendingLocalMigrations(stateDir)).toEqual([last.name]);
      db.prepare('insert into d1_migrations (id, name, applied_at) values (?, ?, ?)').run(
        last.id,
        last.name,
        last.applied_at,
      );
    } finally {
      db.close();
    }

    const empty = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-admin-test-'));
    try {
      const all = await pendingLocalMigrations(empty);
      expect(all.length).toBeGreaterThan(10);
      expect(all[0]).toMatch(/^0001_.*\.sql$/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('npm run admin', { timeout: COMMAND_MS * 4 }, () => {
  it('leaderboard: the board in order, ties sharing a place, with round ids and owners', async () => {
    const { code, stdout } = await admin('leaderboard');
    expect(code).toBe(0);
    const lines = stdout.split('\n').filter((line) => /^\s+T?\d+\s/.test(line));
    expect(lines.map((line) => /[0-9a-f-]{36}/.exec(line)?.[0])).toEqual([
      alice.rounds[0],
      bob.rounds[0],
      alice.rounds[1],
      bob.rounds[1],
      alice.rounds[2],
    ]);
    expect(lines[0]).toMatch(/^\s+1\s+-12\s.*alice@example\.com/);
    // Level totals share a place; the earlier round is listed first.
    expect(lines.map((line) => line.trim().split(/\s+/)[0])).toEqual(['1', 'T2', 'T2', '4', '5']);
    expect(stdout).toContain('Level totals share a place.');
  });

  it('hide-round and unhide-round: off the board and back, the kept board dropped each time', async () => {
    await kvPut('leaderboard:top', '[]');
    const hidden = await admin('hide-round', alice.rounds[0] ?? '');
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toContain(`Hid round ${alice.rounds[0]}`);
    expect(
      query<{ hidden_at: number | null }>('select hidden_at from scorecards where id = ?', alice.rounds[0] ?? ''),
    ).toEqual([{ hidden_at: expect.any(Number) }]);
    expect(await kvGet('leaderboard:top')).toBeNull();

    const board = await admin('leaderboard');
    const [onBoard, hiddenList] = board.stdout.split('Hidden rounds');
    expect(onBoard).not.toContain(alice.rounds[0]);
    expect(hiddenList).toContain(alice.rounds[0]);

    await kvPut('leaderboard:top', '[]');
    const shown = await admin('unhide-round', alice.rounds[0] ?? '');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('may show on the public boards again');
    expect(query('select hidden_at from scorecards where id = ?', alice.rounds[0] ?? '')).toEqual([
      { hidden_at: null },
    ]);
    expect(await kvGet('leaderboard:top')).toBeNull();
  });

  it('hide-round: an unknown or malformed id says so, exits 1 and changes nothing', async () => {
    for (const id of [randomUUID(), "x' or 1=1 --"]) {
      const result = await admin('hide-round', id);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/No round with id|is not a round id/);
    }
    expect(query('select count(*) as n from scorecards where hidden_at is not null')).toEqual([{ n: 0 }]);
  });

  it('export-user: every stored fact about the player as JSON; an unknown e-mail exits 1', async () => {
    const { code, stdout } = await admin('export-user', 'ALICE@example.com ');
    expect(code).toBe(0);
    const data = JSON.parse(stdout) as Record<string, unknown> & { rounds: { id: string }[] };
    expect(data).toMatchObject({
      account: { id: alice.id, email: 'alice@example.com', firstName: 'Pat' },
      subscription: { status: 'active', stripeSubscriptionId: stripeSubscription },
      courses: [{ shareCode: alice.shareCode }],
      signIns: [{ provider: 'local' }],
    });
    expect(data.rounds.map((round) => round.id)).toEqual(alice.rounds);
    expect(stdout).not.toContain(bob.id);

    const unknown = await admin('export-user', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with e-mail nobody@example.com');
  });

  it('delete-user: an unknown e-mail exits 1 and changes nothing', async () => {
    const before = query('select count(*) as n from users');
    const result = await admin('delete-user', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account with e-mail nobody@example.com');
    expect(query('select count(*) as n from users')).toEqual(before);
  });

  it('delete-user: cancels the subscription at Stripe, then erases the player from D1 and KV', async () => {
    const { code, stdout } = await admin('delete-user', 'alice@example.com');
    expect(code).toBe(0);
    expect(stdout).toContain(`Cancelled Stripe subscription ${stripeSubscription}`);
    expect(stdout).toContain('3 round(s) and 1 course(s)');
    expect(stdout).toContain(alice.shareCode);

    for (const table of ['scorecards', 'courses', 'sessions', 'oauth_accounts', 'subscriptions', 'checkout_claims'])
      expect(query(`select count(*) as n from ${table} where user_id = ?`, alice.id)).toEqual([{ n: 0 }]);
    expect(query('select count(*) as n from users where id = ?', alice.id)).toEqual([{ n: 0 }]);
    expect(await kvGet(`share:${alice.shareCode}`)).toBeNull();
    // Bob is untouched.
    expect(query('select count(*) as n from scorecards where user_id = ?', bob.id)).toEqual([{ n: 2 }]);
    expect(await kvGet(`share:${bob.shareCode}`)).not.toBeNull();

    const double = await startStripeDouble({ stateFile: path.join(stateDir, 'stripe-double.json') });
    try {
      const stripe = createStripeClient({
        secretKey: double.env.STRIPE_SECRET_KEY ?? '',
        apiBaseUrl: new URL(double.env.STRIPE_API_BASE_URL ?? ''),
      });
      expect((await stripe.subscriptions.retrieve(stripeSubscription)).status).toBe('canceled');
    } finally {
      await double.stop();
    }

    const again = await admin('delete-user', 'alice@example.com');
    expect(again.code).toBe(1);
  });
});
