import { useEffect } from 'react';
import { savedPenaltiesForCard, type Penalty, type PenaltyPresetId } from '../../../domain/penalties';
import { useCurrentUser } from '../../lib/session/use-current-user';

/** The user whose saved list this page load has already put on the card. */
let loadedForUser: string | null = null;

/**
 * Once per page load, a member's saved custom penalties replace the card's and the rules become
 * Custom, keeping the card's counts for the same ids. Later in the visit the card is left
 * alone, so a team that switches back to a preset keeps that choice.
 */
export function useSavedPenaltiesAtStart(
  penalties: Penalty[],
  setPenalties: (penalties: Penalty[], preset: PenaltyPresetId) => void,
) {
  const { user } = useCurrentUser();
  useEffect(() => {
    if (!user || loadedForUser === user.id) return;
    loadedForUser = user.id;
    if (user.customPenalties.length === 0) return;
    const next = savedPenaltiesForCard(penalties, user.customPenalties);
    if (next) setPenalties(next, 'custom');
  }, [user, penalties, setPenalties]);
}
