/**
 * `npm run admin -- <command> [--remote] [--state <dir>]`: operators' tools, run through wrangler
 * on the local D1 and KV that `npm start` uses (.wrangler/state, or --state), or on the deployed
 * ones with --remote.
 *
 *   leaderboard           the global board with round ids and owners' e-mails, then hidden rounds
 *   hide-round <id>       keeps the round off the public board (its owner still sees it); drops the kept board
 *   unhide-round <id>     lets it back on
 *   export-user <email>   every stored fact about the player, as JSON on stdout
 *   delete-user <email>   cancels a live Stripe subscription, then erases the account, sessions,
 *                         rounds and courses, and their share codes in KV
 *
 * Each prints what it changed. An unknown round id or e-mail says so, changes nothing and exits 1.
 * Exporting and erasing run the same use cases as GET /api/user/export and DELETE /api/user
 * (worker/features/account/user-data.ts). Stripe: locally the loopback double, started here on
 * the state folder's records (stop `npm start` first, or its double keeps its own copy); with
 * --remote the API key in STRIPE_SECRET_KEY.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { placeLabel, sharedPlaces, TIE_RULE } from '../domain/standings.ts';
import { createStripeClient } from '../worker/adapters/stripe.ts';
import {
  eraseUser,
  exportUserData,
  findUserIdByEmail,
  type AccountStore,
  type ErasureReport,
} from '../worker/features/account/user-data.ts';
import { courseBoardKey, LEADERBOARD_CACHE_KEY, shareCodeKey } from '../worker/lib/kv-keys.ts';
import { startStripeDouble } from './doubles/stripe-double.ts';
import { migrateLocalD1, pendingLocalMigrations } from './local-d1.ts';
import { PERSISTENT_STATE_DIR } from './local-stack.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BOARD_SIZE = 10;

const USAGE = `Usage: npm run admin -- <command> [--remote] [--state <dir>]
  leaderboard | hide-round <id> | unhide-round <id> | export-user <email> | delete-user <email>`;

/** A refusal the operator reads: printed without a stack trace, exit code 1. */
class Refusal extends Error {}

interface Target {
  remote: boolean;
  stateDir: string;
}

function parseArgs(argv: string[]): { command: string; subject: string | undefined; target: Target } {
  const words: string[] = [];
  let remote = false;
  let stateDir = process.env.PUBGOLF_STATE_DIR ?? PERSISTENT_STATE_DIR;
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] ?? '';
    if (word === '--remote') remote = true;
    else if (word === '--state') stateDir = path.resolve(argv[++index] ?? '');
    else words.push(word);
  }
  const [command = '', subject, ...extra] = words;
  if (extra.length > 0) throw new Refusal(`Unexpected arguments: ${extra.join(' ')}\n${USAGE}`);
  return { command, subject, target: { remote, stateDir } };
}

function where(target: Target): string[] {
  return target.remote ? ['--remote'] : ['--local', '--persist-to', target.stateDir];
}

/** Runs wrangler and answers its stdout; its stderr passes through only when it fails. */
function wrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrangler', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`wrangler ${args[0]} ${args[1]} failed (${code}):\n${err}${out}`)),
    );
  });
}

/** A value as an SQL literal: wrangler's --command takes no bound parameters. */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

async function d1(target: Target, sql: string, param?: string): Promise<Record<string, unknown>[]> {
  const command = param === undefined ? sql : sql.replaceAll('?1', literal(param));
  const out = await wrangler(['d1', 'execute', 'DB', ...where(target), '--json', '--command', command]);
  const results = JSON.parse(out) as { results?: Record<string, unknown>[] }[];
  return results.flatMap((result) => result.results ?? []);
}

async function deleteKeys(target: Target, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-admin-'));
  try {
    const file = path.join(dir, 'keys.json');
    await writeFile(file, JSON.stringify(keys));
    await wrangler(['kv', 'bulk', 'delete', file, '--binding', 'CACHE', '--force', ...where(target)]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Stripe for this target, started only when something is to be cancelled. */
async function cancelAtStripe(target: Target, subscriptionId: string): Promise<void> {
  if (target.remote) {
    const secretKey = process.env.STRIPE_SECRET_KEY;
    if (!secretKey) throw new Refusal('Set STRIPE_SECRET_KEY to cancel the subscription; nothing was changed.');
    await cancelWith(createStripeClient({ secretKey, apiBaseUrl: null }), subscriptionId);
    return;
  }
  const double = await startStripeDouble({ stateFile: path.join(target.stateDir, 'stripe-double.json') });
  try {
    const client = createStripeClient({
      secretKey: double.env.STRIPE_SECRET_KEY ?? '',
      apiBaseUrl: new URL(double.env.STRIPE_API_BASE_URL ?? ''),
    });
    await cancelWith(client, subscriptionId);
  } finally {
    await double.stop();
  }
}

async function cancelWith(client: ReturnType<typeof createStripeClient>, subscriptionId: string): Promise<void> {
  try {
    await client.subscriptions.cancel(subscriptionId);
  } catch (error) {
    // Already gone from Stripe: nothing is left to bill.
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'resource_missing') return;
    throw error;
  }
}

function accountStore(target: Target): AccountStore {
  return {
    first: async (sql, param) => {
      const [row] = await d1(target, sql, param);
      const data = row?.data;
      return typeof data === 'string' ? data : null;
    },
    runAll: async (sqls, param) => {
      await d1(target, sqls.join(';\n'), param);
    },
    deleteKeys: (keys) => deleteKeys(target, keys),
    cancelSubscription: (subscriptionId) => cancelAtStripe(target, subscriptionId),
  };
}

/**
 * The board as GET /api/leaderboard orders it (`publicBoard`, worker/lib/rounds/public-board.ts), with who
 * played: TIE_RULE's order (domain/standings.ts), lowest total first, among level totals the earlier round.
 */
const BOARD_SQL = `select s.id, s.total_score as total, s.team_name as team, u.email,
  strftime('%Y-%m-%dT%H:%M:%SZ', s.created_at, 'unixepoch') as played
  from scorecards s join users u on u.id = s.user_id
  where s.fair = 1 and s.hidden_at is null
  order by s.total_score, s.created_at, s.id limit ${BOARD_SIZE}`;

const HIDDEN_SQL = `select s.id, s.total_score as total, s.team_name as team, u.email,
  strftime('%Y-%m-%dT%H:%M:%SZ', s.hidden_at, 'unixepoch') as hidden
  from scorecards s join users u on u.id = s.user_id
  where s.hidden_at is not null order by s.hidden_at desc, s.id`;

async function leaderboard(target: Target): Promise<void> {
  const board = await d1(target, BOARD_SQL);
  console.log(`Global leaderboard (${board.length} of ${BOARD_SIZE}):`);
  if (board.length === 0) console.log('  (empty)');
  const places = sharedPlaces(board.map((row) => Number(row.total)));
  board.forEach((row, index) => {
    const place = places[index];
    const label = place ? placeLabel(place) : String(index + 1);
    console.log(
      `  ${label.padEnd(3)} ${signed(row.total)}  ${row.id}  ${row.email ?? '(no e-mail)'}  "${row.team}"  ${row.played}`,
    );
  });
  if (places.some((place) => place.tied)) console.log(`  ${TIE_RULE} Among them the earlier round is listed first.`);
  const hidden = await d1(target, HIDDEN_SQL);
  if (hidden.length === 0) return;
  console.log(`Hidden rounds (${hidden.length}):`);
  for (const row of hidden)
    console.log(
      `      ${signed(row.total)}  ${row.id}  ${row.email ?? '(no e-mail)'}  "${row.team}"  hidden ${row.hidden}`,
    );
}

function signed(total: unknown): string {
  const value = Number(total);
  return (value > 0 ? `+${value}` : value === 0 ? 'E' : String(value)).padStart(4);
}

async function setHidden(target: Target, id: string | undefined, hide: boolean): Promise<void> {
  if (!id || !ROUND_ID.test(id)) throw new Refusal(`'${id ?? ''}' is not a round id (a UUID); nothing was changed.`);
  const [round] = await d1(
    target,
    `select s.id, s.team_name as team, u.email, s.hidden_at as hidden, s.course_id as course from scorecards s
      join users u on u.id = s.user_id where s.id = ?1`,
    id,
  );
  if (!round) throw new Refusal(`No round with id ${id}; nothing was changed.`);
  const owner = `"${String(round.team)}" of ${String(round.email ?? '(no e-mail)')}`;
  if ((round.hidden !== null) === hide) {
    console.log(`Round ${id} (${owner}) is already ${hide ? 'hidden' : 'shown'}; nothing was changed.`);
    return;
  }
  await d1(
    target,
    hide
      ? 'update scorecards set hidden_at = unixepoch() where id = ?1 and hidden_at is null'
      : 'update scorecards set hidden_at = null where id = ?1',
    id,
  );
  const course = typeof round.course === 'string' ? round.course : null;
  const boards = [LEADERBOARD_CACHE_KEY, ...(course === null ? [] : [courseBoardKey(course)])];
  await deleteKeys(target, boards);
  console.log(
    hide
      ? `Hid round ${id} (${owner}) from every public board; it stays in its owner's history.`
      : `Round ${id} (${owner}) may show on the public boards again.`,
  );
  console.log(`Dropped the kept boards (KV ${boards.join(', ')}).`);
}

async function userIdOf(target: Target, email: string | undefined): Promise<string> {
  if (!email) throw new Refusal(`An e-mail address is needed.\n${USAGE}`);
  const id = await findUserIdByEmail(accountStore(target), email);
  if (!id) throw new Refusal(`No account with e-mail ${email}; nothing was changed.`);
  return id;
}

async function exportUser(target: Target, email: string | undefined): Promise<void> {
  const data = await exportUserData(accountStore(target), await userIdOf(target, email));
  console.log(JSON.stringify(data, null, 2));
}

async function deleteUser(target: Target, email: string | undefined): Promise<void> {
  const id = await userIdOf(target, email);
  const report = await eraseUser(
    accountStore(target),
    { leaderboard: LEADERBOARD_CACHE_KEY, courseBoard: courseBoardKey, shareCode: shareCodeKey },
    id,
  );
  if (!report) throw new Refusal(`No account with e-mail ${email}; nothing was changed.`);
  for (const line of describeErasure(email ?? '', id, report)) console.log(line);
}

function describeErasure(email: string, id: string, report: ErasureReport): string[] {
  return [
    report.cancelledSubscription
      ? `Cancelled Stripe subscription ${report.cancelledSubscription} at once.`
      : report.lifetimeEnded
        ? 'Ended lifetime access (nothing at Stripe to cancel).'
        : 'No subscription to cancel.',
    `Deleted account ${id} (${email}) with its sign-ins, ${report.sessions} session(s), ${report.rounds} round(s) and ${report.courses} course(s).`,
    report.shareCodes.length > 0
      ? `Share codes no longer resolve: ${report.shareCodes.join(', ')} (KV entries deleted).`
      : 'No share codes to drop.',
    ...(report.leaderboardDropped ? [`Dropped the kept leaderboard (KV ${LEADERBOARD_CACHE_KEY}).`] : []),
  ];
}

async function main(): Promise<void> {
  const { command, subject, target } = parseArgs(process.argv.slice(2));
  console.error(`(${target.remote ? 'deployed D1 and KV' : `local D1 and KV in ${target.stateDir}`})`);
  // A local database may predate the latest migration (the column that hides a round, say); one
  // that has them all is not handed to wrangler again, which takes seconds to say so.
  if (!target.remote && command && (await pendingLocalMigrations(target.stateDir)).length > 0)
    await migrateLocalD1(target.stateDir, { quiet: true });
  switch (command) {
    case 'leaderboard':
      return leaderboard(target);
    case 'hide-round':
      return setHidden(target, subject, true);
    case 'unhide-round':
      return setHidden(target, subject, false);
    case 'export-user':
      return exportUser(target, subject);
    case 'delete-user':
      return deleteUser(target, subject);
    default:
      throw new Refusal(command ? `Unknown command '${command}'.\n${USAGE}` : USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Refusal ? error.message : error);
  process.exitCode = 1;
});
