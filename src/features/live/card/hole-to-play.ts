import type { Hole } from '../../../../domain/holes';

/** A hole the team changed or moved to on its card, and the clock's hole at that moment (null with none running). */
export interface TouchedHole {
  holeNumber: number;
  clockHole: number | null;
}

/**
 * The hole a team's card opens on: the one it last changed or moved to, while the clock is still
 * at the hole it was at then; else the clock's hole while it runs; else the first hole without a
 * score, else the last. So the card follows the group from bar to bar, and a team that goes back
 * to score a hole late stays there until the clock moves on.
 */
export function holeToPlay(
  holes: readonly Hole[],
  touched: TouchedHole | null,
  clockHole: number | null,
): Hole | undefined {
  const chosen =
    touched !== null && (clockHole === null || touched.clockHole === clockHole) ? touched.holeNumber : clockHole;
  return (
    holes.find((hole) => hole.holeNumber === chosen) ??
    holes.find((hole) => hole.score === undefined) ??
    holes[holes.length - 1]
  );
}
