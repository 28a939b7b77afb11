import { describe, expect, it } from 'vitest';
import {
  customPenaltyId,
  decreasePenalty,
  increasePenalty,
  presetPenalties,
  switchPreset,
  totalPenalties,
} from './penalties';

describe('penalty presets', () => {
  it('has 2, 4 and 6 entries', () => {
    expect(presetPenalties('casual').map((p) => p.name)).toEqual(['Spilled Drink', 'Late to Bar']);
    expect(presetPenalties('standard').map((p) => p.name)).toEqual([
      'Spilled Drink',
      'Late to Bar',
      'Bathroom Break',
      'Wrong Order',
    ]);
    expect(presetPenalties('strict').map((p) => p.name)).toEqual([
      'Spilled Drink',
      'Late to Bar',
      'Bathroom Break',
      'Wrong Order',
      'Unfinished Drink',
      'Skipped Hole',
    ]);
  });

  it('keeps shared counts when the rules change', () => {
    const standard = increasePenalty(increasePenalty(presetPenalties('standard'), 'late-to-bar'), 'wrong-order');
    const casual = switchPreset(standard, 'casual');
    expect(casual.map((p) => [p.id, p.count])).toEqual([
      ['spilled-drink', 0],
      ['late-to-bar', 1],
    ]);
  });
});

describe('penalty counts', () => {
  it('increase without bound and never go below zero', () => {
    let penalties = presetPenalties('casual');
    for (let i = 0; i < 50; i++) penalties = increasePenalty(penalties, 'spilled-drink');
    expect(totalPenalties(penalties)).toBe(50);
    penalties = decreasePenalty(penalties, 'late-to-bar');
    expect(penalties.find((p) => p.id === 'late-to-bar')?.count).toBe(0);
    penalties = decreasePenalty(penalties, 'spilled-drink');
    expect(totalPenalties(penalties)).toBe(49);
  });

  it('gives custom penalties a custom- id with a timestamp', () => {
    expect(customPenaltyId(1700000000000)).toBe('custom-1700000000000');
  });
});
