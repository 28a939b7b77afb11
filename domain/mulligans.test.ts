import { describe, expect, it } from 'vitest';
import { defaultHoles, type Hole, type HoleScore } from './holes';
import { presetPenalties } from './penalties';
import {
  WHOLE_GAME,
  countedPenalties,
  holeToParWithMulligan,
  penaltiesWiped,
  mulliganRefusal,
  mulligansAllowedSchema,
  mulligansLeft,
  totalWithMulligans,
} from './mulligans';
import { totalScore } from './scoring';

function holesWith(scores: (HoleScore | undefined)[], par = 3): Hole[] {
  return defaultHoles().map((hole, index) => ({ ...hole, par, score: scores[index] }));
}

describe('holeToParWithMulligan', () => {
  it('wipes the strokes over par of a hole with a mulligan, an NA too', () => {
    expect(holeToParWithMulligan({ par: 3, score: 6 }, true)).toBe(0);
    expect(holeToParWithMulligan({ par: 3, score: 'NA' }, true)).toBe(0);
    expect(holeToParWithMulligan({ par: 3, score: 6 }, false)).toBe(3);
  });

  it('keeps a hole under or on par as it was, and an unscored hole unscored', () => {
    expect(holeToParWithMulligan({ par: 4, score: 2 }, true)).toBe(-2);
    expect(holeToParWithMulligan({ par: 3, score: 3 }, true)).toBe(0);
    expect(holeToParWithMulligan({ par: 3 }, true)).toBeNull();
  });
});

describe('totalWithMulligans', () => {
  const holes = holesWith([5, 'NA', 2, 3]);
  const penalties = [{ count: 2 }, { count: 1 }];

  it('is the shared total when no mulligan was spent', () => {
    expect(totalWithMulligans(holes, penalties, [])).toBe(totalScore(holes, penalties));
    expect(totalWithMulligans(holes, penalties, [])).toBe(2 + 5 - 1 + 0 + 3);
  });

  it('counts each mulligan hole as par at worst and keeps every penalty', () => {
    expect(totalWithMulligans(holes, penalties, [1])).toBe(0 + 5 - 1 + 0 + 3);
    expect(totalWithMulligans(holes, penalties, [1, 2, 3])).toBe(0 + 0 - 1 + 0 + 3);
  });

  it('changes nothing for a mulligan on a hole not yet scored', () => {
    expect(totalWithMulligans(holes, penalties, [9])).toBe(totalScore(holes, penalties));
  });
});

describe('mulligans left and spending one', () => {
  it('counts down from the host’s number, never below none', () => {
    expect(mulligansLeft(3, [2])).toBe(2);
    expect(mulligansLeft(1, [2, 4])).toBe(0);
  });

  it('refuses a second mulligan on a hole, and one past the limit', () => {
    expect(mulliganRefusal(2, [], 3)).toBeNull();
    expect(mulliganRefusal(2, [3], 3)).toBe('already-used');
    expect(mulliganRefusal(2, [3, 4], 5)).toBe('none-left');
    expect(mulliganRefusal(0, [], 1)).toBe('none-left');
  });

  it('takes 0 to 3 a team', () => {
    expect(mulligansAllowedSchema.safeParse(0).success).toBe(true);
    expect(mulligansAllowedSchema.safeParse(3).success).toBe(true);
    expect(mulligansAllowedSchema.safeParse(4).success).toBe(false);
    expect(mulligansAllowedSchema.safeParse(-1).success).toBe(false);
    expect(mulligansAllowedSchema.safeParse(1.5).success).toBe(false);
  });
});

describe('penalties a mulligan wipes', () => {
  const list = presetPenalties('casual');
  // Two spills on hole 3, one on hole 5, one late arrival for the whole game (a phone that named no hole).
  const counts = [
    { id: 'spilled-drink', hole: 3, count: 2 },
    { id: 'spilled-drink', hole: 5, count: 1 },
    { id: 'late-to-bar', hole: WHOLE_GAME, count: 1 },
  ];
  const countOf = (mulliganHoles: number[]) =>
    Object.fromEntries(countedPenalties(list, counts, mulliganHoles).map((penalty) => [penalty.id, penalty.count]));

  it('counts every hole’s penalties and the whole game’s when no mulligan was spent', () => {
    expect(countOf([])).toEqual({ 'spilled-drink': 3, 'late-to-bar': 1 });
  });

  it('wipes the penalties taken on the mulligan’s hole, and only those', () => {
    expect(countOf([3])).toEqual({ 'spilled-drink': 1, 'late-to-bar': 1 });
    expect(countOf([3, 5])).toEqual({ 'spilled-drink': 0, 'late-to-bar': 1 });
    expect(penaltiesWiped(counts, 3)).toBe(2);
    expect(penaltiesWiped(counts, 4)).toBe(0);
  });

  it('never wipes a penalty kept for the whole game', () => {
    expect(countOf([1, 2, 4])).toEqual({ 'spilled-drink': 3, 'late-to-bar': 1 });
    expect(penaltiesWiped(counts, WHOLE_GAME)).toBe(0);
  });

  it('brings a hole’s penalties back when its mulligan is taken back: they were kept, only not counted', () => {
    const holes = holesWith([3, 3, 6]);
    expect(totalWithMulligans(holes, countedPenalties(list, counts, [3]), [3])).toBe(0 + 0 + 0 + 1 + 1);
    expect(totalWithMulligans(holes, countedPenalties(list, counts, []), [])).toBe(3 + 3 + 1);
  });

  it('counts a penalty at most as much as a card holds, however many holes it was taken on', () => {
    const many = Array.from({ length: 9 }, (_, index) => ({ id: 'spilled-drink', hole: index + 1, count: 999 }));
    expect(countedPenalties(list, many, [])[0]?.count).toBe(999);
  });
});
