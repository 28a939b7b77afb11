import { describe, expect, it } from 'vitest';
import { defaultHoles, type Hole } from '../../../../domain/holes';
import { holeToPlay } from './hole-to-play';

/** The default nine holes, the first `scored` of them scored. */
function holesScored(scored: number): Hole[] {
  return defaultHoles().map((hole) => (hole.holeNumber <= scored ? { ...hole, score: 3 } : hole));
}

const numberOf = (hole: Hole | undefined) => hole?.holeNumber;

describe('the hole a team’s card opens on', () => {
  it('with no clock: the hole last changed, else the first without a score, else the last', () => {
    expect(numberOf(holeToPlay(holesScored(2), null, null))).toBe(3);
    expect(numberOf(holeToPlay(holesScored(2), { holeNumber: 1, clockHole: null }, null))).toBe(1);
    expect(numberOf(holeToPlay(holesScored(9), null, null))).toBe(9);
  });

  it('while the clock runs, its hole first, scored or not', () => {
    expect(numberOf(holeToPlay(holesScored(2), null, 5))).toBe(5);
    expect(numberOf(holeToPlay(holesScored(6), null, 4))).toBe(4);
  });

  it('keeps a hole the team went to while the clock stays at its hole, and follows the clock once it moves on', () => {
    const lateScore = { holeNumber: 2, clockHole: 4 };
    expect(numberOf(holeToPlay(holesScored(1), lateScore, 4))).toBe(2);
    expect(numberOf(holeToPlay(holesScored(2), lateScore, 5))).toBe(5);
    // Touched before the clock started: the clock's first hole takes over once it runs.
    expect(numberOf(holeToPlay(holesScored(0), { holeNumber: 3, clockHole: null }, 1))).toBe(1);
  });

  it('keeps the hole last touched once the clock has stopped', () => {
    expect(numberOf(holeToPlay(holesScored(9), { holeNumber: 8, clockHole: 9 }, null))).toBe(8);
  });
});
