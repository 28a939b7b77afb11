import { customPenaltyId, MAX_PENALTIES, withCountsFrom, type Penalty } from '../../domain/penalties';

/**
 * A penalty as the Customize Penalties dialog edits it. `label` is its name when the dialog got
 * it: the rename field is named for it, so the field's accessible name holds still while typing.
 */
export interface DraftPenalty {
  id: string;
  name: string;
  label: string;
}

export function draftFrom(penalties: readonly Penalty[]): DraftPenalty[] {
  return penalties.map(({ id, name }) => ({ id, name, label: name }));
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why a name cannot go on the list: it is blank, or another penalty has it. */
export type NameProblem = 'blank' | 'taken';

/** Why this name cannot be saved as the penalty `id`, or null when it can. */
export function nameProblem(name: string, draft: readonly DraftPenalty[], id?: string): NameProblem | null {
  if (name.trim() === '') return 'blank';
  if (draft.some((other) => other.id !== id && sameName(other.name, name))) return 'taken';
  return null;
}

/**
 * The new penalty at the end of the list; unchanged when the name is blank or the list is full.
 * Its id is taken by neither the list nor `alsoTaken` (the card's ids: a penalty removed here
 * keeps its count on the card until saving, and a new one must not inherit it).
 */
export function addDraftPenalty(
  draft: readonly DraftPenalty[],
  name: string,
  { now = Date.now(), alsoTaken = [] }: { now?: number; alsoTaken?: readonly string[] } = {},
): DraftPenalty[] {
  const trimmed = name.trim();
  if (trimmed === '' || draft.length >= MAX_PENALTIES) return [...draft];
  const id = customPenaltyId([...draft.map((penalty) => penalty.id), ...alsoTaken], now);
  return [...draft, { id, name: trimmed, label: trimmed }];
}

export function renameDraftPenalty(draft: readonly DraftPenalty[], id: string, name: string): DraftPenalty[] {
  return draft.map((penalty) => (penalty.id === id ? { ...penalty, name } : penalty));
}

export function removeDraftPenalty(draft: readonly DraftPenalty[], id: string): DraftPenalty[] {
  return draft.filter((penalty) => penalty.id !== id);
}

/** The list to save: trimmed names, counts as the card has them (0 for new penalties). */
export function draftToPenalties(draft: readonly DraftPenalty[], card: readonly Penalty[]): Penalty[] {
  return withCountsFrom(
    draft.map(({ id, name }) => ({ id, name: name.trim(), count: 0 })),
    card,
  );
}
