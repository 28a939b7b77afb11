import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { HolePatch } from '../../domain/holes';
import type { Penalty, PenaltyPresetId } from '../../domain/penalties';
import { defaultScorecard, localIsoDate, workingScorecardSchema, type WorkingScorecard } from '../../domain/scorecard';
import { readStored, writeStored } from '../../lib/local-storage';

export const WORKING_SCORECARD_KEY = 'pubgolf-scorecard';

function loadScorecard(): WorkingScorecard {
  return readStored(WORKING_SCORECARD_KEY, workingScorecardSchema) ?? defaultScorecard(localIsoDate());
}

/** The main card, kept in local storage on every change and loaded on open. */
export function useWorkingScorecard() {
  const [card, setCard] = useState(loadScorecard);

  const warnedStorage = useRef(false);
  useEffect(() => {
    if (writeStored(WORKING_SCORECARD_KEY, card) || warnedStorage.current) return;
    // Private browsing or a full disk: say so once, so nobody trusts a card that will vanish.
    warnedStorage.current = true;
    toast({
      title: "Can't save on this device",
      description: 'Your browser is refusing storage (private browsing?). Keep this tab open until the round is done.',
      variant: 'destructive',
    });
  }, [card]);

  const setTeamName = useCallback((teamName: string) => setCard((current) => ({ ...current, teamName })), []);
  const setDate = useCallback((date: string) => setCard((current) => ({ ...current, date })), []);
  const updateHole = useCallback(
    (holeNumber: number, patch: HolePatch) =>
      setCard((current) => ({
        ...current,
        holes: current.holes.map((hole) => (hole.holeNumber === holeNumber ? { ...hole, ...patch } : hole)),
      })),
    [],
  );
  const setPenalties = useCallback(
    (penalties: Penalty[], penaltyPreset: PenaltyPresetId) =>
      setCard((current) => ({ ...current, penalties, penaltyPreset })),
    [],
  );
  const reset = useCallback(() => setCard(defaultScorecard(localIsoDate())), []);

  return { card, setTeamName, setDate, updateHole, setPenalties, reset };
}
