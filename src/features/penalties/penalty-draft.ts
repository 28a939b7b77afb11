import { customPenaltyId, MAX_PENALTIES, withCountsFrom, type Penalty } from '../../../domain/penalties';

/**
 * A penalty as the Customize Penalties dialog edits it. `label` is its name as the dialog showed
 * it at first (a preset penalty's in the page's language): the rename field is named for it, so
 * the field's accessible name holds still while typing. `stored` is its name as the card has it.
 */
export interface DraftPenalty {
  id: string;
  name: string;
  label: string;
  stored: string;
}

/** The list to edit, each name as `shownName` shows it (by default as stored). */
export function draftFrom(
  penalties: readonly Penalty[],
  shownName: (penalty: Penalty) => string = (penalty) => penalty.name,
): DraftPenalty[] {
  return penalties.map((penalty) => {
    const shown = shownName(penalty);
    return { id: penalty.id, name: shown, label: shown, stored: penalty.name };
  });
}

/** A name left as the dialog showed it is saved as it was stored; one the player changed, as typed. */
const untouched = (penalty: DraftPenalty) => penalty.name.trim() === penalty.label;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The names a penalty goes by: as shown, and as stored while it keeps the name it was shown with. */
const namesOf = (penalty: DraftPenalty) => (untouched(penalty) ? [penalty.name, penalty.stored] : [penalty.name]);

/** Why a name cannot go on the list: it is blank, or another penalty has it. */
export type NameProblem = 'blank' | 'taken';

/** Why this name cannot be saved as the penalty `id`, or null when it can. */
export function nameProblem(name: string, draft: readonly DraftPenalty[], id?: string): NameProblem | null {
  if (name.trim() === '') return 'blank';
  if (draft.some((other) => other.id !== id && namesOf(other).some((taken) => sameName(taken, name)))) return 'taken';
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
  return [...draft, { id, name: trimmed, label: trimmed, stored: trimmed }];
}

export function renameDraftPenalty(draft: readonly DraftPenalty[], id: string, name: string): DraftPenalty[] {
  return draft.map((penalty) => (penalty.id === id ? { ...penalty, name } : penalty));
}

export function removeDraftPenalty(draft: readonly DraftPenalty[], id: string): DraftPenalty[] {
  return draft.filter((penalty) => penalty.id !== id);
}

/**
 * The list to save: each name as stored when left as shown (a preset penalty keeps its own name
 * in whatever language it was read), else trimmed as typed; counts as the card has them (0 for
 * new penalties).
 */
export function draftToPenalties(draft: readonly DraftPenalty[], card: readonly Penalty[]): Penalty[] {
  return withCountsFrom(
    draft.map((penalty) => ({
      id: penalty.id,
      name: untouched(penalty) ? penalty.stored : penalty.name.trim(),
      count: 0,
    })),
    card,
  );
}
