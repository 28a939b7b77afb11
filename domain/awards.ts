/**
 * The awards at the end of a live game, worked out from the teams' cards by rules each award
 * states. Levels share an award. No award is about how much or how fast anyone drinks: they
 * reward playing under par, playing evenly, finishing well and keeping a clean card, and tease
 * the team with the most penalties.
 */
import * as z from 'zod/mini';
import { HOLE_COUNT, type Hole } from './holes';
import { totalPenalties, type Penalty } from './penalties';
import { holeToPar } from './scoring';

export const AWARD_KINDS = [
  'under-par',
  'steadiest',
  'strong-finish',
  'clean-card',
  'most-penalties',
  'mulligans-left',
] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];

/** Steadiest is only worked out over this many scored holes or more: one or two holes say little. */
const STEADY_MIN_HOLES = 3;
/** The last holes a strong finish is counted over. */
const FINISH_HOLES = 3;

/**
 * Each award's rule in the spec's English, as the UI states it under the award (the catalogs
 * carry it in every language).
 */
export const AWARD_RULES: Record<AwardKind, string> = {
  'under-par': 'Most holes played under par.',
  steadiest: `Smallest gap between its best and worst hole against par, over ${STEADY_MIN_HOLES} holes or more.`,
  'strong-finish': `Lowest score against par over the last ${FINISH_HOLES} holes.`,
  'clean-card': 'No penalty counted all game.',
  'most-penalties': 'The most penalties counted over the game.',
  'mulligans-left': 'The most mulligans left at the end.',
};

export const awardSchema = z.object({
  kind: z.enum(AWARD_KINDS),
  /** Every team level on the award: ties share it. */
  teamIds: z.array(z.string()),
  /** What the award was won with: holes under par, the spread, the score over the last holes, the penalty count (0 for a clean card), the mulligans left. */
  value: z.int(),
});
export type Award = z.infer<typeof awardSchema>;

/** One team's card on the game's layout, as the awards read it. */
export interface AwardCard {
  teamId: string;
  holes: readonly Pick<Hole, 'holeNumber' | 'par' | 'score'>[];
  /** The penalties that counted: none a mulligan wiped. */
  penalties: readonly Pick<Penalty, 'count'>[];
  /** How many mulligans the team has left; absent in a game without mulligans. */
  mulligansLeft?: number;
}

/** The awards of a game, in AWARD_KINDS order; an award nobody qualifies for is left out. Only teams that played a hole take part. */
export function gameAwards(cards: readonly AwardCard[]): Award[] {
  const playing = cards.filter((card) => scoredToPar(card.holes).length > 0);
  const awards: Award[] = [];
  const add = (kind: AwardKind, scored: { teamId: string; value: number | null }[], best: 'most' | 'least') => {
    const eligible = scored.filter((entry): entry is { teamId: string; value: number } => entry.value !== null);
    if (eligible.length === 0) return;
    const values = eligible.map((entry) => entry.value);
    const value = best === 'most' ? Math.max(...values) : Math.min(...values);
    awards.push({ kind, teamIds: eligible.filter((entry) => entry.value === value).map((e) => e.teamId), value });
  };
  add('under-par', playing.map(underParCount), 'most');
  add('steadiest', playing.map(spread), 'least');
  add('strong-finish', playing.map(finish), 'least');
  add('clean-card', playing.map(cleanCard), 'least');
  add('most-penalties', playing.map(penaltyCount), 'most');
  add('mulligans-left', playing.map(mulligansKept), 'most');
  return awards;
}

function scoredToPar(holes: AwardCard['holes']): number[] {
  return holes.map(holeToPar).filter((toPar): toPar is number => toPar !== null);
}

function underParCount(card: AwardCard) {
  const count = scoredToPar(card.holes).filter((toPar) => toPar < 0).length;
  return { teamId: card.teamId, value: count > 0 ? count : null };
}

function spread(card: AwardCard) {
  const toPar = scoredToPar(card.holes);
  const value = toPar.length >= STEADY_MIN_HOLES ? Math.max(...toPar) - Math.min(...toPar) : null;
  return { teamId: card.teamId, value };
}

function finish(card: AwardCard) {
  const last = card.holes.filter((hole) => hole.holeNumber > HOLE_COUNT - FINISH_HOLES);
  const toPar = scoredToPar(last);
  const value = toPar.length === FINISH_HOLES ? toPar.reduce((sum, hole) => sum + hole, 0) : null;
  return { teamId: card.teamId, value };
}

function cleanCard(card: AwardCard) {
  return { teamId: card.teamId, value: totalPenalties(card.penalties) === 0 ? 0 : null };
}

function penaltyCount(card: AwardCard) {
  const count = totalPenalties(card.penalties);
  return { teamId: card.teamId, value: count > 0 ? count : null };
}

function mulligansKept(card: AwardCard) {
  const left = card.mulligansLeft ?? 0;
  return { teamId: card.teamId, value: left > 0 ? left : null };
}
