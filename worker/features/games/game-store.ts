/**
 * One game's state in its Durable Object's SQLite: the game row, the teams, and each team's card
 * cell by cell (a hole's score, a penalty's count on a hole) with the version of the edit it holds. Everything lives here, so an evicted or
 * restarted object loses nothing. The schema is brought up to date (game-schema.ts) on first use
 * after every start, so a game stored by older code is migrated before it is read, and a wiped
 * store (an old game's clean-up) can hold a new game.
 */
import type { TeamCard } from '../../../domain/game-protocol';
import type { HoleRule } from '../../../domain/hole-rules';
import { HOLE_COUNT, type Hole, type HoleScore } from '../../../domain/holes';
import { keysLookAlike, nameKeys } from '../../../domain/name-key';
import { WHOLE_GAME } from '../../../domain/mulligans';
import type { Penalty } from '../../../domain/penalties';
import { GAME_MIGRATIONS, hasStoredSchema, migrateGame, type GameMigration } from './game-schema';

type GameStatus = 'live' | 'ended';

export interface GameRow {
  code: string;
  name: string;
  status: GameStatus;
  source: 'card' | 'course';
  courseId: string | null;
  date: string;
  holes: Hole[];
  penalties: Penalty[];
  /** The house rules as the host wrote them, a line a rule; '' for none. */
  rules: string;
  /** How many mulligans each team may take. */
  mulligans: number;
  /** How many of the last holes the board hides until the reveal; 0 for none. */
  blackoutHoles: number;
  /** When the host revealed the hidden holes; null before (or with nothing hidden). */
  revealedAt: number | null;
  /** The hole rules and hazards as the host wrote them; a hazard's penalty is on `penalties` from the start. */
  holeRules: HoleRule[];
  hostTeamId: string;
  createdAt: number;
  lastActivityAt: number;
  endedAt: number | null;
}

export interface TeamRow {
  id: string;
  name: string;
  userId: string | null;
  roundId: string;
  roundState: 'playing' | 'pending' | 'done';
  changes: number;
  updatedAt: number;
  alcoholFree: boolean;
  /** While the board hides the last holes: the team as the board shows it. Null with nothing hidden. */
  shown: ShownTeam | null;
}

/**
 * A team as a blacked-out board shows it: its count of changes, its time and its penalty counts
 * for the whole game (those kept for no hole) when the blackout began.
 */
interface ShownTeam {
  changes: number;
  updatedAt: number;
  penalties: Record<string, number>;
}

export interface NewTeam {
  id: string;
  name: string;
  tokenHash: string;
  userId: string | null;
  alcoholFree?: boolean;
}

type SqlRow = Record<string, SqlStorageValue>;

export class GameStore {
  #schemaReady = false;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly migrations: readonly GameMigration[] = GAME_MIGRATIONS,
  ) {}

  /** For a game that exists or is being made: a look-up of an unknown code writes nothing. */
  private get sql(): SqlStorage {
    if (!this.#schemaReady) {
      migrateGame(this.storage, this.migrations);
      this.#schemaReady = true;
    }
    return this.storage.sql;
  }

  /** The game's SQLite with its schema up to date, for the keepers of the game's other tables. */
  tables(): SqlStorage {
    return this.sql;
  }

  private hasSchema(): boolean {
    return this.#schemaReady || hasStoredSchema(this.storage.sql);
  }

  private rows<T extends SqlRow>(query: string, ...bindings: SqlStorageValue[]): T[] {
    return this.sql.exec<T>(query, ...bindings).toArray();
  }

  game(): GameRow | null {
    if (!this.hasSchema()) return null;
    const [row] = this.rows<{
      code: string;
      name: string;
      status: GameStatus;
      source: 'card' | 'course';
      course_id: string | null;
      date: string;
      holes: string;
      penalties: string;
      rules: string;
      mulligans: number;
      blackout_holes: number;
      revealed_at: number | null;
      hole_rules: string;
      host_team_id: string;
      created_at: number;
      last_activity_at: number;
      ended_at: number | null;
    }>('select * from game where id = 1');
    if (!row) return null;
    return {
      code: row.code,
      name: row.name,
      status: row.status,
      source: row.source,
      courseId: row.course_id,
      date: row.date,
      holes: JSON.parse(row.holes) as Hole[],
      penalties: JSON.parse(row.penalties) as Penalty[],
      rules: row.rules,
      mulligans: row.mulligans,
      blackoutHoles: row.blackout_holes,
      revealedAt: row.revealed_at,
      holeRules: JSON.parse(row.hole_rules) as HoleRule[],
      hostTeamId: row.host_team_id,
      createdAt: row.created_at,
      lastActivityAt: row.last_activity_at,
      endedAt: row.ended_at,
    };
  }

  /** The game and its host's team in one transaction; false when this object already holds a game. */
  createGame(
    game: Omit<GameRow, 'status' | 'lastActivityAt' | 'endedAt' | 'blackoutHoles' | 'revealedAt'>,
    host: NewTeam,
  ): boolean {
    if (this.game()) return false;
    this.storage.transactionSync(() => {
      this.sql.exec(
        `insert into game (id, code, name, status, source, course_id, date, holes, penalties, rules, mulligans,
           hole_rules, host_team_id, created_at, last_activity_at)
         values (1, ?, ?, 'live', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        game.code,
        game.name,
        game.source,
        game.courseId,
        game.date,
        JSON.stringify(game.holes),
        JSON.stringify(game.penalties),
        game.rules,
        game.mulligans,
        JSON.stringify(game.holeRules),
        game.hostTeamId,
        game.createdAt,
        game.createdAt,
      );
      this.addTeam(host, game.createdAt);
    });
    return true;
  }

  teams(): TeamRow[] {
    return this.rows<{
      id: string;
      name: string;
      user_id: string | null;
      round_id: string;
      round_state: TeamRow['roundState'];
      changes: number;
      updated_at: number;
      alcohol_free: number;
      shown: string | null;
    }>(
      `select id, name, user_id, round_id, round_state, changes, updated_at, alcohol_free, shown
       from teams order by joined_at, id`,
    ).map((row) => ({
      id: row.id,
      name: row.name,
      userId: row.user_id,
      roundId: row.round_id,
      roundState: row.round_state,
      changes: row.changes,
      updatedAt: row.updated_at,
      alcoholFree: row.alcohol_free === 1,
      shown: row.shown === null ? null : (JSON.parse(row.shown) as ShownTeam),
    }));
  }

  teamCount(): number {
    return this.rows<{ n: number }>('select count(*) as n from teams')[0]?.n ?? 0;
  }

  teamIdByTokenHash(tokenHash: string): string | null {
    return this.rows<{ id: string }>('select id from teams where token_hash = ?', tokenHash)[0]?.id ?? null;
  }

  /** The team a signed-in member plays as, found from any of their phones: the first they made in this game. */
  teamIdByUserId(userId: string): string | null {
    return (
      this.rows<{ id: string }>('select id from teams where user_id = ? order by joined_at, id limit 1', userId)[0]
        ?.id ?? null
    );
  }

  hasTeam(teamId: string): boolean {
    return this.rows('select 1 from teams where id = ?', teamId).length > 0;
  }

  /**
   * A name counts as taken when it only looks like another team's (case, spacing, look-alike
   * letters: `namesLookAlike`). A team renaming itself (`exceptTeamId`) may keep a name that looks like its own.
   */
  isNameTaken(name: string, exceptTeamId: string | null = null): boolean {
    const keys = nameKeys(name);
    return this.rows<{ id: string; name: string }>('select id, name from teams').some(
      (team) => team.id !== exceptTeamId && keysLookAlike(nameKeys(team.name), keys),
    );
  }

  renameTeam(teamId: string, name: string, now: number): void {
    this.sql.exec('update teams set name = ? where id = ?', name, teamId);
    this.markActive(now);
  }

  setAlcoholFree(teamId: string, alcoholFree: boolean, now: number): void {
    this.sql.exec('update teams set alcohol_free = ? where id = ?', alcoholFree ? 1 : 0, teamId);
    this.markActive(now);
  }

  /** A team joining while the board hides the last holes shows on it as it joined: no changes, no penalties. */
  addTeam(team: NewTeam, now: number): void {
    const hiding = (this.game()?.blackoutHoles ?? 0) > 0;
    const shown: ShownTeam | null = hiding ? { changes: 0, updatedAt: now, penalties: {} } : null;
    this.sql.exec(
      `insert into teams (id, name, token_hash, user_id, round_id, joined_at, updated_at, alcohol_free, shown)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      team.id,
      team.name,
      team.tokenHash,
      team.userId,
      crypto.randomUUID(),
      now,
      now,
      team.alcoholFree === true ? 1 : 0,
      shown === null ? null : JSON.stringify(shown),
    );
  }

  /**
   * Hides the board's last `holes` holes (0: none). As a blackout begins, each team is kept as the
   * board shows it from then on; a change of how many holes keeps what the board showed.
   */
  setBlackout(holes: number, now: number): void {
    const game = this.game();
    if (!game) return;
    this.storage.transactionSync(() => {
      if (holes === 0) {
        this.sql.exec('update teams set shown = null');
      } else if (game.blackoutHoles === 0) {
        const cards = this.cards(game.penalties);
        for (const team of this.teams()) {
          const penalties = Object.fromEntries(
            (cards.get(team.id)?.penalties ?? []).map((penalty) => [penalty.id, penalty.count]),
          );
          const shown: ShownTeam = { changes: team.changes, updatedAt: team.updatedAt, penalties };
          this.sql.exec('update teams set shown = ? where id = ?', JSON.stringify(shown), team.id);
        }
      }
      this.sql.exec('update game set blackout_holes = ?, last_activity_at = ? where id = 1', holes, now);
    });
  }

  /** The host revealed the hidden holes; false when nothing was hidden or it was revealed already. */
  reveal(now: number): boolean {
    return (
      this.sql.exec('update game set revealed_at = ? where id = 1 and blackout_holes > 0 and revealed_at is null', now)
        .rowsWritten > 0
    );
  }

  /**
   * Deletes the team with its card. `remembered`: the host removed it, so its token and member are
   * kept (with the name it had) and refused at a join until the host lets it back in.
   */
  removeTeam(teamId: string, remembered: boolean, now: number): void {
    this.storage.transactionSync(() => {
      if (remembered) {
        this.sql.exec(
          `insert or replace into removed_teams (id, name, token_hash, user_id, removed_at)
           select id, name, token_hash, user_id, ? from teams where id = ?`,
          now,
          teamId,
        );
      }
      this.sql.exec('delete from hole_scores where team_id = ?', teamId);
      this.sql.exec('delete from penalty_counts where team_id = ?', teamId);
      this.sql.exec('delete from hole_penalties where team_id = ?', teamId);
      this.sql.exec('delete from mulligans where team_id = ?', teamId);
      this.sql.exec('delete from teams where id = ?', teamId);
      this.sql.exec('delete from push_subscriptions where team_id = ?', teamId);
    });
  }

  /** The teams the host removed, earliest first. */
  removedTeams(): { id: string; name: string }[] {
    return this.rows<{ id: string; name: string }>('select id, name from removed_teams order by removed_at, id');
  }

  /** Whether the host removed a team of this phone's token or of this member. */
  isRemoved(tokenHash: string | null, userId: string | null): boolean {
    return this.rows('select 1 from removed_teams where token_hash = ? or user_id = ?', tokenHash, userId).length > 0;
  }

  /** Lets a removed team join again; false when the host removed no team of that id. */
  letBackIn(teamId: string): boolean {
    return this.sql.exec('delete from removed_teams where id = ?', teamId).rowsWritten > 0;
  }

  /** Forgets the member's removed teams, as part of erasing the member. */
  forgetRemovedMember(userId: string): void {
    this.sql.exec('delete from removed_teams where user_id = ?', userId);
  }

  setHost(teamId: string): void {
    this.sql.exec('update game set host_team_id = ? where id = 1', teamId);
  }

  /** Every team's card, each cell of the game's layout at version 0 until written: one read per table. */
  cards(penalties: readonly Pick<Penalty, 'id'>[]): Map<string, TeamCard> {
    const cards = new Map<string, TeamCard>();
    for (const team of this.rows<{ id: string }>('select id from teams')) {
      cards.set(team.id, emptyCard(team.id, penalties));
    }
    for (const row of this.rows<{ team_id: string; hole: number; score: string | null; version: number }>(
      'select team_id, hole, score, version from hole_scores',
    )) {
      const hole = cards.get(row.team_id)?.holes[row.hole - 1];
      if (hole) Object.assign(hole, { score: parseScore(row.score), version: row.version });
    }
    for (const row of this.rows<{ team_id: string; penalty_id: string; hole: number; count: number; version: number }>(
      'select team_id, penalty_id, hole, count, version from hole_penalties order by hole',
    )) {
      const card = cards.get(row.team_id);
      if (!card) continue;
      if (row.hole === WHOLE_GAME) {
        const penalty = card.penalties.find((cell) => cell.id === row.penalty_id);
        if (penalty) Object.assign(penalty, { count: row.count, version: row.version });
      } else if (penalties.some((penalty) => penalty.id === row.penalty_id)) {
        card.holePenalties?.push({ id: row.penalty_id, hole: row.hole, count: row.count, version: row.version });
      }
    }
    return cards;
  }

  /**
   * Stores a score the game has already found newer than the hole's (BoardState keeps each
   * cell's version in memory), with the team's count of changes.
   */
  saveScore(teamId: string, hole: number, score: HoleScore | null, version: number, now: number): void {
    this.storage.transactionSync(() => {
      this.sql.exec(
        `insert into hole_scores (team_id, hole, score, version) values (?, ?, ?, ?)
         on conflict (team_id, hole) do update set score = excluded.score, version = excluded.version`,
        teamId,
        hole,
        score === null ? null : JSON.stringify(score),
        version,
      );
      this.touch(teamId, now);
    });
  }

  /** Stores a penalty's count on a hole (WHOLE_GAME: for the whole game) the game has already found newer than the one it holds. */
  savePenalty(teamId: string, penaltyId: string, hole: number, count: number, version: number, now: number): void {
    this.storage.transactionSync(() => {
      this.sql.exec(
        `insert into hole_penalties (team_id, penalty_id, hole, count, version) values (?, ?, ?, ?, ?)
         on conflict (team_id, penalty_id, hole) do update set count = excluded.count, version = excluded.version`,
        teamId,
        penaltyId,
        hole,
        count,
        version,
      );
      this.touch(teamId, now);
    });
  }

  /** Each team's mulligan holes, in the order they were spent; a team that spent none is not in it. */
  mulliganHoles(): Map<string, number[]> {
    const holes = new Map<string, number[]>();
    for (const row of this.rows<{ team_id: string; hole: number }>(
      'select team_id, hole from mulligans order by spent_at, hole',
    )) {
      holes.set(row.team_id, [...(holes.get(row.team_id) ?? []), row.hole]);
    }
    return holes;
  }

  /** Keeps a mulligan the game has already found the team may spend, as a change of the team's. */
  spendMulligan(teamId: string, hole: number, now: number): void {
    this.storage.transactionSync(() => {
      this.sql.exec('insert into mulligans (team_id, hole, spent_at) values (?, ?, ?)', teamId, hole, now);
      this.touch(teamId, now);
    });
  }

  /** Takes a team's mulligan back; false when it spent none on that hole. */
  undoMulligan(teamId: string, hole: number, now: number): boolean {
    return this.storage.transactionSync(() => {
      const undone =
        this.sql.exec('delete from mulligans where team_id = ? and hole = ?', teamId, hole).rowsWritten > 0;
      if (undone) this.touch(teamId, now);
      return undone;
    });
  }

  setMulligans(mulligans: number, now: number): void {
    this.sql.exec('update game set mulligans = ?, last_activity_at = ? where id = 1', mulligans, now);
  }

  private touch(teamId: string, now: number): void {
    this.sql.exec('update teams set changes = changes + 1, updated_at = ? where id = ?', now, teamId);
    this.markActive(now);
  }

  markActive(now: number): void {
    this.sql.exec('update game set last_activity_at = ? where id = 1', now);
  }

  setRules(rules: string, now: number): void {
    this.sql.exec('update game set rules = ?, last_activity_at = ? where id = 1', rules, now);
  }

  setHoleRules(holeRules: readonly HoleRule[], now: number): void {
    this.sql.exec('update game set hole_rules = ?, last_activity_at = ? where id = 1', JSON.stringify(holeRules), now);
  }

  rename(name: string, now: number): void {
    this.sql.exec('update game set name = ?, last_activity_at = ? where id = 1', name, now);
  }

  /**
   * Freezes the game; every team with a signed-in player then has a round to keep. False when
   * it had already ended.
   */
  end(now: number): boolean {
    if (this.game()?.status !== 'live') return false;
    this.storage.transactionSync(() => {
      this.sql.exec(`update game set status = 'ended', ended_at = ? where id = 1`, now);
      this.sql.exec(`update teams set round_state = 'pending' where user_id is not null and round_state = 'playing'`);
    });
    return true;
  }

  roundKept(teamId: string): void {
    this.sql.exec(`update teams set round_state = 'done' where id = ?`, teamId);
  }

  /** An old game's clean-up: the object can later hold a new game under the same code. */
  async wipe(): Promise<void> {
    await this.storage.deleteAll();
    this.#schemaReady = false;
  }
}

function emptyCard(teamId: string, penalties: readonly Pick<Penalty, 'id'>[]): TeamCard {
  return {
    teamId,
    holes: Array.from({ length: HOLE_COUNT }, (_, index) => ({ holeNumber: index + 1, score: null, version: 0 })),
    penalties: penalties.map((penalty) => ({ id: penalty.id, count: 0, version: 0 })),
    holePenalties: [],
  };
}

function parseScore(text: string | null): HoleScore | null {
  return text === null ? null : (JSON.parse(text) as HoleScore);
}
