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
import {
  HIDE_PLAYER_SQL,
  HIDE_ROUND_SQL,
  UNHIDE_PLAYER_SQL,
  UNHIDE_ROUND_SQL,
} from '../../worker/lib/rounds/hiding.ts';
import type { AdminStore, Row } from './store.ts';

const ROUND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BOARD_SIZE = 10;

export const USAGE = `Usage: npm run admin -- <command> [--remote] [--state <dir>]
  leaderboard | hide-round <id> | unhide-round <id> | hide-player <email> | unhide-player <email>
  export-user <email> | delete-user <email>`;

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
      case 'hide-player':
        await setPlayerHidden(store, subject, true, print);
        break;
      case 'unhide-player':
        await setPlayerHidden(store, subject, false, print);
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
    // wrangler reaches D1 but no Durable Object: the export names each game from D1 alone, and
    // erasure names the games instead of leaving them.
    leaveGames: () => Promise.resolve(false),
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

/** The rounds hidden on their own: a hidden player's others are counted with the player. */
const HIDDEN_SQL = `select s.id, s.total_score as total, s.team_name as team, u.email,
  strftime('%Y-%m-%dT%H:%M:%SZ', s.hidden_at, 'unixepoch') as hidden
  from scorecards s join users u on u.id = s.user_id
  where s.hidden_at is not null and (u.hidden_at is null
    or exists (select 1 from hidden_cards h where h.user_id = s.user_id and h.card_key = s.card_key))
  order by s.hidden_at desc, s.id`;

const HIDDEN_PLAYERS_SQL = `select u.email, strftime('%Y-%m-%dT%H:%M:%SZ', u.hidden_at, 'unixepoch') as hidden,
  (select count(*) from scorecards s where s.user_id = u.id) as rounds
  from users u where u.hidden_at is not null order by u.hidden_at desc, u.email`;

async function leaderboard(store: AdminStore, print: Printer): Promise<void> {
  const [board = [], hidden = [], players = []] = await store.batch([
    { sql: BOARD_SQL },
    { sql: HIDDEN_SQL },
    { sql: HIDDEN_PLAYERS_SQL },
  ]);
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
  if (players.length > 0) {
    print.log(`Hidden players, every round off the boards (${players.length}):`);
    for (const row of players)
      print.log(`  ${row.email ?? '(no e-mail)'}  ${Number(row.rounds)} round(s)  hidden ${row.hidden}`);
  }
  if (hidden.length === 0) return;
  print.log(`Hidden rounds, each with its card (${hidden.length}):`);
  for (const row of hidden)
    print.log(
      `      ${signed(row.total)}  ${row.id}  ${row.email ?? '(no e-mail)'}  "${row.team}"  hidden ${row.hidden}`,
    );
}

/** The kept boards that may show these rounds: the leaderboard, and each of their courses' boards. */
function boardsOf(rounds: readonly Row[]): string[] {
  const courses = new Set(rounds.flatMap((round) => (typeof round.course === 'string' ? [round.course] : [])));
  return [LEADERBOARD_CACHE_KEY, ...[...courses].toSorted().map(courseBoardKey)];
}

function signed(total: unknown): string {
  const value = Number(total);
  return (value > 0 ? `+${value}` : value === 0 ? 'E' : String(value)).padStart(4);
}

/** The round; whether its card is hidden, and whether its owner is. */
const ROUND_SQL = `select s.id, s.team_name as team, u.email, s.hidden_at as hidden, s.course_id as course,
  exists (select 1 from hidden_cards h where h.user_id = s.user_id and h.card_key = s.card_key) as card_hidden,
  u.hidden_at is not null as owner_hidden
  from scorecards s join users u on u.id = s.user_id where s.id = ?1`;

async function setHidden(store: AdminStore, id: string | undefined, hide: boolean, print: Printer): Promise<void> {
  if (!id || !ROUND_ID.test(id)) throw new Refusal(`'${id ?? ''}' is not a round id (a UUID); nothing was changed.`);
  // The round as it was and the change in one batch (one start of wrangler, not two). The change
  // touches only rounds not yet in the state asked for: an unknown round changes nothing.
  const [[round] = [], ...changes] = await store.batch([
    { sql: ROUND_SQL, params: [id] },
    ...(hide ? HIDE_ROUND_SQL : UNHIDE_ROUND_SQL).map((sql) => ({ sql, params: [id] })),
  ]);
  if (!round) throw new Refusal(`No round with id ${id}; nothing was changed.`);
  const owner = `"${String(round.team)}" of ${String(round.email ?? '(no e-mail)')}`;
  const cardHidden = Number(round.card_hidden) === 1;
  if (hide ? cardHidden : round.hidden === null) {
    print.log(`Round ${id} (${owner}) is already ${hide ? 'hidden' : 'shown'}; nothing was changed.`);
    return;
  }
  const changed = changes.flat();
  const copies = changed.filter((row) => row.id !== id).length;
  const boards = boardsOf([round, ...changed]);
  await store.deleteKeys(boards);
  if (hide)
    print.log(
      `Hid round ${id} (${owner}) and its card from every public board: ${copies} other round(s) of it now, and any saved again. They stay in their owner's history.`,
    );
  else if (Number(round.owner_hidden) === 1)
    print.log(
      `Round ${id} (${owner}) stays off the boards while its player is hidden (unhide-player), but its card is no longer hidden.`,
    );
  else
    print.log(
      `Round ${id} (${owner}) may show on the public boards again, with ${copies} other round(s) of the same card.`,
    );
  print.log(`Dropped the kept boards (KV ${boards.join(', ')}).`);
}

const PLAYER_SQL = 'select hidden_at as hidden from users where id = ?1';

async function setPlayerHidden(
  store: AdminStore,
  email: string | undefined,
  hide: boolean,
  print: Printer,
): Promise<void> {
  const id = await userIdOf(store, email);
  const [[player] = [], ...changes] = await store.batch([
    { sql: PLAYER_SQL, params: [id] },
    ...(hide ? HIDE_PLAYER_SQL : UNHIDE_PLAYER_SQL).map((sql) => ({ sql, params: [id] })),
  ]);
  if (!player) throw new Refusal(`No account with e-mail ${email}; nothing was changed.`);
  if ((player.hidden !== null) === hide) {
    print.log(`Player ${email} is already ${hide ? 'hidden' : 'shown'}; nothing was changed.`);
    return;
  }
  const changed = changes.flat();
  const boards = boardsOf(changed);
  await store.deleteKeys(boards);
  print.log(
    hide
      ? `Hid player ${email} (${id}): ${changed.length} round(s) taken off every public board, and every round they keep from now on; their rounds stay in their history.`
      : `Player ${email} (${id}) may show on the public boards again: ${changed.length} round(s) back (those with a hidden card stay off).`,
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
    ...(report.gamesQueued.length > 0
      ? [
          `Live games the player was in: ${report.gamesQueued.join(', ')}. The Worker's five-minute Cron Trigger takes their teams out of those games.`,
        ]
      : []),
  ];
}
