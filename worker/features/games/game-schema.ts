/**
 * The game's SQLite schema as an ordered list of steps. The object stores the number of steps it
 * has run; on its first use after a start, it runs the ones it has not, each in one transaction
 * with the new number, so a game stored by older code is brought forward before it is read.
 *
 * To change the schema, append a step; never edit or reorder a step that has shipped, because
 * running games have already run it. (SQLite's `user_version` pragma is not allowed in a Durable
 * Object, hence the one-row table.)
 */

/** One change to the schema, run once per game. */
export type GameMigration = (sql: SqlStorage) => void;

export const GAME_MIGRATIONS: readonly GameMigration[] = [
  // 1: the schema games had before it was versioned; `if not exists` lets such a game pass through.
  (sql) =>
    sql.exec(`
      create table if not exists game (
        id integer primary key check (id = 1),
        code text not null,
        name text not null,
        status text not null check (status in ('live', 'ended')),
        source text not null,
        course_id text,
        date text not null,
        holes text not null,
        penalties text not null,
        host_team_id text not null,
        created_at integer not null,
        last_activity_at integer not null,
        ended_at integer
      );
      create table if not exists teams (
        id text primary key,
        name text not null,
        token_hash text not null unique,
        user_id text,
        round_id text not null,
        round_state text not null default 'playing' check (round_state in ('playing', 'pending', 'done')),
        changes integer not null default 0,
        joined_at integer not null,
        updated_at integer not null
      );
      create unique index if not exists teams_name on teams (name collate nocase);
      create table if not exists hole_scores (
        team_id text not null references teams (id) on delete cascade,
        hole integer not null,
        score text,
        version integer not null,
        primary key (team_id, hole)
      );
      create table if not exists penalty_counts (
        team_id text not null references teams (id) on delete cascade,
        penalty_id text not null,
        count integer not null,
        version integer not null,
        primary key (team_id, penalty_id)
      );
    `),
  // 2: the teams the host removed, so their phones and accounts cannot join again until let back in.
  (sql) =>
    sql.exec(`
      create table removed_teams (
        id text primary key,
        name text not null,
        token_hash text not null,
        user_id text,
        removed_at integer not null
      );
    `),
  // 3: a team may play alcohol-free; teams of older games do not.
  (sql) => sql.exec('alter table teams add column alcohol_free integer not null default 0'),
  // 4: the game's house rules; older games have none.
  (sql) => sql.exec(`alter table game add column rules text not null default ''`),
  // 5: the phones that asked for notifications, each with the team it plays for and its failures in a row.
  (sql) =>
    sql.exec(`
      create table push_subscriptions (
        endpoint text primary key,
        team_id text not null,
        p256dh text not null,
        auth text not null,
        language text not null,
        failures integer not null default 0,
        created_at integer not null
      );
      create index push_subscriptions_team on push_subscriptions (team_id);
    `),
  // 6: mulligans: how many each team may take (older games none), and the holes each team spent one on.
  (sql) =>
    sql.exec(`
      alter table game add column mulligans integer not null default 0;
      create table mulligans (
        team_id text not null references teams (id) on delete cascade,
        hole integer not null,
        spent_at integer not null,
        primary key (team_id, hole)
      );
    `),
  // 7: the finale: how many last holes the board hides (0: none) and when the host revealed them, and
  // what a hiding board shows of each team (its changes, time and penalty counts as the blackout
  // began). Older games hide nothing.
  (sql) =>
    sql.exec(`
      alter table game add column blackout_holes integer not null default 0;
      alter table game add column revealed_at integer;
      alter table teams add column shown text;
    `),
  // 8: the game's hole rules and hazards as JSON; older games have none.
  (sql) => sql.exec(`alter table game add column hole_rules text not null default '[]'`),
  // 9: penalties counted per hole, so a mulligan wipes its hole's. Hole 0 is a count for the whole
  // game: every count stored before moves there and keeps counting. `penalty_counts` stays as it
  // was for code rolled back past this step.
  (sql) =>
    sql.exec(`
      create table hole_penalties (
        team_id text not null references teams (id) on delete cascade,
        penalty_id text not null,
        hole integer not null,
        count integer not null,
        version integer not null,
        primary key (team_id, penalty_id, hole)
      );
      insert into hole_penalties (team_id, penalty_id, hole, count, version)
        select team_id, penalty_id, 0, count, version from penalty_counts;
    `),
];

/** Whether this object holds a game's tables at any version (a game stored before versions were kept has no `schema_version`); writes nothing. */
export function hasStoredSchema(sql: SqlStorage): boolean {
  return (
    sql.exec(`select 1 from sqlite_master where type = 'table' and name in ('schema_version', 'game')`).toArray()
      .length > 0
  );
}

/**
 * Runs the steps this object has not run yet. A version beyond the list (code rolled back after a
 * step shipped) is left as it is: that is why a step should add to the schema rather than rename
 * or drop while a rollback past it is possible.
 */
export function migrateGame(storage: DurableObjectStorage, migrations: readonly GameMigration[]): void {
  const { sql } = storage;
  sql.exec(
    'create table if not exists schema_version (id integer primary key check (id = 1), version integer not null)',
  );
  const current = sql.exec<{ version: number }>('select version from schema_version').toArray()[0]?.version ?? 0;
  for (const [index, migration] of migrations.entries()) {
    if (index < current) continue;
    storage.transactionSync(() => {
      migration(sql);
      sql.exec(
        `insert into schema_version (id, version) values (1, ?)
         on conflict (id) do update set version = excluded.version`,
        index + 1,
      );
    });
  }
}
