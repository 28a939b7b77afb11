/**
 * `npm run admin -- <command> [--remote] [--state <dir>]`: operators' tools, run through wrangler
 * on the local D1 and KV that `npm start` uses (.wrangler/state, or --state), or on the deployed
 * ones with --remote.
 *
 *   leaderboard           the global board with round ids and owners' e-mails, then hidden players and rounds
 *   hide-round <id>       keeps the round's card off the public boards: the round, its copies and the
 *                         same card saved again (its owner still sees them); drops the kept boards
 *   unhide-round <id>     lets them back on
 *   hide-player <email>   keeps every round of the player's off the public boards, those they keep
 *                         later too (they still see them); drops the kept boards
 *   unhide-player <email> lets them back on, but for the cards hidden on their own
 *   export-user <email>   every stored fact about the player, as JSON on stdout
 *   delete-user <email>   cancels a live Stripe subscription, then erases the account, sessions,
 *                         rounds and courses, and their share codes in KV; names the live games
 *                         the player was in, which wrangler cannot reach to take their teams out
 *
 * Each prints what it changed. An unknown round id or e-mail says so, changes nothing and exits 1.
 * What hiding does is worker/lib/rounds/hiding.ts, which the Worker keeps to on every save.
 * Exporting and erasing run the same use cases as GET /api/user/export and DELETE /api/user
 * (worker/features/account/user-data.ts). Stripe: locally the loopback double, started here on
 * the state folder's records (stop `npm start` first, or its double keeps its own copy); with
 * --remote the API key in STRIPE_SECRET_KEY.
 *
 * The commands themselves are in admin/commands.ts; here they run on wrangler (admin/wrangler-store.ts).
 */
import path from 'node:path';
import { Refusal, runCommand, USAGE } from './admin/commands.ts';
import { wranglerStore, type Target } from './admin/wrangler-store.ts';
import { migrateLocalD1, pendingLocalMigrations } from './local-d1.ts';
import { PERSISTENT_STATE_DIR } from './local-stack.ts';

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

async function main(): Promise<void> {
  const { command, subject, target } = parseArgs(process.argv.slice(2));
  console.error(`(${target.remote ? 'deployed D1 and KV' : `local D1 and KV in ${target.stateDir}`})`);
  // A local database may predate the latest migration (the column that hides a round, say); one
  // that has them all is not handed to wrangler again, which takes seconds to say so.
  if (!target.remote && command && (await pendingLocalMigrations(target.stateDir)).length > 0)
    await migrateLocalD1(target.stateDir, { quiet: true });
  process.exitCode = await runCommand(wranglerStore(target), command, subject, console);
}

main().catch((error: unknown) => {
  console.error(error instanceof Refusal ? error.message : error);
  process.exitCode = 1;
});
