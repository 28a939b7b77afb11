import { describe, expect, it } from 'vitest';
import { MAX_PENALTIES, presetPenalties } from '../../../domain/penalties';
import {
  addDraftPenalty,
  draftFrom,
  draftToPenalties,
  nameProblem,
  removeDraftPenalty,
  renameDraftPenalty,
} from './penalty-draft';

const card = presetPenalties('casual').map((penalty) =>
  penalty.id === 'spilled-drink' ? { ...penalty, count: 2 } : penalty,
);

describe('editing a penalty list', () => {
  it('adds trimmed names with custom ids, unique within one millisecond, and ignores blank ones', () => {
    let draft = draftFrom(card);
    draft = addDraftPenalty(draft, '   ', { now: 5 });
    expect(draft).toHaveLength(2);
    draft = addDraftPenalty(draft, '  Fell Over ', { now: 5 });
    draft = addDraftPenalty(draft, 'Dropped Phone', { now: 5 });
    expect(draft.slice(2)).toEqual([
      { id: 'custom-5', name: 'Fell Over', label: 'Fell Over', stored: 'Fell Over' },
      { id: 'custom-6', name: 'Dropped Phone', label: 'Dropped Phone', stored: 'Dropped Phone' },
    ]);
  });

  it('never reuses an id the card still counts', () => {
    const counted = [{ id: 'custom-5', name: 'Fell Over', count: 3 }];
    const draft = addDraftPenalty(removeDraftPenalty(draftFrom(counted), 'custom-5'), 'Fell Again', {
      now: 5,
      alsoTaken: ['custom-5'],
    });
    expect(draftToPenalties(draft, counted)).toEqual([{ id: 'custom-6', name: 'Fell Again', count: 0 }]);
  });

  it(`stops at ${MAX_PENALTIES} penalties`, () => {
    let draft = draftFrom([]);
    for (let i = 0; i < MAX_PENALTIES + 3; i++) draft = addDraftPenalty(draft, `Penalty ${i}`, { now: i });
    expect(draft).toHaveLength(MAX_PENALTIES);
  });

  it('renames and removes, keeping the counts of what stays', () => {
    let draft = renameDraftPenalty(draftFrom(card), 'spilled-drink', ' Spilt Pint ');
    expect(draft[0]).toEqual({
      id: 'spilled-drink',
      name: ' Spilt Pint ',
      label: 'Spilled Drink',
      stored: 'Spilled Drink',
    });
    draft = removeDraftPenalty(draft, 'late-to-bar');
    expect(draftToPenalties(draft, card)).toEqual([{ id: 'spilled-drink', name: 'Spilt Pint', count: 2 }]);
  });

  it('explains a blank name or one already on the list', () => {
    const draft = draftFrom(card);
    expect(nameProblem('  ', draft)).toBe('blank');
    expect(nameProblem(' spilled DRINK', draft)).toBe('taken');
    expect(nameProblem('Spilled Drink', draft, 'spilled-drink')).toBeNull();
    expect(nameProblem('Fell Over', draft)).toBeNull();
  });
});

describe('a list shown in another language', () => {
  const german: Record<string, string> = {
    'spilled-drink': 'Getränk verschüttet',
    'late-to-bar': 'Zu spät in der Kneipe',
  };
  const shownInGerman = (penalty: { id: string; name: string }) => german[penalty.id] ?? penalty.name;
  const list = [...card, { id: 'custom-1', name: 'Fell Over', count: 1 }];

  it('shows the presets by their names in that language and saves them unchanged under their own', () => {
    const draft = draftFrom(list, shownInGerman);
    expect(draft.map(({ name, label }) => [name, label])).toEqual([
      ['Getränk verschüttet', 'Getränk verschüttet'],
      ['Zu spät in der Kneipe', 'Zu spät in der Kneipe'],
      ['Fell Over', 'Fell Over'],
    ]);
    expect(draftToPenalties(draft, list)).toEqual(list);
  });

  it('saves a preset renamed in that language as typed, and one typed back as shown under its own name', () => {
    let draft = renameDraftPenalty(draftFrom(list, shownInGerman), 'spilled-drink', ' Bier verschüttet ');
    draft = renameDraftPenalty(draft, 'late-to-bar', 'Zu spät');
    draft = renameDraftPenalty(draft, 'late-to-bar', 'Zu spät in der Kneipe ');
    expect(draftToPenalties(draft, list)).toEqual([
      { id: 'spilled-drink', name: 'Bier verschüttet', count: 2 },
      { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
      { id: 'custom-1', name: 'Fell Over', count: 1 },
    ]);
  });

  it('takes neither name of a preset left as shown for another penalty', () => {
    const draft = draftFrom(list, shownInGerman);
    expect(nameProblem('getränk VERSCHÜTTET', draft)).toBe('taken');
    expect(nameProblem('Spilled Drink', draft)).toBe('taken');
    // Renamed, the preset's own name is free again.
    expect(nameProblem('Spilled Drink', renameDraftPenalty(draft, 'spilled-drink', 'Bier verschüttet'))).toBeNull();
  });
});
