import { presetPenalties, type Penalty, type PenaltyPresetId } from './penalties';

const PRESETS = ['casual', 'standard', 'strict'] as const;

/**
 * The preset a penalty list is: exactly its penalties, names and order. A list changed in any
 * way (renamed, reordered, one added or removed) is custom, as editing it on the card makes it.
 */
export function matchingPreset(penalties: readonly Pick<Penalty, 'id' | 'name'>[]): PenaltyPresetId {
  const found = PRESETS.find((preset) => {
    const entries = presetPenalties(preset);
    return (
      entries.length === penalties.length &&
      entries.every((entry, index) => entry.id === penalties[index]?.id && entry.name === penalties[index]?.name)
    );
  });
  return found ?? 'custom';
}
