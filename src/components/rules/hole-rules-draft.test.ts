import { describe, expect, it } from 'vitest';
import { holeRulesDraft, readHoleRulesDraft } from './hole-rules-draft';

describe("the hole rules' fields", () => {
  it('start from the rules kept, and read back as the server keeps them', () => {
    const draft = holeRulesDraft([{ holeNumber: 3, rule: '+1 if you spill', hazard: 'Water hazard' }]);
    expect(draft[2]).toEqual({ rule: '+1 if you spill', hazard: 'Water hazard' });
    draft[0] = { rule: '  Left   hand only ', hazard: ' ' };
    expect(readHoleRulesDraft(draft)).toEqual({
      holeRules: [
        { holeNumber: 1, rule: 'Left hand only' },
        { holeNumber: 3, rule: '+1 if you spill', hazard: 'Water hazard' },
      ],
      problems: Array(9).fill(null),
    });
  });

  it("name each hole's problem: too long, a hazard without its rule, two hazards of one name", () => {
    const draft = holeRulesDraft();
    draft[0] = { rule: 'x'.repeat(81), hazard: '' };
    draft[1] = { rule: '', hazard: 'Bunker' };
    draft[2] = { rule: 'Spill +1', hazard: 'Water' };
    draft[3] = { rule: 'Spill +1', hazard: 'water' };
    draft[4] = { rule: 'Spill +1', hazard: 'x'.repeat(31) };
    expect(readHoleRulesDraft(draft).problems.slice(0, 5)).toEqual([
      'rule-too-long',
      'hazard-needs-rule',
      null,
      'same-hazard',
      'hazard-too-long',
    ]);
  });
});
