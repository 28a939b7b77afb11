import { describe, expect, it } from 'vitest';
import { defaultHoles, type Hole, type HoleScore } from './holes';
import { presetPenalties } from './penalties';
import { formatToPar, holesCompleted, holeToPar, parStatus, totalScore } from './scoring';

function holesWith(scores: (HoleScore | undefined)[], par = 3): Hole[] {
  return defaultHoles().map((hole, index) => ({ ...hole, par, score: scores[index] }));
}

const noPenalties = presetPenalties('standard');

describe('holeToPar', () => {
  it('is score minus par', () => {
    expect(holeToPar({ par: 3, score: 5 })).toBe(2);
    expect(holeToPar({ par: 4, score: 1 })).toBe(-3);
    expect(holeToPar({ par: 3, score: 3 })).toBe(0);
  });
  it('counts NA as par plus 5', () => {
    expect(holeToPar({ par: 3, score: 'NA' })).toBe(5);
    expect(holeToPar({ par: 10, score: 'NA' })).toBe(5);
  });
  it('is null for an unscored hole', () => {
    expect(holeToPar({ par: 3, score: undefined })).toBeNull();
  });
  it('allows a zero score (below par by the par)', () => {
    expect(holeToPar({ par: 3, score: 0 })).toBe(-3);
  });
});

describe('totalScore', () => {
  it('is 0 when nothing is scored', () => {
    expect(totalScore(holesWith([]), noPenalties)).toBe(0);
  });
  it('sums every hole against its own par', () => {
    const holes = holesWith([4, 2, 3, 5, 1, 3, 3, 6, 2]);
    // +1 -1 0 +2 -2 0 0 +3 -1
    expect(totalScore(holes, noPenalties)).toBe(2);
  });
  it('skips unscored holes', () => {
    expect(totalScore(holesWith([5, undefined, 1]), noPenalties)).toBe(0);
  });
  it('counts nine NA holes as 45 over', () => {
    expect(totalScore(holesWith(Array(9).fill('NA')), noPenalties)).toBe(45);
  });
  it('can go below par', () => {
    expect(totalScore(holesWith(Array(9).fill(0)), noPenalties)).toBe(-27);
  });
  it('adds every penalty count', () => {
    const penalties = presetPenalties('strict').map((penalty, index) => ({ ...penalty, count: index }));
    // 0+1+2+3+4+5 = 15 penalties, and the holes are 9 under par.
    expect(totalScore(holesWith(Array(9).fill(2)), penalties)).toBe(-9 + 15);
  });
});

describe('parStatus', () => {
  it('names the three states', () => {
    expect(parStatus(1)).toBe('ABOVE PAR');
    expect(parStatus(-1)).toBe('BELOW PAR');
    expect(parStatus(0)).toBe('ON PAR');
  });
});

describe('helpers', () => {
  it('counts completed holes, NA included', () => {
    expect(holesCompleted(holesWith([3, 'NA', undefined, 4]))).toBe(3);
  });
  it('writes scores the way golfers do', () => {
    expect(formatToPar(3)).toBe('+3');
    expect(formatToPar(-2)).toBe('-2');
    expect(formatToPar(0)).toBe('0');
  });
});
