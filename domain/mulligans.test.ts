import { describe, expect, it } from 'vitest';
import { defaultHoles, type Hole, type HoleScore } from './holes';
import {
  holeToParWithMulligan,
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
