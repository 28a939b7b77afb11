import { describe, expect, it } from 'vitest';
import { placeLabel, sharedPlaces } from './standings';

const labels = (totals: number[]) => sharedPlaces(totals).map(placeLabel);

describe('sharedPlaces', () => {
  it('gives level totals one place and skips the places they fill', () => {
    expect(labels([-3, 2, 2, 5])).toEqual(['1', 'T2', 'T2', '4']);
    expect(labels([2, 2, 3])).toEqual(['T1', 'T1', '3']);
  });

  it('numbers a board without ties 1, 2, 3', () => {
    expect(labels([-1, 0, 4])).toEqual(['1', '2', '3']);
  });

  it('lets a whole board share first place', () => {
    expect(labels([0, 0, 0])).toEqual(['T1', 'T1', 'T1']);
  });

  it('answers nothing for an empty board', () => {
    expect(sharedPlaces([])).toEqual([]);
  });
});
