import { describe, expect, it } from 'vitest';
import { newClock } from './game-clock';
import { currentRuleHole } from './current-hole';
import { holeRulesSchema, sameHazards, withHazardPenalties } from './hole-rules';
import { defaultHoles } from './holes';

describe('hole rules', () => {
  it('are cleaned as names are, one a hole, in hole order', () => {
    expect(
      holeRulesSchema.parse([{ holeNumber: 2, rule: '  Left\u200b hand   only ', hazard: ' Water  hazard ' }]),
    ).toEqual([{ holeNumber: 2, rule: 'Left hand only', hazard: 'Water hazard' }]);
    const twice = holeRulesSchema.safeParse([
      { holeNumber: 4, rule: 'One' },
      { holeNumber: 2, rule: 'Two' },
    ]);
    expect(twice.error?.issues[0]?.message).toBe('one rule a hole, in hole order');
    const alike = holeRulesSchema.safeParse([
      { holeNumber: 1, rule: 'Spill +1', hazard: 'Water' },
      { holeNumber: 2, rule: 'Spill +1', hazard: 'WATER' },
    ]);
    expect(alike.error?.issues[0]?.message).toBe('two hazards cannot share a name');
  });

  it("give each hazard a penalty tied to its hole, in place of one of the same id, after the game's own", () => {
    const penalties = [
      { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
      { id: 'hazard-3', name: 'Old', count: 0 },
    ];
    const rules = [
      { holeNumber: 1, rule: 'Left hand only' },
      { holeNumber: 3, rule: '+1 if you spill', hazard: 'Water hazard' },
    ];
    expect(withHazardPenalties(penalties, rules)).toEqual([
      { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
      { id: 'hazard-3', name: 'Water hazard', count: 0 },
    ]);
    expect(sameHazards(rules, [{ holeNumber: 3, rule: 'Spill: +1', hazard: 'Water hazard' }])).toBe(true);
    expect(sameHazards(rules, [{ holeNumber: 4, rule: '+1 if you spill', hazard: 'Water hazard' }])).toBe(false);
  });

  it("show the clock's hole while it runs, else the hole given", () => {
    const holes = defaultHoles();
    const off = newClock({});
    expect(currentRuleHole(null, holes, 0, 4)).toBe(4);
    expect(currentRuleHole(off, holes, 0, 4)).toBe(4);
    const running = { ...off, status: 'running' as const, hole: 6, until: 60_000 };
    expect(currentRuleHole(running, holes, 0, 4)).toBe(6);
    expect(currentRuleHole({ ...running, status: 'paused', until: null, leftMs: 1000 }, holes, 0, 2)).toBe(6);
  });
});
