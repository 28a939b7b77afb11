import * as z from 'zod/mini';

/** The most a single penalty can count; the + control stops here. */
export const MAX_PENALTY_COUNT = 999;
/** Longest penalty name, counted after trimming. */
export const MAX_PENALTY_NAME_LENGTH = 40;
/** The most penalties one card (or one saved custom list) holds. */
export const MAX_PENALTIES = 20;

const penaltyNameSchema = z
  .string('name is required')
  .check(
    z.trim(),
    z.minLength(1, 'name must not be blank'),
    z.maxLength(MAX_PENALTY_NAME_LENGTH, `name must be at most ${MAX_PENALTY_NAME_LENGTH} characters`),
  );

export const penaltySchema = z.object({
  id: z
    .string('id is required')
    .check(z.minLength(1, 'id must not be empty'), z.maxLength(64, 'id must be at most 64 characters')),
  name: penaltyNameSchema,
  count: z.int('count must be a whole number').check(z.gte(0), z.lte(MAX_PENALTY_COUNT)),
});
export type Penalty = z.infer<typeof penaltySchema>;

/** A card's penalties, or a saved custom list: at most 20, each id once (counts are kept by id). */
export const penaltiesSchema = z.array(penaltySchema, 'penalties must be a list').check(
  z.maxLength(MAX_PENALTIES, `at most ${MAX_PENALTIES} penalties`),
  z.superRefine((penalties, ctx) => {
    const seen = new Set<string>();
    penalties.forEach((penalty, index) => {
      if (seen.has(penalty.id)) {
        ctx.addIssue({
          code: 'custom',
          message: `id ${penalty.id} is used twice`,
          input: penalty.id,
          path: [index, 'id'],
        });
      }
      seen.add(penalty.id);
    });
  }),
);

/** `POST /api/user/custom-penalties`: the list a member keeps for every new card. */
export const customPenaltiesRequestSchema = z.object({ penalties: penaltiesSchema });
export type CustomPenaltiesRequest = z.infer<typeof customPenaltiesRequestSchema>;
/** Its answer: the list as stored. */
export const customPenaltiesResponseSchema = z.object({ customPenalties: penaltiesSchema });
export type CustomPenaltiesResponse = z.infer<typeof customPenaltiesResponseSchema>;

export const PENALTY_PRESET_IDS = ['casual', 'standard', 'strict', 'custom'] as const;
export type PenaltyPresetId = (typeof PENALTY_PRESET_IDS)[number];
export const DEFAULT_PENALTY_PRESET = 'standard' satisfies PenaltyPresetId;

export const PENALTY_PRESET_LABELS: Record<PenaltyPresetId, string> = {
  casual: 'Casual',
  standard: 'Standard',
  strict: 'Strict',
  custom: 'Custom',
};

const SPILLED_DRINK = { id: 'spilled-drink', name: 'Spilled Drink' } as const;
const LATE_TO_BAR = { id: 'late-to-bar', name: 'Late to Bar' } as const;
const BATHROOM_BREAK = { id: 'bathroom-break', name: 'Bathroom Break' } as const;
const WRONG_ORDER = { id: 'wrong-order', name: 'Wrong Order' } as const;
const UNFINISHED_DRINK = { id: 'unfinished-drink', name: 'Unfinished Drink' } as const;
const SKIPPED_HOLE = { id: 'skipped-hole', name: 'Skipped Hole' } as const;

type PresetEntry = Omit<Penalty, 'count'>;

/** The penalties the presets are made of, each by its id. */
const PRESET_PENALTIES = [SPILLED_DRINK, LATE_TO_BAR, BATHROOM_BREAK, WRONG_ORDER, UNFINISHED_DRINK, SKIPPED_HOLE];
export type PresetPenaltyId = (typeof PRESET_PENALTIES)[number]['id'];

/**
 * The preset penalty a card's penalty still is, by its id, while it keeps the preset's name: a
 * page may then show that name in the reader's language. The card stores and exports the name as
 * it is; a penalty its player renamed is shown as named.
 */
export function presetPenaltyOf(penalty: Pick<Penalty, 'id' | 'name'>): PresetPenaltyId | undefined {
  const preset = PRESET_PENALTIES.find(({ id }) => id === penalty.id);
  return preset && preset.name === penalty.name ? preset.id : undefined;
}
const PRESET_ENTRIES: Record<Exclude<PenaltyPresetId, 'custom'>, readonly PresetEntry[]> = {
  casual: [SPILLED_DRINK, LATE_TO_BAR],
  standard: [SPILLED_DRINK, LATE_TO_BAR, BATHROOM_BREAK, WRONG_ORDER],
  strict: [SPILLED_DRINK, LATE_TO_BAR, BATHROOM_BREAK, WRONG_ORDER, UNFINISHED_DRINK, SKIPPED_HOLE],
};

/** The penalties of a preset, all at zero. */
export function presetPenalties(preset: Exclude<PenaltyPresetId, 'custom'>): Penalty[] {
  return PRESET_ENTRIES[preset].map((entry) => ({ ...entry, count: 0 }));
}

/**
 * Switching rules mid-round keeps the counts of the penalties both lists share, so a
 * team that tightens the rules at hole 5 keeps what it already owes.
 */
export function switchPreset(current: readonly Penalty[], preset: Exclude<PenaltyPresetId, 'custom'>): Penalty[] {
  const counts = new Map(current.map((penalty) => [penalty.id, penalty.count]));
  return presetPenalties(preset).map((penalty) => ({ ...penalty, count: counts.get(penalty.id) ?? 0 }));
}

/**
 * `custom-{timestamp}`; when that id is already taken (two added in the same millisecond), the
 * next free millisecond.
 */
export function customPenaltyId(taken: Iterable<string> = [], now: number = Date.now()): string {
  const ids = new Set(taken);
  let at = now;
  while (ids.has(`custom-${at}`)) at++;
  return `custom-${at}`;
}

export function totalPenalties(penalties: readonly Pick<Penalty, 'count'>[]): number {
  return penalties.reduce((sum, penalty) => sum + penalty.count, 0);
}

/** Counts stop at MAX_PENALTY_COUNT, the most a stored card accepts. */
export function increasePenalty(penalties: readonly Penalty[], id: string): Penalty[] {
  return penalties.map((penalty) =>
    penalty.id === id && penalty.count < MAX_PENALTY_COUNT ? { ...penalty, count: penalty.count + 1 } : penalty,
  );
}

/** Counts never go below zero: decreasing a zero count changes nothing. */
export function decreasePenalty(penalties: readonly Penalty[], id: string): Penalty[] {
  return penalties.map((penalty) =>
    penalty.id === id && penalty.count > 0 ? { ...penalty, count: penalty.count - 1 } : penalty,
  );
}

/** The list, each penalty counting what the same id counts in `counted` (0 for ids it lacks). */
export function withCountsFrom(list: readonly Penalty[], counted: readonly Penalty[]): Penalty[] {
  const counts = new Map(counted.map((penalty) => [penalty.id, penalty.count]));
  return list.map((penalty) => ({ ...penalty, count: counts.get(penalty.id) ?? 0 }));
}

/**
 * A member's saved list replacing the card's penalties when the app opens, counts carried over
 * by id. When that would drop a penalty the team has already counted, the card keeps its own
 * list (null): opening the app never changes a score.
 */
export function savedPenaltiesForCard(current: readonly Penalty[], saved: readonly Penalty[]): Penalty[] | null {
  const savedIds = new Set(saved.map((penalty) => penalty.id));
  if (current.some((penalty) => penalty.count > 0 && !savedIds.has(penalty.id))) return null;
  return withCountsFrom(saved, current);
}
