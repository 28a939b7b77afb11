/**
 * Standings: the order of a board and the places on it. The rule every board follows (TIE_RULE),
 * the places every board shows, and the live board's order (`sortBoard`, and the changes a socket
 * merges into the board it holds). A team's standing from its card is in team-card.ts.
 *
 * It imports only types: `npm run admin` runs it in Node as it is written, and Node finds no
 * module named without its extension, as this folder names them.
 */
import type { Board, BoardChanges, BoardTeam } from './game-protocol';
import type { Language } from './language';

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

/** A team's place among `teams`, in any order, as every board shows it; undefined when they do not list it. */
export function placeOf(teams: readonly Pick<BoardTeam, 'id' | 'total'>[], teamId: string): SharedPlace | undefined {
  const sorted = teams.toSorted((a, b) => a.total - b.total);
  const index = sorted.findIndex((team) => team.id === teamId);
  return index < 0 ? undefined : sharedPlaces(sorted.map((team) => team.total))[index];
}

/** How a place reads on a board: 'T2' when shared, '3' when not. */
export function placeLabel({ place, tied }: SharedPlace): string {
  return tied ? `T${place}` : String(place);
}

/**
 * How a place reads on a board in the reader's language. English marks a shared place with a T
 * ('T2'); German writes every place as its ordinal ('2.'), and level totals show the same number
 * ('2.', '2.', '4.'), as German results lists do.
 */
export function placeLabelIn(language: Language, place: SharedPlace): string {
  return language === 'de' ? `${place.place}.` : placeLabel(place);
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

/**
 * Where a team stands on a live board, for the line above its card: its place (shared places as
 * every board shows them), how many teams play, its total, and its gap: to the leader when it is
 * behind, or to the next team when it leads alone. Undefined when the board does not list it.
 */
export type TeamStanding =
  | { kind: 'alone'; total: number }
  | { kind: 'leading'; total: number; teams: number; ahead: number }
  | { kind: 'tiedForLead'; total: number; teams: number; tiedWith: number }
  | { kind: 'behind'; place: SharedPlace; total: number; teams: number; behind: number };

export function teamStanding(
  teams: readonly Pick<BoardTeam, 'id' | 'name' | 'total' | 'holesPlayed'>[],
  teamId: string,
): TeamStanding | undefined {
  const sorted = sortBoard(teams);
  const team = sorted.find((row) => row.id === teamId);
  const place = placeOf(sorted, teamId);
  if (team === undefined || place === undefined) return undefined;
  const totals = sorted.map((row) => row.total);
  const leader = totals[0] ?? team.total;
  if (sorted.length === 1) return { kind: 'alone', total: team.total };
  if (place.place > 1) {
    return { kind: 'behind', place, total: team.total, teams: sorted.length, behind: team.total - leader };
  }
  if (place.tied) {
    const tiedWith = totals.filter((total) => total === team.total).length - 1;
    return { kind: 'tiedForLead', total: team.total, teams: sorted.length, tiedWith };
  }
  return { kind: 'leading', total: team.total, teams: sorted.length, ahead: (totals[1] ?? team.total) - team.total };
}
