/** Local D1 as wrangler keeps it under a state folder: migrated, and opened as plain SQLite by the scripts that seed it. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { run } from './run.ts';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '..', 'migrations');

/** Brings the local database under `stateDir` up to the latest migration. */
export function migrateLocalD1(stateDir: string, { quiet }: { quiet: boolean }): Promise<void> {
  return run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { quiet });
}

/**
 * The local database's SQLite file under `stateDir`: local D1 keeps each database in one file,
 * and ours is the one holding `table`. Null when there is none yet.
 */
async function localD1FileWith(stateDir: string, table: string): Promise<string | null> {
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const names = await readdir(dir).catch(() => []);
  for (const name of names) {
    if (!name.endsWith('.sqlite')) continue;
    const file = path.join(dir, name);
    const db = new DatabaseSync(file, { readOnly: true });
    const found = db.prepare('select 1 from sqlite_master where name = ?').get(table);
    db.close();
    if (found) return file;
  }
  return null;
}

/** Migrates the local database under `stateDir` and answers its SQLite file, to seed before the app starts. */
export async function migratedD1File(stateDir: string): Promise<string> {
  await migrateLocalD1(stateDir, { quiet: true });
  const file = await localD1FileWith(stateDir, 'users');
  if (!file) throw new Error(`No local D1 database with a users table under ${stateDir}`);
  return file;
}

/** The files in migrations/, in the order they apply. */
async function migrationNames(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
}

/**
 * A plain SQLite database at `file` with every migration applied in order, without wrangler:
 * the schema local D1 has after migrating (scripts/admin/cli.test.ts compares the two), for
 * tests that run on it in-process.
 */
export async function migrateSqliteFile(file: string): Promise<void> {
  const db = new DatabaseSync(file);
  try {
    for (const name of await migrationNames()) db.exec(await readFile(path.join(MIGRATIONS_DIR, name), 'utf8'));
  } finally {
    db.close();
  }
}

/** The files in migrations/ the local database under `stateDir` has not had yet: all of them when there is none. */
export async function pendingLocalMigrations(stateDir: string): Promise<string[]> {
  const all = await migrationNames();
  const file = await localD1FileWith(stateDir, 'd1_migrations');
  if (!file) return all;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const applied = new Set(
      (db.prepare('select name from d1_migrations').all() as { name: string }[]).map((row) => row.name),
    );
    return all.filter((name) => !applied.has(name));
  } finally {
    db.close();
  }
}
