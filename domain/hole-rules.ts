import * as z from 'zod/mini';
import { cleanName } from './clean-name';
import { HOLE_COUNT } from './holes';
import { MAX_PENALTIES, type Penalty } from './penalties';

/** The longest rule one hole takes, counted after cleaning: a line on the card. */
export const MAX_HOLE_RULE_LENGTH = 80;
/** The longest hazard name: it is also the name of the hazard's penalty on every card. */
export const MAX_HAZARD_NAME_LENGTH = 30;

const holeRuleTextSchema = z
  .string('rule must be text')
  .check(
    z.overwrite(cleanName),
    z.minLength(1, 'rule must not be blank'),
    z.maxLength(MAX_HOLE_RULE_LENGTH, `rule must be at most ${MAX_HOLE_RULE_LENGTH} characters`),
  );

const hazardNameSchema = z
  .string('hazard must be text')
  .check(
    z.overwrite(cleanName),
    z.minLength(1, 'hazard must not be blank'),
    z.maxLength(MAX_HAZARD_NAME_LENGTH, `hazard must be at most ${MAX_HAZARD_NAME_LENGTH} characters`),
  );

/**
 * One hole's rule ('Left hand only'). A hole with `hazard` is a hazard of that name ('Water
 * hazard'): its rule says when its penalty counts ('+1 if you spill'), and the penalty joins the
 * game's penalty list (hazardPenalties), one stroke each time, as every penalty counts.
 */
const holeRuleSchema = z.object({
  holeNumber: z.int('holeNumber must be a whole number').check(z.gte(1), z.lte(HOLE_COUNT)),
  rule: holeRuleTextSchema,
  hazard: z.optional(hazardNameSchema),
});
export type HoleRule = z.infer<typeof holeRuleSchema>;

/** A game's or a course's hole rules: at most one a hole, in hole order, two hazards never of one name. */
export const holeRulesSchema = z.array(holeRuleSchema, 'holeRules must be a list').check(
  z.maxLength(HOLE_COUNT, `at most ${HOLE_COUNT} hole rules`),
  z.superRefine((rules, ctx) => {
    const hazards = new Set<string>();
    rules.forEach((rule, index) => {
      const before = rules[index - 1];
      if (before && before.holeNumber >= rule.holeNumber) {
        ctx.addIssue({
          code: 'custom',
          message: 'one rule a hole, in hole order',
          input: rule.holeNumber,
          path: [index, 'holeNumber'],
        });
      }
      if (rule.hazard === undefined) return;
      const key = rule.hazard.toLocaleLowerCase();
      if (hazards.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: 'two hazards cannot share a name',
          input: rule.hazard,
          path: [index, 'hazard'],
        });
      }
      hazards.add(key);
    });
  }),
);

/** Hole rules as a game or course sends them: as kept, or masked for a stranger (two hazards may then read alike). */
export const shownHoleRulesSchema = z.array(
  z.object({ holeNumber: z.int(), rule: z.string(), hazard: z.optional(z.string()) }),
);

export type ShownHoleRule = z.infer<typeof shownHoleRulesSchema>[number];

const HAZARD_ID_PREFIX = 'hazard-';

/** The id of a hazard's penalty: tied to its hole. */
function hazardPenaltyId(holeNumber: number): string {
  return `${HAZARD_ID_PREFIX}${holeNumber}`;
}

/** The hole whose hazard a penalty is; undefined for a penalty of no hazard. A hazard's penalty is taken on its own hole. */
export function hazardHoleOf(rules: readonly ShownHoleRule[] | undefined, penaltyId: string): number | undefined {
  return rules?.find((rule) => rule.hazard !== undefined && hazardPenaltyId(rule.holeNumber) === penaltyId)?.holeNumber;
}

/** Each hazard's penalty, named as the hazard, at zero. */
function hazardPenalties(rules: readonly HoleRule[]): Penalty[] {
  return rules.flatMap((rule) =>
    rule.hazard === undefined ? [] : [{ id: hazardPenaltyId(rule.holeNumber), name: rule.hazard, count: 0 }],
  );
}

/** A game's penalty list: the list it was given, then a penalty for each hazard (in place of one of the same id). */
export function withHazardPenalties(penalties: readonly Penalty[], rules: readonly HoleRule[]): Penalty[] {
  const hazards = hazardPenalties(rules);
  const ids = new Set(hazards.map((penalty) => penalty.id));
  return [...penalties.filter((penalty) => !ids.has(penalty.id)), ...hazards];
}

/** The message when the penalties and the hazards' penalties together are more than a card holds. */
export const TOO_MANY_HAZARDS_MESSAGE = `penalties and hazards together must be at most ${MAX_PENALTIES}`;

/** Whether a penalty list with the hazards' penalties still fits on a card. */
export function hazardsFit(penalties: readonly Penalty[], rules: readonly HoleRule[]): boolean {
  return withHazardPenalties(penalties, rules).length <= MAX_PENALTIES;
}

/** Whether two lists name the same hazards on the same holes. */
export function sameHazards(a: readonly HoleRule[], b: readonly HoleRule[]): boolean {
  const key = (rules: readonly HoleRule[]) =>
    JSON.stringify(hazardPenalties(rules).map((penalty) => [penalty.id, penalty.name]));
  return key(a) === key(b);
}

/** The rule of a hole; undefined when it has none. */
export function ruleOfHole<R extends ShownHoleRule>(
  rules: readonly R[] | undefined,
  holeNumber: number,
): R | undefined {
  return rules?.find((rule) => rule.holeNumber === holeNumber);
}
