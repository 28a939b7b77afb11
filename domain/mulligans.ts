/**
 * Mulligans: the host lets each team take up to MAX_MULLIGANS do-overs in a game. A team spends
 * one on a hole, and that hole is wiped: it counts as par at worst (its strokes over par, an NA's
 * too, are gone) and the penalties taken on it do not count. A penalty a live card keeps for the
 * whole game rather than a hole (hole 0: written by a phone that names no hole) is never wiped.
 * Wiped penalties are kept, only not counted, so a mulligan taken back brings them back.
 * The game's totals, a team's own card and a kept round all add up with `countedPenalties` and
 * `totalWithMulligans`.
 */
import * as z from 'zod/mini';
import { HOLE_COUNT, type Hole } from './holes';
import { MAX_PENALTY_COUNT, totalPenalties, type Penalty } from './penalties';
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

/** The hole of a penalty a live card keeps for the whole game, not for a hole: no mulligan wipes it. */
export const WHOLE_GAME = 0;

/** A penalty's count on one hole of a live card (WHOLE_GAME for the whole game's). */
export interface HolePenaltyCount {
  id: string;
  hole: number;
  count: number;
}

/** Whether a penalty taken on `hole` counts: not on a hole the team spent a mulligan on. */
export function penaltyCounts(hole: number, mulliganHoles: readonly number[]): boolean {
  return hole === WHOLE_GAME || !mulliganHoles.includes(hole);
}

/**
 * The penalty list with each penalty counting what counts of it: its counts on every hole without
 * a mulligan and its count for the whole game, at most MAX_PENALTY_COUNT as on every card. A kept
 * round and a scorecard image carry these.
 */
export function countedPenalties<P extends Pick<Penalty, 'id' | 'count'>>(
  list: readonly P[],
  counts: readonly HolePenaltyCount[],
  mulliganHoles: readonly number[],
): P[] {
  const counted = new Map<string, number>();
  for (const cell of counts) {
    if (penaltyCounts(cell.hole, mulliganHoles)) counted.set(cell.id, (counted.get(cell.id) ?? 0) + cell.count);
  }
  return list.map((penalty) => ({ ...penalty, count: Math.min(MAX_PENALTY_COUNT, counted.get(penalty.id) ?? 0) }));
}

/** How many penalties a mulligan on `hole` wipes: every count taken on that hole. */
export function penaltiesWiped(counts: readonly HolePenaltyCount[], hole: number): number {
  if (hole === WHOLE_GAME) return 0;
  return counts.reduce((sum, cell) => sum + (cell.hole === hole ? cell.count : 0), 0);
}

/**
 * The round's total with its mulligans: each scored hole's distance from par (par at worst on a
 * mulligan's hole) plus the penalties that count (`countedPenalties`: a live card's wiped ones are
 * already left out, as a kept round's are).
 */
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
