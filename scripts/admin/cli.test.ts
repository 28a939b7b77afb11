/**
 * `npm run admin` as an operator runs it: scripts/admin.ts in its own process, through wrangler
 * on a state folder seeded like a live one, and delete-user through the Stripe double's records.
 * One command of each kind (a read, a write that drops KV, the erasure through Stripe) proves the
 * wiring, the exit codes and the printed lines; commands.test.ts covers each command's cases
 * in-process.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble } from '../doubles/stripe-double.ts';
import { migratedD1File, migrateSqliteFile, pendingLocalMigrations } from '../local-d1.ts';
import { doubleClient, monthlySubscription, newShareCode, seedPlayer, type Player } from './fixtures.ts';
import { withLiterals, wranglerStore } from './wrangler-store.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
/** A command starts wrangler up to four times; a busy machine takes its time. */
const COMMAND_MS = 120_000;

let stateDir = '';
let dbFile = '';
let alice: Player;
let bob: Player;
let stripeSubscription = '';

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

function query<Row>(file: string, sql: string, ...params: (string | number)[]): Row[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** The state folder through wrangler, as the commands reach it: to seed KV and read it back. */
const local = () => wranglerStore({ remote: false, stateDir });

beforeAll(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-admin-cli-'));
  const shareCodes = { alice: newShareCode(), bob: newShareCode() };
  // A monthly subscription in the double's records, as `npm start` leaves them.
  const double = await startStripeDouble({ stateFile: path.join(stateDir, 'stripe-double.json') });
  try {
    stripeSubscription = await monthlySubscription(doubleClient(double), 'alice@example.com');
  } finally {
    await double.stop();
  }
  dbFile = await migratedD1File(stateDir);
  const db = new DatabaseSync(dbFile);
  alice = seedPlayer(
    db,
    'alice@example.com',
    [-12, -3, 4],
    { status: 'active', id: stripeSubscription },
    shareCodes.alice,
  );
  bob = seedPlayer(db, 'bob@example.com', [-3, 1], { status: 'lifetime' }, shareCodes.bob);
  db.close();
  // After D1, not beside it: each wrangler starts workerd on the whole state folder, and two
  // opening its D1 file at once can find it locked.
  await local().putKeys({
    'leaderboard:top': '[]',
    [`share:${shareCodes.alice}`]: '{"kept":"course"}',
    [`share:${shareCodes.bob}`]: '{"kept":"course"}',
  });
}, COMMAND_MS);

afterAll(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

describe('the wrangler store', () => {
  it('writes each parameter into its statement as an SQL literal, quotes doubled', () => {
    expect(withLiterals({ sql: 'select ?1, ?2, ?1', params: ["o'brien@example.com", 'x'] })).toBe(
      "select 'o''brien@example.com', 'x', 'o''brien@example.com'",
    );
    const many = Array.from({ length: 10 }, (_, index) => String(index + 1));
    expect(withLiterals({ sql: 'select ?10, ?1', params: many })).toBe("select '10', '1'");
    expect(withLiterals({ sql: 'select 1' })).toBe('select 1');
    expect(() => withLiterals({ sql: 'select ?2', params: ['only one'] })).toThrow('No parameter for ?2');
  });
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

    const empty = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-admin-cli-'));
    try {
      const all = await pendingLocalMigrations(empty);
      expect(all.length).toBeGreaterThan(10);
      expect(all[0]).toMatch(/^0001_.*\.sql$/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('give plain SQLite, applied without wrangler, the schema wrangler gives local D1', async () => {
    const file = path.join(stateDir, 'plain.sqlite');
    await migrateSqliteFile(file);
    // Beside our tables local D1 keeps its own: the migrations applied (with their counter) and its metadata.
    const schema = (of: string) =>
      query(
        of,
        `select type, name, tbl_name, sql from sqlite_master
          where tbl_name not in ('d1_migrations', 'sqlite_sequence', '_cf_METADATA') order by type, name`,
      );
    expect(schema(file)).toEqual(schema(dbFile));
    expect(schema(file).length).toBeGreaterThan(10);
  });
});

describe('npm run admin', { timeout: COMMAND_MS * 4 }, () => {
  it('leaderboard: the board in order, ties sharing a place, with round ids and owners', async () => {
    const { code, stdout, stderr } = await admin('leaderboard');
    expect(code).toBe(0);
    expect(stderr).toContain(`(local D1 and KV in ${stateDir})`);
    const lines = stdout.split('\n').filter((line) => /^\s+T?\d+\s/.test(line));
    expect(lines.map((line) => /[0-9a-f-]{36}/.exec(line)?.[0])).toEqual([
      alice.rounds[0],
      bob.rounds[0],
      alice.rounds[1],
      bob.rounds[1],
      alice.rounds[2],
    ]);
    expect(lines[0]).toMatch(/^\s+1\s+-12\s.*alice@example\.com/);
    expect(lines.map((line) => line.trim().split(/\s+/)[0])).toEqual(['1', 'T2', 'T2', '4', '5']);
    expect(stdout).toContain('Level totals share a place.');
  });

  it('hide-round: a malformed id exits 1; a round off the board, the kept board dropped', async () => {
    const refused = await admin('hide-round', "x' or 1=1 --");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("'x' or 1=1 --' is not a round id (a UUID); nothing was changed.");

    const round = alice.rounds[0] ?? '';
    const hidden = await admin('hide-round', round);
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toBe(
      `Hid round ${round} ("The Long-Named Crawlers Of alice@example.com" of alice@example.com) and its card from every public board: 0 other round(s) of it now, and any saved again. They stay in their owner's history.\n` +
        'Dropped the kept boards (KV leaderboard:top).\n',
    );
    expect(query(dbFile, 'select hidden_at from scorecards where id = ?', round)).toEqual([
      { hidden_at: expect.any(Number) },
    ]);
    expect(query(dbFile, 'select count(*) as n from scorecards where hidden_at is not null')).toEqual([{ n: 1 }]);
    expect(await local().listKeys()).not.toContain('leaderboard:top');
  });

  it('delete-user: cancels the subscription at Stripe, then erases the player from D1 and KV', async () => {
    const { code, stdout } = await admin('delete-user', 'alice@example.com');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        `Cancelled Stripe subscription ${stripeSubscription} at once.`,
        `Deleted account ${alice.id} (alice@example.com) with its sign-ins, 1 session(s), 3 round(s) and 1 course(s).`,
        `Share codes no longer resolve: ${alice.shareCode} (KV entries deleted).`,
        'Dropped the kept leaderboard (KV leaderboard:top).',
        '',
      ].join('\n'),
    );

    for (const table of ['scorecards', 'courses', 'sessions', 'oauth_accounts', 'subscriptions', 'checkout_claims'])
      expect(query(dbFile, `select count(*) as n from ${table} where user_id = ?`, alice.id)).toEqual([{ n: 0 }]);
    expect(query(dbFile, 'select count(*) as n from users where id = ?', alice.id)).toEqual([{ n: 0 }]);
    // Bob is untouched.
    expect(query(dbFile, 'select count(*) as n from scorecards where user_id = ?', bob.id)).toEqual([{ n: 2 }]);
    // Which keys go is commands.test.ts's to prove, and that wrangler drops what it is handed,
    // hide-round's above: a listing here would cost another start of wrangler and prove neither again.

    const double = await startStripeDouble({ stateFile: path.join(stateDir, 'stripe-double.json') });
    try {
      expect((await doubleClient(double).subscriptions.retrieve(stripeSubscription)).status).toBe('canceled');
    } finally {
      await double.stop();
    }
  });
});
