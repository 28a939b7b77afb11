import { clockHole, type GameClock } from './game-clock';
import { HOLE_COUNT, type Hole } from './holes';

/**
 * The hole whose rule every screen shows: the clock's hole while the clock runs (at the bar,
 * paused, or waiting for the host), else `fallback` (a team's hole to play; the TV's, the hole
 * after the furthest team's).
 */
export function currentRuleHole(
  clock: GameClock | null | undefined,
  holes: readonly Pick<Hole, 'minutes'>[],
  now: number,
  fallback: number,
): number {
  return clockHole(clock ?? null, holes, now) ?? fallback;
}

/** The TV's hole when no clock runs: the one after the furthest team's holes played, hole 1 before any. */
export function boardHole(teams: readonly { holesPlayed: number }[]): number {
  return Math.min(HOLE_COUNT, Math.max(0, ...teams.map((team) => team.holesPlayed)) + 1);
}
