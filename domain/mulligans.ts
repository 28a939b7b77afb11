/**
 * Mulligans: the host lets each team take up to MAX_MULLIGANS do-overs in a game. A team spends
 * one on a hole, and that hole counts as par at worst. Penalties are counted for the whole game,
 * not a hole, so a mulligan wipes the hole's strokes over par (an NA's too) rather than a penalty.
 * The game's totals, a team's own card and a kept round all add up with `totalWithMulligans`.
 */
import * as z from 'zod/mini';
import { HOLE_COUNT, type Hole } from './holes';
import { totalPenalties, type Penalty } from './penalties';
import { holeToPar } from './scoring';

/** The most mulligans a host can give each team. */
export const MAX_MULLIGANS = 3;

/** How many mulligans each team may take in a game: 0 (none, the default) to MAX_MULLIGANS. */
export const mulligansAllowedSchema = z
  .int('mulligans must be a whole number')
  .check(z.gte(0, 'mulligans must be at least 0'), z.lte(MAX_MULLIGANS, `mulligans must be at most ${MAX_MULLIGANS}`));

export const mulliganHoleSchema = z
  .int('hole must be a whole number')
  .check(z.gte(1, 'hole must be at least 1'), z.lte(HOLE_COUNT, `hole must be at most ${HOLE_COUNT}`));

/** The holes a team spent a mulligan on, each once. */
export const mulliganHolesSchema = z.array(mulliganHoleSchema);

/** How far a hole counts from par, a mulligan on it or not; null when it has no score yet. */
export function holeToParWithMulligan(hole: Pick<Hole, 'par' | 'score'>, mulligan: boolean): number | null {
  const toPar = holeToPar(hole);
  return toPar !== null && mulligan ? Math.min(toPar, 0) : toPar;
}

/** The round's total with its mulligans: each scored hole's distance from par (par at worst on a mulligan's hole) plus every penalty. */
export function totalWithMulligans(
  holes: readonly Pick<Hole, 'holeNumber' | 'par' | 'score'>[],
  penalties: readonly Pick<Penalty, 'count'>[],
  mulliganHoles: readonly number[],
): number {
  const used = new Set(mulliganHoles);
  const strokes = holes.reduce((sum, hole) => sum + (holeToParWithMulligan(hole, used.has(hole.holeNumber)) ?? 0), 0);
  return strokes + totalPenalties(penalties);
}

/** How many mulligans a team has left: none below zero when the host lowered the count after some were spent. */
export function mulligansLeft(allowed: number, used: readonly number[]): number {
  return Math.max(0, allowed - used.length);
}

/** Why a team cannot spend a mulligan on a hole, or null when it can. */
export function mulliganRefusal(
  allowed: number,
  used: readonly number[],
  hole: number,
): 'already-used' | 'none-left' | null {
  if (used.includes(hole)) return 'already-used';
  if (mulligansLeft(allowed, used) === 0) return 'none-left';
  return null;
}
