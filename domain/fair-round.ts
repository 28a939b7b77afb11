import { HOLE_COUNT, type Hole } from './holes';

/**
 * The pars a drink can have on a public board: a shot goes down in one sip, and a pint in about
 * six. A par above that asks more sips of one drink than any pour needs, so it only inflates how
 * far under par a team can go (par 10 on every hole allows -81 with one sip a hole).
 */
export const BOARD_PARS = { min: 1, max: 6 } as const;

type ScoredHole = Pick<Hole, 'holeNumber' | 'par' | 'score'>;

/** The first rule a round breaks, and on which hole: unfinished, a hole scored 0, or a par out of range. */
export type BoardRuleBroken = { rule: 'unfinished'; scored: number } | { rule: 'no-sip' | 'par'; hole: ScoredHole };

/**
 * Why a round may not show on a public board; null when it may: every hole scored, each with at
 * least one stroke (a drink takes at least one sip) or NA, and every par one a drink can have.
 */
export function boardRuleBroken(holes: readonly ScoredHole[]): BoardRuleBroken | null {
  const scored = holes.filter((hole) => hole.score !== undefined).length;
  if (scored < HOLE_COUNT) return { rule: 'unfinished', scored };
  const noSip = holes.find((hole) => hole.score === 0);
  if (noSip) return { rule: 'no-sip', hole: noSip };
  const par = holes.find((hole) => hole.par < BOARD_PARS.min || hole.par > BOARD_PARS.max);
  return par ? { rule: 'par', hole: par } : null;
}

/** Whether a round may show on a public board (the global one, and its course's). */
export function isFairRound(holes: readonly ScoredHole[]): boolean {
  return boardRuleBroken(holes) === null;
}
