import * as z from 'zod/mini';

export const penaltySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  count: z.int().check(z.gte(0), z.lte(999)),
});
export type Penalty = z.infer<typeof penaltySchema>;

export const penaltiesSchema = z.array(penaltySchema).check(z.maxLength(30));

export const PENALTY_PRESET_IDS = ['casual', 'standard', 'strict', 'custom'] as const;
export type PenaltyPresetId = (typeof PENALTY_PRESET_IDS)[number];
export const DEFAULT_PENALTY_PRESET = 'standard' satisfies PenaltyPresetId;

export const PENALTY_PRESET_LABELS: Record<PenaltyPresetId, string> = {
  casual: 'Casual',
  standard: 'Standard',
  strict: 'Strict',
  custom: 'Custom',
};

const SPILLED_DRINK = { id: 'spilled-drink', name: 'Spilled Drink' };
const LATE_TO_BAR = { id: 'late-to-bar', name: 'Late to Bar' };
const BATHROOM_BREAK = { id: 'bathroom-break', name: 'Bathroom Break' };
const WRONG_ORDER = { id: 'wrong-order', name: 'Wrong Order' };
const UNFINISHED_DRINK = { id: 'unfinished-drink', name: 'Unfinished Drink' };
const SKIPPED_HOLE = { id: 'skipped-hole', name: 'Skipped Hole' };

type PresetEntry = Omit<Penalty, 'count'>;
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

export function customPenaltyId(now: number = Date.now()): string {
  return `custom-${now}`;
}

export function totalPenalties(penalties: readonly Pick<Penalty, 'count'>[]): number {
  return penalties.reduce((sum, penalty) => sum + penalty.count, 0);
}

export function increasePenalty(penalties: readonly Penalty[], id: string): Penalty[] {
  return penalties.map((penalty) => (penalty.id === id ? { ...penalty, count: penalty.count + 1 } : penalty));
}

/** Counts never go below zero: decreasing a zero count changes nothing. */
export function decreasePenalty(penalties: readonly Penalty[], id: string): Penalty[] {
  return penalties.map((penalty) =>
    penalty.id === id && penalty.count > 0 ? { ...penalty, count: penalty.count - 1 } : penalty,
  );
}
