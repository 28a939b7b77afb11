/**
 * A live team's card on the game's layout: the game's holes with the team's scores, its penalty
 * list with the team's counts, and the standing on the board they give the team.
 */
import type { TeamCard } from './game-protocol';
import type { Hole, HoleScore } from './holes';
import type { Penalty } from './penalties';
import { WHOLE_GAME, countedPenalties, totalWithMulligans, type HolePenaltyCount } from './mulligans';
import { holesCompleted, parStatus, type ParStatus } from './scoring';

/** The game's holes with the team's scores on them. */
export function cardHoles(layout: readonly Hole[], card: Pick<TeamCard, 'holes'>): Hole[] {
  const scores = new Map(card.holes.map((hole) => [hole.holeNumber, hole.score]));
  return layout.map(({ score: _none, ...hole }) => {
    const score = scores.get(hole.holeNumber) ?? null;
    return score === null ? hole : { ...hole, score };
  });
}

/** Every penalty count on the card, by hole: the whole game's (WHOLE_GAME) and each hole's. */
export function penaltyCountsOf(card: Pick<TeamCard, 'penalties' | 'holePenalties'>): HolePenaltyCount[] {
  return [
    ...card.penalties.map(({ id, count }) => ({ id, hole: WHOLE_GAME, count })),
    ...(card.holePenalties ?? []).map(({ id, hole, count }) => ({ id, hole, count })),
  ];
}

/** The game's penalty list with the team's counts that count: none taken on a hole the team spent a mulligan on. */
export function cardPenalties(
  list: readonly Penalty[],
  card: Pick<TeamCard, 'penalties' | 'holePenalties'>,
  mulliganHoles: readonly number[] = [],
): Penalty[] {
  return countedPenalties(list, penaltyCountsOf(card), mulliganHoles);
}

/** A team's place on the board, worked out with the same rule as every card, with the mulligans it spent. */
export function standingOf(
  layout: readonly Hole[],
  list: readonly Penalty[],
  card: Pick<TeamCard, 'holes' | 'penalties' | 'holePenalties'>,
  mulliganHoles: readonly number[] = [],
): { holesPlayed: number; total: number; parStatus: ParStatus } {
  const holes = cardHoles(layout, card);
  const total = totalWithMulligans(holes, cardPenalties(list, card, mulliganHoles), mulliganHoles);
  return { holesPlayed: holesCompleted(holes), total, parStatus: parStatus(total) };
}

/**
 * The hole the team scored last, by its latest edit of a hole that still holds a score, with the
 * game's bar there (null when the hole has none); null before the team has scored a hole.
 */
export function lastScoredHole(
  layout: readonly Hole[],
  card: Pick<TeamCard, 'holes'>,
): { holeNumber: number; score: HoleScore; barName: string | null } | null {
  const latest = card.holes
    .filter((hole): hole is typeof hole & { score: HoleScore } => hole.score !== null)
    .reduce<(typeof card.holes)[number] | null>(
      (last, hole) => (last && last.version >= hole.version ? last : hole),
      null,
    );
  if (latest === null || latest.score === null) return null;
  const barName = layout.find((hole) => hole.holeNumber === latest.holeNumber)?.barName?.trim() || null;
  return { holeNumber: latest.holeNumber, score: latest.score, barName };
}
