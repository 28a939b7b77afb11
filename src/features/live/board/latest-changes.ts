import type { BoardTeam } from '../../../../domain/game-protocol';

/** A team's latest change as a big screen's ticker reads it: the team, and the hole it scored last at its bar. */
export type TickerChange = { team: string } & NonNullable<BoardTeam['lastScored']>;

/**
 * The teams whose cards changed last, latest first, each with the hole it scored last: what a big
 * screen's ticker reads out. A team that has not scored a hole yet has nothing to tell.
 */
export function latestChanges(teams: readonly BoardTeam[], count: number): TickerChange[] {
  return teams
    .filter((team) => team.changes > 0)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.changes - a.changes)
    .flatMap(({ name, lastScored }) => (lastScored ? [{ team: name, ...lastScored }] : []))
    .slice(0, count);
}
