import { cleanName } from '../../../domain/clean-name';
import {
  MAX_HAZARD_NAME_LENGTH,
  MAX_HOLE_RULE_LENGTH,
  type HoleRule,
  type ShownHoleRule,
} from '../../../domain/hole-rules';
import { HOLE_COUNT } from '../../../domain/holes';

/** One hole's fields as typed: its rule, and a hazard's name ('' for none). */
export interface HoleRuleDraft {
  rule: string;
  hazard: string;
}

/** What is wrong with one hole's fields, in words the form shows beside them. */
export type HoleRuleProblem = 'rule-too-long' | 'hazard-too-long' | 'hazard-needs-rule' | 'same-hazard';

/** Nine holes' fields, filled from the rules a course or game has. */
export function holeRulesDraft(rules: readonly ShownHoleRule[] = []): HoleRuleDraft[] {
  return Array.from({ length: HOLE_COUNT }, (_, index) => {
    const rule = rules.find((entry) => entry.holeNumber === index + 1);
    return { rule: rule?.rule ?? '', hazard: rule?.hazard ?? '' };
  });
}

/** The rules the fields hold, cleaned as the server keeps them, and each hole's problem (none when all is well). */
export function readHoleRulesDraft(draft: readonly HoleRuleDraft[]): {
  holeRules: HoleRule[];
  problems: (HoleRuleProblem | null)[];
} {
  const seen = new Set<string>();
  const holeRules: HoleRule[] = [];
  const problems = draft.map((fields, index): HoleRuleProblem | null => {
    const rule = cleanName(fields.rule);
    const hazard = cleanName(fields.hazard);
    if (rule.length > MAX_HOLE_RULE_LENGTH) return 'rule-too-long';
    if (hazard.length > MAX_HAZARD_NAME_LENGTH) return 'hazard-too-long';
    if (hazard !== '' && rule === '') return 'hazard-needs-rule';
    if (hazard !== '' && seen.has(hazard.toLocaleLowerCase())) return 'same-hazard';
    if (hazard !== '') seen.add(hazard.toLocaleLowerCase());
    if (rule !== '') holeRules.push({ holeNumber: index + 1, rule, ...(hazard === '' ? {} : { hazard }) });
    return null;
  });
  return { holeRules, problems };
}
