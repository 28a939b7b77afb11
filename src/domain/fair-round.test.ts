import { describe, expect, it } from 'vitest';
import { isFairRound } from './fair-round';
import { defaultHoles, type Hole } from './holes';
import { offBoardReason } from './off-board-reason';

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
    expect(offBoardReason(holes)).toBe(
      'Not on the leaderboard: 7 of 9 holes scored. A round goes on it once every hole has a score.',
    );
  });

  it('keeps a hole scored 0 off: a drink takes at least one sip', () => {
    expect(offBoardReason(card((hole) => (hole.holeNumber === 3 ? { score: 0 } : {})))).toBe(
      'Not on the leaderboard: hole 3 is scored 0, and every drink takes at least one sip.',
    );
  });

  it('keeps par 7 and above off, and par 10 with 0 strokes most of all', () => {
    expect(offBoardReason(card((hole) => (hole.holeNumber === 5 ? { par: 7 } : {})))).toBe(
      'Not on the leaderboard: hole 5 has par 7, and the leaderboard takes pars 1 to 6.',
    );
    expect(isFairRound(card(() => ({ par: 10, score: 0 })))).toBe(false);
    expect(isFairRound(card(() => ({ par: 10, score: 1 })))).toBe(false);
  });

  it('says so when the people who run the app took a fair round off the boards', () => {
    expect(
      offBoardReason(
        card(() => ({})),
        { hidden: true },
      ),
    ).toBe(
      'Not on the leaderboard: the people who run Pub Golf have taken it off the public boards. It stays here for you.',
    );
    expect(offBoardReason(card(() => ({})))).toBeNull();
  });
});
