/** Local D1 as wrangler keeps it under a state folder: migrated, and opened as plain SQLite by the scripts that seed it. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { run } from './run.ts';

/** Brings the local database under `stateDir` up to the latest migration. */
export function migrateLocalD1(stateDir: string, { quiet }: { quiet: boolean }): Promise<void> {
  return run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { quiet });
}

/** Migrates the local database under `stateDir` and answers its SQLite file, to seed before the app starts. */
export async function migratedD1File(stateDir: string): Promise<string> {
  await migrateLocalD1(stateDir, { quiet: true });
  // Local D1 keeps each database in one SQLite file; ours is the one with the users table.
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.sqlite')) continue;
    const file = path.join(dir, name);
    const db = new DatabaseSync(file, { readOnly: true });
    const found = db.prepare("select 1 from sqlite_master where name = 'users'").get();
    db.close();
    if (found) return file;
  }
  throw new Error(`No local D1 database with a users table under ${dir}`);
}
