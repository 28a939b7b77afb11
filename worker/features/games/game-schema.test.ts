import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../../domain/game-protocol';
import { newGameCode } from './game-code';
import { connectPlayer, gameRequest, joinGame, roomOf, snapshotOf, startGame } from './game-fixtures';
import { GAME_MIGRATIONS, type GameMigration } from './game-schema';
import { GameStore } from './game-store';
import { newTeamToken, teamTokenHash } from './team-token';

/** The schema as games were stored before it had a version, kept as it was. */
const UNVERSIONED_SCHEMA = `
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
`;

function teamOn(board: Board, teamId: string) {
  const team = board.teams.find((entry) => entry.id === teamId);
  if (!team) throw new Error(`No team ${teamId} on the board`);
  return team;
}

function versionOf(sql: SqlStorage): number | undefined {
  return sql.exec<{ version: number }>('select version from schema_version').toArray()[0]?.version;
}

/** A game as the code before versioning stored it: its tables, a host who scored hole 1, and no version. */
async function storeUnversionedGame(more: (sql: SqlStorage, hostTeamId: string) => void = () => undefined) {
  const code = newGameCode();
  const token = newTeamToken();
  const hostTeamId = crypto.randomUUID();
  const { holes, penalties } = gameRequest();
  const now = Date.now();
  const room = roomOf(code);
  await runInDurableObject(room, (_instance, state) => {
    const { sql } = state.storage;
    sql.exec(UNVERSIONED_SCHEMA);
    sql.exec(
      `insert into game (id, code, name, status, source, course_id, date, holes, penalties, host_team_id,
         created_at, last_activity_at)
       values (1, ?, 'Before versions', 'live', 'card', null, '2026-11-20', ?, ?, ?, ?, ?)`,
      code,
      JSON.stringify((holes as { score?: number }[]).map(({ score: _score, ...hole }) => hole)),
      JSON.stringify((penalties as object[]).map((penalty) => ({ ...penalty, count: 0 }))),
      hostTeamId,
      now,
      now,
    );
    sql.exec(
      `insert into teams (id, name, token_hash, user_id, round_id, changes, joined_at, updated_at)
       values (?, 'Old timers', ?, null, ?, 1, ?, ?)`,
      hostTeamId,
      teamTokenHash(token),
      crypto.randomUUID(),
      now,
      now,
    );
    sql.exec(`insert into hole_scores (team_id, hole, score, version) values (?, 1, '5', 1)`, hostTeamId);
    more(sql, hostTeamId);
    expect(sql.exec(`select 1 from sqlite_master where name = 'schema_version'`).toArray()).toEqual([]);
  });
  // The new code starts on it afresh, as after a deploy.
  await evictDurableObject(room);
  return { code, room, host: { cookie: `game_team=${token}`, teamId: hostTeamId } };
}

describe("the game's schema", () => {
  it('opens a game stored before the schema had a version, and play goes on', async () => {
    const { code, room, host } = await storeUnversionedGame();

    const { socket, snapshot } = await connectPlayer(code, host);
    expect(snapshot.board.name).toBe('Before versions');
    expect(snapshot.rules).toBe('');
    expect(snapshot.holeRules).toEqual([]);
    expect(snapshot.yourCard?.holes[0]).toEqual({ holeNumber: 1, score: 5, version: 1 });
    // Par 4 on hole 1, then a 2 on the par-3 second hole.
    const { card } = await socket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');
    expect(card.holes[1]).toEqual({ holeNumber: 2, score: 2, version: 1 });
    const guest = await joinGame(code, 'Eagles');
    expect(teamOn(guest.snapshot.board, host.teamId)).toMatchObject({ total: 0, holesPlayed: 2, changes: 2 });
    // Its teams played before a team could play alcohol-free: no badge.
    expect(teamOn(guest.snapshot.board, host.teamId).alcoholFree).toBeUndefined();

    const board = (await snapshotOf(code)).board;
    expect(board.teams.map((team) => team.name).sort()).toEqual(['Eagles', 'Old timers']);
    await runInDurableObject(room, (_instance, state) => {
      expect(versionOf(state.storage.sql)).toBe(GAME_MIGRATIONS.length);
    });
    socket.close();
  });

  it('keeps the penalty counts of a game stored before penalties had holes, for the whole game, where no mulligan wipes them', async () => {
    const { code, host } = await storeUnversionedGame((sql, hostTeamId) =>
      sql.exec(
        `insert into penalty_counts (team_id, penalty_id, count, version) values (?, 'late-to-bar', 2, 7)`,
        hostTeamId,
      ),
    );
    const { socket, snapshot } = await connectPlayer(code, host);
    expect(snapshot.yourCard?.penalties).toContainEqual({ id: 'late-to-bar', count: 2, version: 7 });
    expect(snapshot.yourCard?.holePenalties).toEqual([]);
    // Par 4 on hole 1 scored 5, and the two late arrivals.
    expect(teamOn(snapshot.board, host.teamId).total).toBe(3);
    socket.send({ type: 'set-mulligans', mulligans: 1 });
    await socket.next('board');
    expect((await socket.ask({ type: 'mulligan', hole: 1 }, 'card')).card.mulliganHoles).toEqual([1]);
    await expect.poll(async () => teamOn((await snapshotOf(code)).board, host.teamId).total).toBe(2);
    // The older write still edits the same count; a newer one on a hole sits beside it.
    await socket.ask({ type: 'penalty', penaltyId: 'late-to-bar', count: 1, version: 8 }, 'card');
    const { card } = await socket.ask(
      { type: 'penalty', penaltyId: 'late-to-bar', hole: 2, count: 1, version: 1 },
      'card',
    );
    expect(card.penalties).toContainEqual({ id: 'late-to-bar', count: 1, version: 8 });
    expect(card.holePenalties).toEqual([{ id: 'late-to-bar', hole: 2, count: 1, version: 1 }]);
    expect(teamOn((await snapshotOf(code)).board, host.teamId).total).toBe(2);
    socket.close();
  });

  it('runs a step added to the list once on a game already stored, and keeps it after a rollback', async () => {
    const { code, host } = await startGame();
    const room = roomOf(code);
    let runs = 0;
    const withColours: GameMigration[] = [
      ...GAME_MIGRATIONS,
      (sql) => {
        runs += 1;
        sql.exec(`alter table teams add column colour text not null default 'green'`);
      },
    ];
    await runInDurableObject(room, (_instance, state) => {
      const { sql } = state.storage;
      expect(versionOf(sql)).toBe(GAME_MIGRATIONS.length);
      expect(new GameStore(state.storage, withColours).game()?.code).toBe(code);
      expect(new GameStore(state.storage, withColours).teams()).toHaveLength(1);
      expect(runs).toBe(1);
      expect(versionOf(sql)).toBe(GAME_MIGRATIONS.length + 1);
      expect(sql.exec<{ colour: string }>('select colour from teams').toArray()).toEqual([{ colour: 'green' }]);
    });

    // Code without the step (a rollback) leaves the newer schema as it is and plays on.
    await evictDurableObject(room);
    const { socket } = await connectPlayer(code, host);
    await socket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    expect(teamOn((await snapshotOf(code)).board, host.teamId)).toMatchObject({ total: -1, changes: 1 });
    await runInDurableObject(room, (_instance, state) => {
      expect(versionOf(state.storage.sql)).toBe(GAME_MIGRATIONS.length + 1);
    });
    socket.close();
  });

  it('rolls a failing step back whole, version included', async () => {
    const { code } = await startGame();
    const failing: GameMigration[] = [
      ...GAME_MIGRATIONS,
      (sql) => {
        sql.exec('create table half_done (id integer primary key)');
        throw new Error('Step failed');
      },
    ];
    await runInDurableObject(roomOf(code), (_instance, state) => {
      const { sql } = state.storage;
      expect(() => new GameStore(state.storage, failing).game()).toThrow('Step failed');
      expect(sql.exec(`select 1 from sqlite_master where name = 'half_done'`).toArray()).toEqual([]);
      expect(versionOf(sql)).toBe(GAME_MIGRATIONS.length);
      expect(new GameStore(state.storage).game()?.code).toBe(code);
    });
  });
});
