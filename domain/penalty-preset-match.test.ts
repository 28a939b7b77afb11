import { describe, expect, it } from 'vitest';
import { matchingPreset } from './penalty-preset-match';
import { presetPenalties } from './penalties';

describe('matchingPreset', () => {
  it('names the preset a list is, whatever its counts', () => {
    expect(matchingPreset(presetPenalties('casual'))).toBe('casual');
    expect(matchingPreset(presetPenalties('standard').map((penalty) => ({ ...penalty, count: 3 })))).toBe('standard');
    expect(matchingPreset(presetPenalties('strict'))).toBe('strict');
  });

  it('calls any changed list custom: renamed, reordered, shortened, added to or empty', () => {
    const standard = presetPenalties('standard');
    expect(matchingPreset(standard.map((p) => (p.id === 'spilled-drink' ? { ...p, name: 'Spilt Pint' } : p)))).toBe(
      'custom',
    );
    expect(matchingPreset([...standard].reverse())).toBe('custom');
    expect(matchingPreset(standard.slice(0, 3))).toBe('custom');
    expect(matchingPreset([...standard, { id: 'custom-1', name: 'Fell Over', count: 0 }])).toBe('custom');
    expect(matchingPreset([])).toBe('custom');
  });
});
