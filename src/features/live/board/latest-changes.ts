import type { BoardTeam } from '../../../../domain/game-protocol';

/**
 * The teams whose cards changed last, latest first, each with its place on the board (`teams` in
 * board order, `places` beside them): what a big screen's ticker reads out. A team that has not
 * scored yet has nothing to tell.
 */
export function latestChanges(
  teams: readonly BoardTeam[],
  places: readonly number[],
  count: number,
): { team: BoardTeam; place: number }[] {
  return teams
    .map((team, index) => ({ team, place: places[index] ?? index + 1 }))
    .filter(({ team }) => team.changes > 0)
    .sort((a, b) => b.team.updatedAt.localeCompare(a.team.updatedAt) || b.team.changes - a.team.changes)
    .slice(0, count);
}
