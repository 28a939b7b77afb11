/** A team's card on the default layout and the standard penalties, for the domain's tests. */
import type { TeamCard } from './game-protocol';
import { defaultHoles } from './holes';
import { presetPenalties } from './penalties';

export const layout = defaultHoles();
export const penalties = presetPenalties('standard');

/** The card with these scores by hole and counts by penalty id, every cell at version 1. */
export function card(
  scores: Record<number, TeamCard['holes'][number]['score']>,
  counts: Record<string, number> = {},
): Pick<TeamCard, 'holes' | 'penalties'> {
  return {
    holes: layout.map((hole) => ({ holeNumber: hole.holeNumber, score: scores[hole.holeNumber] ?? null, version: 1 })),
    penalties: penalties.map((penalty) => ({ id: penalty.id, count: counts[penalty.id] ?? 0, version: 1 })),
  };
}
