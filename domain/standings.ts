/**
 * Standings: the order of a board and the places on it. The live board's order (`sortBoard`, and
 * the changes a socket merges into the board it holds), a team's standing worked out from its
 * card, and the places every board shows.
 */
import type { Board, BoardChanges, BoardTeam, TeamCard } from './game-protocol';
import type { Hole } from './holes';
import type { Penalty } from './penalties';
import { holesCompleted, parStatus, totalScore, type ParStatus } from './scoring';

/**
 * The rule of every board, as each board prints it below its rows. The whole rule, which the
 * saved rounds' boards (the leaderboard and each course's, sorted in SQL by `publicBoard` in
 * worker/lib/rounds/public-board.ts and by `npm run admin`) and a live game's board
 * (`sortBoard`) both follow:
 *
 * - Lowest total first.
 * - Level totals share a place, the place of the first of them, and the next total takes the
 *   place after all of them: 1, T2, T2, 4 (`sharedPlaces`, `placeLabel`).
 * - Among level totals each kind of board lists its rows in an order of its own, which moves no
 *   one's place: a saved rounds' board the earlier round first, then by the round's id (and says
 *   so below the rule); a live board the team further round first, then by name, then by id.
 *
 * worker/features/rounds/tie-rule.test.ts holds both kinds of board to it with the same rounds.
 */
export const TIE_RULE = 'Level totals share a place.';

/** A row's place on a board sorted lowest total first, and whether another row shares it. */
export interface SharedPlace {
  place: number;
  tied: boolean;
}

/**
 * The places of a board already sorted lowest total first: rows with level totals share the
 * place of the first of them, and the next total takes the place after all of them (1, T2, T2, 4).
 */
export function sharedPlaces(totals: readonly number[]): SharedPlace[] {
  return totals.map((total, index) => {
    let first = index;
    while (first > 0 && totals[first - 1] === total) first -= 1;
    const tied = totals[index - 1] === total || totals[index + 1] === total;
    return { place: first + 1, tied };
  });
}

/** How a place reads on a board: 'T2' when shared, '3' when not. */
export function placeLabel({ place, tied }: SharedPlace): string {
  return tied ? `T${place}` : String(place);
}

/** The game's holes with the team's scores on them. */
export function cardHoles(layout: readonly Hole[], card: Pick<TeamCard, 'holes'>): Hole[] {
  const scores = new Map(card.holes.map((hole) => [hole.holeNumber, hole.score]));
  return layout.map(({ score: _none, ...hole }) => {
    const score = scores.get(hole.holeNumber) ?? null;
    return score === null ? hole : { ...hole, score };
  });
}

/** The game's penalty list with the team's counts. */
export function cardPenalties(list: readonly Penalty[], card: Pick<TeamCard, 'penalties'>): Penalty[] {
  const counts = new Map(card.penalties.map((penalty) => [penalty.id, penalty.count]));
  return list.map((penalty) => ({ ...penalty, count: counts.get(penalty.id) ?? 0 }));
}

/** A team's place on the board, worked out with the same rule as every card. */
export function standingOf(
  layout: readonly Hole[],
  list: readonly Penalty[],
  card: Pick<TeamCard, 'holes' | 'penalties'>,
): { holesPlayed: number; total: number; parStatus: ParStatus } {
  const holes = cardHoles(layout, card);
  const total = totalScore(holes, cardPenalties(list, card));
  return { holesPlayed: holesCompleted(holes), total, parStatus: parStatus(total) };
}

/** A live board's order under TIE_RULE: lowest total first; among level totals the team further round, then by name, then by id. */
export function sortBoard<T extends Pick<BoardTeam, 'id' | 'name' | 'total' | 'holesPlayed'>>(
  teams: readonly T[],
): T[] {
  return [...teams].sort(
    (a, b) =>
      a.total - b.total ||
      b.holesPlayed - a.holesPlayed ||
      a.name.localeCompare(b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The board a socket holds, with the changes the game sent since: the same rows, in the same order, as a full board. */
export function applyBoardChanges(board: Board, changes: BoardChanges): Board {
  const changed = new Set(changes.teams.map((team) => team.id));
  const removed = new Set(changes.removed);
  const kept = board.teams.filter((team) => !changed.has(team.id) && !removed.has(team.id));
  return { ...board, name: changes.name, teams: sortBoard([...kept, ...changes.teams]) };
}
