/**
 * The operators' commands (`npm run admin`, scripts/admin.ts) on any AdminStore: what each
 * reads, changes and prints, the same whether wrangler or the tests' SQLite answers.
 */
import { placeLabel, sharedPlaces, TIE_RULE } from '../../domain/standings.ts';
import {
  eraseUser,
  exportUserData,
  findUserIdByEmail,
  type AccountStore,
  type ErasureReport,
} from '../../worker/features/account/user-data.ts';
import { courseBoardKey, LEADERBOARD_CACHE_KEY, shareCodeKey } from '../../worker/lib/kv-keys.ts';
import type { AdminStore } from './store.ts';

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BOARD_SIZE = 10;

export const USAGE = `Usage: npm run admin -- <command> [--remote] [--state <dir>]
  leaderboard | hide-round <id> | unhide-round <id> | export-user <email> | delete-user <email>`;

/** A refusal the operator reads: printed without a stack trace, exit code 1. */
export class Refusal extends Error {}

/** Where a command's lines go: stdout and stderr for the operator. */
export interface Printer {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs one command and answers its exit code: 0 when it did what it says, 1 when it refused
 * (an unknown command, round id or e-mail) and changed nothing. Other failures are thrown.
 */
export async function runCommand(
  store: AdminStore,
  command: string,
  subject: string | undefined,
  print: Printer,
): Promise<number> {
  try {
    switch (command) {
      case 'leaderboard':
        await leaderboard(store, print);
        break;
      case 'hide-round':
        await setHidden(store, subject, true, print);
        break;
      case 'unhide-round':
        await setHidden(store, subject, false, print);
        break;
      case 'export-user':
        await exportUser(store, subject, print);
        break;
      case 'delete-user':
        await deleteUser(store, subject, print);
        break;
      default:
        throw new Refusal(command ? `Unknown command '${command}'.\n${USAGE}` : USAGE);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    print.error(error.message);
    return 1;
  }
}

function accountStore(store: AdminStore): AccountStore {
  return {
    first: async (sql, param) => {
      const [row] = await store.query(sql, [param]);
      const data = row?.data;
      return typeof data === 'string' ? data : null;
    },
    runAll: async (sqls, param) => {
      await store.batch(sqls.map((sql) => ({ sql, params: [param] })));
    },
    deleteKeys: (keys) => store.deleteKeys(keys),
    cancelSubscription: (subscriptionId) => store.cancelSubscription(subscriptionId),
    // wrangler reaches D1 but no Durable Object: the export names each game from D1 alone.
    liveGame: () => Promise.resolve(null),
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

async function leaderboard(store: AdminStore, print: Printer): Promise<void> {
  const [board = [], hidden = []] = await store.batch([{ sql: BOARD_SQL }, { sql: HIDDEN_SQL }]);
  print.log(`Global leaderboard (${board.length} of ${BOARD_SIZE}):`);
  if (board.length === 0) print.log('  (empty)');
  const places = sharedPlaces(board.map((row) => Number(row.total)));
  board.forEach((row, index) => {
    const place = places[index];
    const label = place ? placeLabel(place) : String(index + 1);
    print.log(
      `  ${label.padEnd(3)} ${signed(row.total)}  ${row.id}  ${row.email ?? '(no e-mail)'}  "${row.team}"  ${row.played}`,
    );
  });
  if (places.some((place) => place.tied)) print.log(`  ${TIE_RULE} Among them the earlier round is listed first.`);
  if (hidden.length === 0) return;
  print.log(`Hidden rounds (${hidden.length}):`);
  for (const row of hidden)
    print.log(
      `      ${signed(row.total)}  ${row.id}  ${row.email ?? '(no e-mail)'}  "${row.team}"  hidden ${row.hidden}`,
    );
}

function signed(total: unknown): string {
  const value = Number(total);
  return (value > 0 ? `+${value}` : value === 0 ? 'E' : String(value)).padStart(4);
}

const ROUND_SQL = `select s.id, s.team_name as team, u.email, s.hidden_at as hidden, s.course_id as course
  from scorecards s join users u on u.id = s.user_id where s.id = ?1`;

// Each touches only a round not yet in the state asked for: an unknown round, or one already
// hidden or shown, is left as it was.
const HIDE_SQL = 'update scorecards set hidden_at = unixepoch() where id = ?1 and hidden_at is null';
const UNHIDE_SQL = 'update scorecards set hidden_at = null where id = ?1 and hidden_at is not null';

async function setHidden(store: AdminStore, id: string | undefined, hide: boolean, print: Printer): Promise<void> {
  if (!id || !ROUND_ID.test(id)) throw new Refusal(`'${id ?? ''}' is not a round id (a UUID); nothing was changed.`);
  // The round as it was and the change in one batch (one start of wrangler, not two).
  const [[round] = []] = await store.batch([
    { sql: ROUND_SQL, params: [id] },
    { sql: hide ? HIDE_SQL : UNHIDE_SQL, params: [id] },
  ]);
  if (!round) throw new Refusal(`No round with id ${id}; nothing was changed.`);
  const owner = `"${String(round.team)}" of ${String(round.email ?? '(no e-mail)')}`;
  if ((round.hidden !== null) === hide) {
    print.log(`Round ${id} (${owner}) is already ${hide ? 'hidden' : 'shown'}; nothing was changed.`);
    return;
  }
  const course = typeof round.course === 'string' ? round.course : null;
  const boards = [LEADERBOARD_CACHE_KEY, ...(course === null ? [] : [courseBoardKey(course)])];
  await store.deleteKeys(boards);
  print.log(
    hide
      ? `Hid round ${id} (${owner}) from every public board; it stays in its owner's history.`
      : `Round ${id} (${owner}) may show on the public boards again.`,
  );
  print.log(`Dropped the kept boards (KV ${boards.join(', ')}).`);
}

async function userIdOf(store: AdminStore, email: string | undefined): Promise<string> {
  if (!email) throw new Refusal(`An e-mail address is needed.\n${USAGE}`);
  const id = await findUserIdByEmail(accountStore(store), email);
  if (!id) throw new Refusal(`No account with e-mail ${email}; nothing was changed.`);
  return id;
}

async function exportUser(store: AdminStore, email: string | undefined, print: Printer): Promise<void> {
  const data = await exportUserData(accountStore(store), await userIdOf(store, email));
  print.log(JSON.stringify(data, null, 2));
}

async function deleteUser(store: AdminStore, email: string | undefined, print: Printer): Promise<void> {
  const id = await userIdOf(store, email);
  const report = await eraseUser(
    accountStore(store),
    { leaderboard: LEADERBOARD_CACHE_KEY, courseBoard: courseBoardKey, shareCode: shareCodeKey },
    id,
  );
  if (!report) throw new Refusal(`No account with e-mail ${email}; nothing was changed.`);
  for (const line of describeErasure(email ?? '', id, report)) print.log(line);
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
