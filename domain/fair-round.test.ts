import { describe, expect, it } from 'vitest';
import { boardRuleBroken, isFairRound } from './fair-round';
import { defaultHoles, type Hole } from './holes';

function card(change: (hole: Hole) => Partial<Hole> = () => ({})): Hole[] {
  return defaultHoles().map((hole) => ({ ...hole, score: 3, ...change(hole) }));
}

describe('fair rounds', () => {
  it('takes a round with every hole scored, each with at least one sip, at pars 1 to 6', () => {
    expect(isFairRound(card())).toBe(true);
    expect(isFairRound(card((hole) => ({ par: hole.holeNumber <= 5 ? 1 : 6, score: 1 })))).toBe(true);
  });

  it('takes NA, which counts par plus five', () => {
    expect(isFairRound(card((hole) => (hole.holeNumber === 4 ? { score: 'NA' } : {})))).toBe(true);
  });

  it('keeps an unfinished round off, saying how many holes are scored', () => {
    const holes = card((hole) => (hole.holeNumber > 7 ? { score: undefined } : {}));
    expect(boardRuleBroken(holes)).toEqual({ rule: 'unfinished', scored: 7 });
  });

  it('keeps a hole scored 0 off: a drink takes at least one sip', () => {
    expect(boardRuleBroken(card((hole) => (hole.holeNumber === 3 ? { score: 0 } : {})))).toMatchObject({
      rule: 'no-sip',
      hole: { holeNumber: 3 },
    });
  });

  it('keeps par 7 and above off, and par 10 with 0 strokes most of all', () => {
    expect(boardRuleBroken(card((hole) => (hole.holeNumber === 5 ? { par: 7 } : {})))).toMatchObject({
      rule: 'par',
      hole: { holeNumber: 5, par: 7 },
    });
    expect(isFairRound(card(() => ({ par: 10, score: 0 })))).toBe(false);
    expect(isFairRound(card(() => ({ par: 10, score: 1 })))).toBe(false);
  });
});
