import { describe, expect, it } from 'vitest';
import { houseRulesSchema, MAX_HOUSE_RULES_LENGTH } from './house-rules';

describe('house rules', () => {
  it('keeps a line a rule, each cleaned, blank lines dropped', () => {
    expect(houseRulesSchema.parse('  Left hand only  \r\n\n No\u200b phones   on the table\n')).toBe(
      'Left hand only\nNo phones on the table',
    );
    expect(houseRulesSchema.parse('  \n ')).toBe('');
  });

  it(`refuses more than ${MAX_HOUSE_RULES_LENGTH} characters with a clear message`, () => {
    expect(houseRulesSchema.parse('x'.repeat(MAX_HOUSE_RULES_LENGTH))).toHaveLength(MAX_HOUSE_RULES_LENGTH);
    const refused = houseRulesSchema.safeParse('x'.repeat(MAX_HOUSE_RULES_LENGTH + 1));
    expect(refused.error?.issues[0]?.message).toBe('rules must be at most 400 characters');
  });
});
