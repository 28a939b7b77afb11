/**
 * The operators' commands (`npm run admin`) in-process: each runs on SQLite migrated as local D1
 * is, a map for KV and the Stripe double, so every case takes milliseconds. cli.test.ts runs
 * one command of each kind through wrangler, as an operator does.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble } from '../doubles/stripe-double.ts';
import { migrateSqliteFile } from '../local-d1.ts';
import { runCommand } from './commands.ts';
import { doubleClient, monthlySubscription, seedPlayer, type Player } from './fixtures.ts';
import { sqliteStore } from './sqlite-store.ts';
import type { AdminStore } from './store.ts';

let dir = '';
let db: DatabaseSync;
let double: Awaited<ReturnType<typeof startStripeDouble>>;
let store: AdminStore;
let alice: Player;
let bob: Player;
let stripeSubscription = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-admin-commands-'));
  const file = path.join(dir, 'd1.sqlite');
  await migrateSqliteFile(file);
  db = new DatabaseSync(file);
  double = await startStripeDouble();
  const stripe = doubleClient(double);
  stripeSubscription = await monthlySubscription(stripe, 'alice@example.com');
  alice = seedPlayer(db, 'alice@example.com', [-12, -3, 4], { status: 'active', id: stripeSubscription });
  bob = seedPlayer(db, 'bob@example.com', [-3, 1], { status: 'lifetime' });
  // Level at -3, Bob's first round was played before Alice's second: Alice's takes the lowest
  // id, so a board ordered by id rather than by when each was played lists them the other way.
  const lowestId = '00000000-0000-4000-8000-000000000000';
  db.prepare('update scorecards set id = ? where id = ?').run(lowestId, alice.rounds[1] ?? '');
  alice.rounds[1] = lowestId;
  store = sqliteStore(db, stripe);
  await store.putKeys({
    [`share:${alice.shareCode}`]: '{"kept":"course"}',
    [`share:${bob.shareCode}`]: '{"kept":"course"}',
  });
});

afterAll(async () => {
  db.close();
  await double.stop();
  await rm(dir, { recursive: true, force: true });
});

/** One command as `npm run admin` runs it: its exit code and what it printed on stdout and stderr. */
async function admin(command: string, subject?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(store, command, subject, {
    log: (line) => out.push(`${line}\n`),
    error: (line) => err.push(`${line}\n`),
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

function query<Row>(sql: string, ...params: (string | number)[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

async function kvHas(key: string): Promise<boolean> {
  return (await store.listKeys()).includes(key);
}

describe('npm run admin', () => {
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
    expect(stdout).not.toContain('Hidden rounds');
  });

  it('hide-round and unhide-round: off the board and back, the kept board dropped each time', async () => {
    const round = alice.rounds[0] ?? '';
    await store.putKeys({ 'leaderboard:top': '[]' });
    const hidden = await admin('hide-round', round);
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toContain(`Hid round ${round}`);
    expect(hidden.stdout).toContain('Dropped the kept boards (KV leaderboard:top).');
    expect(query('select hidden_at from scorecards where id = ?', round)).toEqual([{ hidden_at: expect.any(Number) }]);
    expect(await kvHas('leaderboard:top')).toBe(false);

    const board = await admin('leaderboard');
    const [onBoard, hiddenList] = board.stdout.split('Hidden rounds');
    expect(onBoard).not.toContain(round);
    expect(hiddenList).toContain(round);

    // Hidden again: said so, and the round keeps when it was hidden (a time no second run could write).
    db.prepare('update scorecards set hidden_at = 1000 where id = ?').run(round);
    await store.putKeys({ 'leaderboard:top': '[]' });
    const again = await admin('hide-round', round);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already hidden; nothing was changed.');
    expect(query('select hidden_at from scorecards where id = ?', round)).toEqual([{ hidden_at: 1000 }]);
    expect(await kvHas('leaderboard:top')).toBe(true);

    const shown = await admin('unhide-round', round);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('may show on the public boards again');
    expect(query('select hidden_at from scorecards where id = ?', round)).toEqual([{ hidden_at: null }]);
    expect(await kvHas('leaderboard:top')).toBe(false);

    const shownAgain = await admin('unhide-round', round);
    expect(shownAgain.code).toBe(0);
    expect(shownAgain.stdout).toContain('is already shown; nothing was changed.');
  });

  it('hide-round and unhide-round: an unknown or malformed id says so, exits 1 and changes nothing', async () => {
    for (const command of ['hide-round', 'unhide-round'])
      for (const id of [randomUUID(), "x' or 1=1 --", undefined]) {
        const result = await admin(command, id);
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).toMatch(
          /^(No round with id .*|'.*' is not a round id \(a UUID\)); nothing was changed\.\n$/,
        );
      }
    expect(query('select count(*) as n from scorecards where hidden_at is not null')).toEqual([{ n: 0 }]);
  });

  it('hide-round: hides the round with the copies of its card already kept, and unhide-round lets them all back', async () => {
    const round = alice.rounds[2] ?? '';
    const copy = randomUUID();
    db.prepare(
      `insert into scorecards (id, user_id, number, team_name, date, total_score, holes, penalties, complete, fair,
         created_at, updated_at, card_key, course_id)
       select ?, user_id, 99, 'Renamed', date, total_score, holes, penalties, complete, fair, created_at, updated_at,
         card_key, 'course-1' from scorecards where id = ?`,
    ).run(copy, round);
    await store.putKeys({ 'leaderboard:top': '[]', 'leaderboard:course:course-1': '[]' });

    const hidden = await admin('hide-round', round);
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toContain(`Hid round ${round}`);
    expect(hidden.stdout).toContain('and its card from every public board: 1 other round(s) of it now');
    expect(hidden.stdout).toContain('Dropped the kept boards (KV leaderboard:top, leaderboard:course:course-1).');
    expect(query('select count(*) as n from scorecards where hidden_at is not null')).toEqual([{ n: 2 }]);
    expect(await store.listKeys()).not.toContain('leaderboard:course:course-1');

    const shown = await admin('unhide-round', copy);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('with 1 other round(s) of the same card');
    expect(query('select count(*) as n from scorecards where hidden_at is not null')).toEqual([{ n: 0 }]);
    expect(query('select count(*) as n from hidden_cards')).toEqual([{ n: 0 }]);
    db.prepare('delete from scorecards where id = ?').run(copy);
  });

  it('hide-player and unhide-player: every round of the player off the boards and back, said by leaderboard', async () => {
    const bobsCourse = 'course-2';
    db.prepare('update scorecards set course_id = ? where id = ?').run(bobsCourse, bob.rounds[1] ?? '');
    await admin('hide-round', bob.rounds[0]);
    await store.putKeys({ 'leaderboard:top': '[]', [`leaderboard:course:${bobsCourse}`]: '[]' });

    const hidden = await admin('hide-player', 'Bob@example.com');
    expect(hidden.code).toBe(0);
    expect(hidden.stdout).toContain(`Hid player Bob@example.com (${bob.id}): 1 round(s) taken off every public board`);
    expect(hidden.stdout).toContain(`Dropped the kept boards (KV leaderboard:top, leaderboard:course:${bobsCourse}).`);
    expect(query('select count(*) as n from scorecards where user_id = ? and hidden_at is null', bob.id)).toEqual([
      { n: 0 },
    ]);
    expect(await store.listKeys()).not.toContain('leaderboard:top');

    const board = await admin('leaderboard');
    const [onBoard = '', hiddenLists = ''] = board.stdout.split('Hidden players');
    expect(onBoard).not.toContain('bob@example.com');
    expect(hiddenLists).toMatch(
      /^, every round off the boards \(1\):\n {2}bob@example\.com {2}2 round\(s\) {2}hidden /,
    );
    // The round hidden on its own is still listed; the player's other round is counted with the player.
    expect(hiddenLists).toContain(bob.rounds[0]);
    expect(hiddenLists).not.toContain(bob.rounds[1]);

    const hiddenAt = query('select hidden_at from users where id = ?', bob.id);
    await store.putKeys({ 'leaderboard:top': '[]' });
    const again = await admin('hide-player', 'bob@example.com');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('Player bob@example.com is already hidden; nothing was changed.\n');
    expect(query('select hidden_at from users where id = ?', bob.id)).toEqual(hiddenAt);
    expect(await store.listKeys()).toContain('leaderboard:top');

    const shown = await admin('unhide-player', 'bob@example.com');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('1 round(s) back (those with a hidden card stay off)');
    expect(query('select id from scorecards where user_id = ? and hidden_at is not null', bob.id)).toEqual([
      { id: bob.rounds[0] },
    ]);
    expect(query('select hidden_at from users where id = ?', bob.id)).toEqual([{ hidden_at: null }]);
    expect(await store.listKeys()).not.toContain('leaderboard:top');
    expect((await admin('unhide-player', 'bob@example.com')).stdout).toContain(
      'is already shown; nothing was changed.',
    );

    await admin('unhide-round', bob.rounds[0]);
    db.prepare('update scorecards set course_id = null where id = ?').run(bob.rounds[1] ?? '');
  });

  it('hide-player and unhide-player: an unknown e-mail, or none, exits 1 and changes nothing', async () => {
    const keys = await store.listKeys();
    for (const command of ['hide-player', 'unhide-player'])
      for (const email of ['nobody@example.com', "x' or 1=1 --", undefined]) {
        const result = await admin(command, email);
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).toMatch(
          /^(No account with e-mail .*; nothing was changed\.|An e-mail address is needed\.\n)/,
        );
      }
    expect(query('select count(*) as n from users where hidden_at is not null')).toEqual([{ n: 0 }]);
    expect(query('select count(*) as n from scorecards where hidden_at is not null')).toEqual([{ n: 0 }]);
    expect(await store.listKeys()).toEqual(keys);
  });

  it('an unknown command or none prints the usage and exits 1', async () => {
    const unknown = await admin('drop-everything');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Unknown command 'drop-everything'\.\nUsage: npm run admin -- <command>/);
    const none = await admin('');
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^Usage: /);
  });

  it('export-user: every stored fact about the player as JSON; an unknown e-mail exits 1', async () => {
    db.prepare('insert into member_games (user_id, code, joined_at) values (?, ?, ?)').run(
      alice.id,
      'ABC234',
      1_800_000_000,
    );
    const { code, stdout } = await admin('export-user', 'ALICE@example.com ');
    db.prepare('delete from member_games where user_id = ?').run(alice.id);
    expect(code).toBe(0);
    const data = JSON.parse(stdout) as Record<string, unknown> & { rounds: { id: string }[] };
    expect(data).toMatchObject({
      account: { id: alice.id, email: 'alice@example.com', firstName: 'Pat' },
      subscription: { status: 'active', stripeSubscriptionId: stripeSubscription },
      courses: [{ shareCode: alice.shareCode }],
      signIns: [{ provider: 'local' }],
      // The operator's tools reach D1 but no live game: the game is named by D1's row alone.
      liveGames: [{ code: 'ABC234', joinedAt: '2027-01-15T08:00:00.000Z', game: null }],
    });
    expect(data.rounds.map((round) => round.id)).toEqual(alice.rounds);
    expect(stdout).not.toContain(bob.id);

    const unknown = await admin('export-user', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe('No account with e-mail nobody@example.com; nothing was changed.\n');
  });

  it('delete-user: an unknown e-mail exits 1 and changes nothing', async () => {
    const before = query('select count(*) as n from users');
    const keys = await store.listKeys();
    const result = await admin('delete-user', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account with e-mail nobody@example.com');
    expect(query('select count(*) as n from users')).toEqual(before);
    expect(await store.listKeys()).toEqual(keys);
  });

  it('delete-user: cancels the subscription at Stripe, then erases the player from D1 and KV', async () => {
    const { code, stdout } = await admin('delete-user', 'alice@example.com');
    expect(code).toBe(0);
    expect(stdout).toContain(`Cancelled Stripe subscription ${stripeSubscription}`);
    expect(stdout).toContain(`Deleted account ${alice.id} (alice@example.com) with its sign-ins, 1 session(s),`);
    expect(stdout).toContain('3 round(s) and 1 course(s)');
    expect(stdout).toContain(`Share codes no longer resolve: ${alice.shareCode}`);

    for (const table of ['scorecards', 'courses', 'sessions', 'oauth_accounts', 'subscriptions', 'checkout_claims'])
      expect(query(`select count(*) as n from ${table} where user_id = ?`, alice.id)).toEqual([{ n: 0 }]);
    expect(query('select count(*) as n from users where id = ?', alice.id)).toEqual([{ n: 0 }]);
    expect(await kvHas(`share:${alice.shareCode}`)).toBe(false);
    // Bob is untouched.
    expect(query('select count(*) as n from scorecards where user_id = ?', bob.id)).toEqual([{ n: 2 }]);
    expect(await kvHas(`share:${bob.shareCode}`)).toBe(true);

    expect((await doubleClient(double).subscriptions.retrieve(stripeSubscription)).status).toBe('canceled');

    const again = await admin('delete-user', 'alice@example.com');
    expect(again.code).toBe(1);
  });

  it('delete-user: a lifetime member is erased with nothing to cancel at Stripe, leaving the live games it cannot reach to the Worker', async () => {
    const now = Math.floor(Date.now() / 1000);
    const game = db.prepare('insert into member_games (user_id, code, joined_at) values (?, ?, ?)');
    game.run(bob.id, 'BCDFGH', now - 60);
    // A game joined weeks ago has ended and been forgotten.
    game.run(bob.id, 'JKLMNP', now - 30 * 24 * 60 * 60);
    const { code, stdout } = await admin('delete-user', 'bob@example.com');
    expect(code).toBe(0);
    expect(stdout).toContain('Ended lifetime access (nothing at Stripe to cancel).');
    expect(stdout).toContain(
      "Live games the player was in: BCDFGH. The Worker's five-minute Cron Trigger takes their teams out of those games.",
    );
    expect(query('select count(*) as n from member_games')).toEqual([{ n: 0 }]);
    expect(query('select code, user_id from game_exits')).toEqual([{ code: 'BCDFGH', user_id: bob.id }]);
    expect(query('select count(*) as n from users')).toEqual([{ n: 0 }]);
    expect(await store.listKeys()).toEqual([]);
  });
});
