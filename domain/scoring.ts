import { NA_PENALTY_OVER_PAR, type Hole } from './holes';
import { totalPenalties, type Penalty } from './penalties';

/** How far a hole is from par, or null when it has no score yet. */
export function holeToPar(hole: Pick<Hole, 'par' | 'score'>): number | null {
  if (hole.score === undefined) return null;
  if (hole.score === 'NA') return NA_PENALTY_OVER_PAR;
  return hole.score - hole.par;
}

/** The round's total: each scored hole's distance from par plus every penalty. */
export function totalScore(
  holes: readonly Pick<Hole, 'par' | 'score'>[],
  penalties: readonly Pick<Penalty, 'count'>[],
): number {
  const strokes = holes.reduce((sum, hole) => sum + (holeToPar(hole) ?? 0), 0);
  return strokes + totalPenalties(penalties);
}

export type ParStatus = 'ABOVE PAR' | 'BELOW PAR' | 'ON PAR';

export function parStatus(total: number): ParStatus {
  if (total > 0) return 'ABOVE PAR';
  if (total < 0) return 'BELOW PAR';
  return 'ON PAR';
}

export function holesCompleted(holes: readonly Pick<Hole, 'score'>[]): number {
  return holes.filter((hole) => hole.score !== undefined).length;
}

/** "+3", "-2" or "0": how golfers write a score against par. */
export function formatToPar(total: number): string {
  return total > 0 ? `+${total}` : String(total);
}
