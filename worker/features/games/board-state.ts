/**
 * A live game as its boards show it, held in memory while the object is awake: the game row, each
 * team with its card and its board row (with that row's JSON), and which teams have a socket
 * open. It is built from storage and the sockets when first needed after the object wakes, and
 * kept in step with every score and penalty, so a change costs the board one team's row instead
 * of a read of every card, a scoring of every team and a look at every socket. Rarer changes
 * (a team joins, is renamed or removed, the game is renamed or ends) drop it, and the next use
 * builds it again from storage.
 */
import { gameAwards, type Award } from '../../../domain/awards';
import { cardBeforeBlackout, firstHiddenHole } from '../../../domain/finale';
import {
  isNewerEdit,
  type Board,
  type BoardTeam,
  type HiddenMulligan,
  type TeamCard,
} from '../../../domain/game-protocol';
import { WHOLE_GAME, mulligansLeft } from '../../../domain/mulligans';
import { sortBoard } from '../../../domain/standings';
import { cardHoles, cardPenalties, lastScoredHole, standingOf } from '../../../domain/team-card';
import type { HoleScore } from '../../../domain/holes';
import type { Penalty } from '../../../domain/penalties';
import { publicHoleRules, publicPenalties, publicRules, publicTeamName, publicTitle } from '../../lib/public-name';
import type { GameRow, TeamRow } from './game-store';

/** How many last holes the game's boards hide now: until the host reveals them; null when they show every hole. */
export function hiddenHolesOf(game: Pick<GameRow, 'blackoutHoles' | 'revealedAt'>): number | null {
  return game.blackoutHoles > 0 && game.revealedAt === null ? game.blackoutHoles : null;
}

interface TeamState {
  row: TeamRow;
  card: TeamCard;
  /** The holes the team spent a mulligan on. */
  mulliganHoles: number[];
  online: boolean;
  /** The board row and its JSON; null once something on it changed, until the next board reads it. */
  board: { team: BoardTeam; json: string } | null;
}

export class BoardState {
  readonly #teams = new Map<string, TeamState>();
  /** The game's name as everyone but the host reads it (the host typed it). */
  readonly publicName: string;
  /** The game's penalties as everyone but the host reads them. */
  readonly publicPenalties: Penalty[];
  /** The house rules as everyone but the host reads them. */
  readonly publicRules: string;
  /** The hole rules and hazards as everyone but the host reads them. */
  readonly publicHoleRules: GameRow['holeRules'];
  /** The ended game's awards, worked out once. */
  #awards: Award[] | null = null;
  /** How many last holes the boards hide, or null. */
  readonly hiddenHoles: number | null;

  constructor(
    readonly game: GameRow,
    teams: readonly TeamRow[],
    cards: ReadonlyMap<string, TeamCard>,
    online: ReadonlySet<string>,
    mulliganHoles: ReadonlyMap<string, readonly number[]> = new Map(),
  ) {
    this.publicName = publicTitle(game.name);
    this.publicPenalties = publicPenalties(game.penalties);
    this.publicRules = publicRules(game.rules);
    this.publicHoleRules = publicHoleRules(game.holeRules);
    this.hiddenHoles = hiddenHolesOf(game);
    for (const row of teams) {
      const card = cards.get(row.id) ?? { teamId: row.id, holes: [], penalties: [] };
      const mulligans = [...(mulliganHoles.get(row.id) ?? [])];
      this.#teams.set(row.id, { row, card, mulliganHoles: mulligans, online: online.has(row.id), board: null });
    }
  }

  hasTeam(teamId: string): boolean {
    return this.#teams.has(teamId);
  }

  /** The team's whole card with every mulligan it spent, for the team itself. */
  card(teamId: string): TeamCard | null {
    const team = this.#teams.get(teamId);
    return team ? { ...team.card, mulliganHoles: team.mulliganHoles } : null;
  }

  /** The holes the team spent a mulligan on; none for a team not in the game. */
  mulliganHoles(teamId: string): readonly number[] {
    return this.#teams.get(teamId)?.mulliganHoles ?? [];
  }

  /** Every team's mulligan holes, for the rounds kept from the game. */
  allMulliganHoles(): Map<string, readonly number[]> {
    return new Map([...this.#teams].map(([id, team]) => [id, team.mulliganHoles]));
  }

  /**
   * Every mulligan spent on a hole the board hides, by team and hole, for the host and the co-host
   * to undo one before the reveal: none when the board hides nothing or the game is over.
   */
  hiddenMulligans(): HiddenMulligan[] {
    if (this.hiddenHoles === null || this.game.status !== 'live') return [];
    const first = firstHiddenHole(this.hiddenHoles);
    return [...this.#teams.values()].flatMap(({ row, mulliganHoles }) =>
      mulliganHoles
        .filter((hole) => hole >= first)
        .sort((a, b) => a - b)
        .map((hole) => ({ teamId: row.id, teamName: publicTeamName(row.name, row.id), hole })),
    );
  }

  /** Keeps the team's mulligan on the hole (the game checked it may spend it), or takes it back. */
  setMulligan(teamId: string, hole: number, spent: boolean, now: number): void {
    const team = this.#teams.get(teamId);
    if (!team) return;
    const others = team.mulliganHoles.filter((used) => used !== hole);
    team.mulliganHoles = spent ? [...others, hole] : others;
    this.touch(team, now);
  }

  /** The team's card as anyone else may read it: while the board hides the last holes, as the board shows it. */
  publicCard(teamId: string): TeamCard | null {
    const team = this.#teams.get(teamId);
    return team ? this.shownCard(team) : null;
  }

  private shownCard({ row, card }: Pick<TeamState, 'row' | 'card'>): TeamCard {
    if (this.hiddenHoles === null) return card;
    return cardBeforeBlackout(card, this.hiddenHoles, row.shown?.penalties ?? {});
  }

  /** Keeps the score unless the hole already holds a newer edit; true when it was kept. */
  setScore(teamId: string, hole: number, score: HoleScore | null, version: number, now: number): boolean {
    const team = this.#teams.get(teamId);
    const cell = team?.card.holes[hole - 1];
    if (!team || !cell || !isNewerEdit(cell.version, version)) return false;
    Object.assign(cell, { score, version });
    this.touch(team, now);
    return true;
  }

  /**
   * Keeps the penalty's count on the hole (WHOLE_GAME: for the whole game) unless that cell already
   * holds a newer edit; true when it was kept.
   */
  setPenalty(teamId: string, penaltyId: string, hole: number, count: number, version: number, now: number): boolean {
    const team = this.#teams.get(teamId);
    if (!team || !team.card.penalties.some((penalty) => penalty.id === penaltyId)) return false;
    const { card } = team;
    const cell =
      hole === WHOLE_GAME
        ? card.penalties.find((penalty) => penalty.id === penaltyId)
        : card.holePenalties?.find((penalty) => penalty.id === penaltyId && penalty.hole === hole);
    if (cell && !isNewerEdit(cell.version, version)) return false;
    if (cell) Object.assign(cell, { count, version });
    else card.holePenalties = [...(card.holePenalties ?? []), { id: penaltyId, hole, count, version }];
    this.touch(team, now);
    return true;
  }

  /** Marks the team online or offline; true when that changed its row. */
  setOnline(teamId: string, online: boolean): boolean {
    const team = this.#teams.get(teamId);
    if (!team || team.online === online) return false;
    team.online = online;
    team.board = null;
    return true;
  }

  isOnline(teamId: string): boolean {
    return this.#teams.get(teamId)?.online ?? false;
  }

  /** Every team's board row with its JSON, in no order; only rows changed since they were last read are made again. */
  rows(): { team: BoardTeam; json: string }[] {
    return [...this.#teams.values()].map((team) => (team.board ??= this.boardRow(team)));
  }

  /** The board as the host's team reads it (the game's name as typed), or as everyone else does. */
  board(forHost = false): Board {
    const { game } = this;
    return {
      name: this.nameFor(forHost),
      status: game.status,
      endedAt: game.endedAt === null ? null : new Date(game.endedAt).toISOString(),
      teams: sortBoard(this.rows().map((row) => row.team)),
      ...(game.mulligans > 0 ? { mulligans: game.mulligans } : {}),
      // Awards read every hole: none while some are hidden.
      ...(game.status === 'ended' && this.hiddenHoles === null ? { awards: this.awards() } : {}),
      ...(this.hiddenHoles === null ? {} : { hiddenHoles: this.hiddenHoles }),
    };
  }

  /** The awards from every team's card; only asked for once the game has ended, when no card changes. */
  private awards(): Award[] {
    const { game } = this;
    this.#awards ??= gameAwards(
      [...this.#teams.values()].map(({ row, card, mulliganHoles }) => ({
        teamId: row.id,
        holes: cardHoles(game.holes, card),
        penalties: cardPenalties(game.penalties, card, mulliganHoles),
        ...(game.mulligans > 0 ? { mulligansLeft: mulligansLeft(game.mulligans, mulliganHoles) } : {}),
      })),
    );
    return this.#awards;
  }

  /** The game's name on a board for the host's team, or for everyone else. */
  nameFor(host: boolean): string {
    return host ? this.game.name : this.publicName;
  }

  private touch(team: TeamState, now: number): void {
    team.row = { ...team.row, changes: team.row.changes + 1, updatedAt: now };
    team.board = null;
  }

  private boardRow({ row, card: wholeCard, mulliganHoles: allMulligans, online }: TeamState): {
    team: BoardTeam;
    json: string;
  } {
    const { game } = this;
    const card = this.shownCard({ row, card: wholeCard });
    // A mulligan on a hidden hole would tell that the team played it.
    const mulliganHoles =
      this.hiddenHoles === null
        ? allMulligans
        : allMulligans.filter((hole) => hole < firstHiddenHole(this.hiddenHoles ?? 0));
    // A hiding board does not show that a team changed its card either.
    const shown =
      this.hiddenHoles === null ? row : { ...row, ...(row.shown ?? { changes: 0, updatedAt: game.createdAt }) };
    const team: BoardTeam = {
      id: row.id,
      // The board is public (spectators watch it): a name it must not show reads 'Team #…'.
      name: publicTeamName(row.name, row.id),
      isHost: row.id === game.hostTeamId,
      ...standingOf(game.holes, game.penalties, card, mulliganHoles),
      online,
      ...(row.alcoholFree ? { alcoholFree: true } : {}),
      ...(mulliganHoles.length > 0 ? { mulliganHoles } : {}),
      changes: shown.changes,
      updatedAt: new Date(shown.updatedAt).toISOString(),
      lastScored: lastScoredHole(game.holes, card),
    };
    return { team, json: JSON.stringify(team) };
  }
}
