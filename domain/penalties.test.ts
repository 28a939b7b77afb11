import { describe, expect, it } from 'vitest';
import {
  customPenaltiesRequestSchema,
  customPenaltyId,
  decreasePenalty,
  increasePenalty,
  MAX_PENALTIES,
  MAX_PENALTY_COUNT,
  MAX_PENALTY_NAME_LENGTH,
  penaltiesSchema,
  presetPenalties,
  savedPenaltiesForCard,
  switchPreset,
  totalPenalties,
  withCountsFrom,
  type Penalty,
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
  it('increase one at a time and never go below zero', () => {
    let penalties = presetPenalties('casual');
    for (let i = 0; i < 50; i++) penalties = increasePenalty(penalties, 'spilled-drink');
    expect(totalPenalties(penalties)).toBe(50);
    penalties = decreasePenalty(penalties, 'late-to-bar');
    expect(penalties.find((p) => p.id === 'late-to-bar')?.count).toBe(0);
    penalties = decreasePenalty(penalties, 'spilled-drink');
    expect(totalPenalties(penalties)).toBe(49);
  });

  it(`stop at ${MAX_PENALTY_COUNT}, the most a stored card accepts`, () => {
    const atBound = presetPenalties('casual').map((p) => ({ ...p, count: MAX_PENALTY_COUNT - 1 }));
    const once = increasePenalty(atBound, 'spilled-drink');
    const twice = increasePenalty(once, 'spilled-drink');
    expect(twice.find((p) => p.id === 'spilled-drink')?.count).toBe(MAX_PENALTY_COUNT);
    expect(penaltiesSchema.safeParse(twice).success).toBe(true);
  });

  it('gives custom penalties a custom- id with a timestamp', () => {
    expect(customPenaltyId([], 1700000000000)).toBe('custom-1700000000000');
  });

  it('gives two custom penalties added in the same millisecond different ids', () => {
    const first = customPenaltyId(['spilled-drink'], 1700000000000);
    const second = customPenaltyId(['spilled-drink', first], 1700000000000);
    expect(second).toBe('custom-1700000000001');
    expect(customPenaltyId([first, second], 1700000000000)).toBe('custom-1700000000002');
  });
});

function issuePaths(input: unknown): string[] {
  const result = customPenaltiesRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('penalty lists', () => {
  const entry = (id: string, name: string, count = 0): Penalty => ({ id, name, count });

  it('trims names and accepts 1 to 40 characters', () => {
    const longest = 'x'.repeat(MAX_PENALTY_NAME_LENGTH);
    expect(
      customPenaltiesRequestSchema.parse({ penalties: [entry('a', '  Fell Over  '), entry('b', ` ${longest} `)] }),
    ).toEqual({
      penalties: [entry('a', 'Fell Over'), entry('b', longest)],
    });
    expect(issuePaths({ penalties: [entry('a', '   ')] })).toEqual(['penalties.0.name']);
    expect(issuePaths({ penalties: [entry('a', 'ok'), entry('b', `${longest}x`)] })).toEqual(['penalties.1.name']);
  });

  it(`holds at most ${MAX_PENALTIES} entries, each id once`, () => {
    const full = Array.from({ length: MAX_PENALTIES }, (_, i) => entry(`custom-${i}`, `Penalty ${i}`));
    expect(issuePaths({ penalties: full })).toEqual([]);
    expect(issuePaths({ penalties: [...full, entry('one-more', 'One more')] })).toEqual(['penalties']);
    expect(issuePaths({ penalties: [entry('a', 'One'), entry('b', 'Two'), entry('a', 'Three')] })).toEqual([
      'penalties.2.id',
    ]);
  });

  it('names every bad field', () => {
    expect(issuePaths({})).toEqual(['penalties']);
    expect(issuePaths({ penalties: [{ id: '', name: 'x', count: 0 }] })).toEqual(['penalties.0.id']);
    expect(issuePaths({ penalties: [{ id: 'a', name: 'x', count: -1 }] })).toEqual(['penalties.0.count']);
    expect(issuePaths({ penalties: [{ id: 'a', name: 'x', count: 1.5 }] })).toEqual(['penalties.0.count']);
    expect(issuePaths({ penalties: [{ id: 'a', count: 0 }] })).toEqual(['penalties.0.name']);
  });

  it('carries counts over by id', () => {
    const card = [entry('spilled-drink', 'Spilled Drink', 2), entry('late-to-bar', 'Late to Bar', 0)];
    expect(withCountsFrom([entry('spilled-drink', 'Spilt Pint'), entry('custom-1', 'Fell Over', 7)], card)).toEqual([
      entry('spilled-drink', 'Spilt Pint', 2),
      entry('custom-1', 'Fell Over', 0),
    ]);
  });

  it('loads a saved list onto the card without changing the score', () => {
    const saved = [entry('spilled-drink', 'Spilled Drink'), entry('custom-1', 'Fell Over')];
    const counted = [entry('spilled-drink', 'Spilled Drink', 3), entry('late-to-bar', 'Late to Bar', 0)];
    expect(savedPenaltiesForCard(counted, saved)).toEqual([
      entry('spilled-drink', 'Spilled Drink', 3),
      entry('custom-1', 'Fell Over', 0),
    ]);
    // Late to Bar has been counted and the saved list lacks it: the card keeps its own list.
    expect(savedPenaltiesForCard([...counted, entry('wrong-order', 'Wrong Order', 1)], saved)).toBeNull();
  });
});
