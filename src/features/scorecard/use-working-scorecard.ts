import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { HolePatch } from '../../domain/holes';
import type { Penalty, PenaltyPresetId } from '../../domain/penalties';
import { defaultScorecard, localIsoDate, type WorkingScorecard } from '../../domain/scorecard';
import { readWorkingScorecard } from '../../domain/scorecard-repair';
import { readStoredJson, writeStored } from '../../lib/local-storage';
import { WORKING_SCORECARD_KEY } from '../../lib/round-sync/member-round';


/** What opening the stored card found: nothing to say, a card mended, or one beyond reading. */
type LoadNotice = 'none' | 'repaired' | 'unreadable';

function loadScorecard(): { card: WorkingScorecard; notice: LoadNotice } {
  const today = localIsoDate();
  const stored = readStoredJson(WORKING_SCORECARD_KEY);
  if (stored === undefined) return { card: defaultScorecard(today), notice: 'none' };
  const read = readWorkingScorecard(stored, today);
  if (!read) return { card: defaultScorecard(today), notice: 'unreadable' };
  return { card: read.card, notice: read.repaired ? 'repaired' : 'none' };
}

const LOAD_NOTICES = {
  repaired: {
    title: 'Part of your card could not be read',
    description: 'Everything else is as you left it. Check the holes and penalties before you play on.',
  },
  unreadable: {
    title: 'Your saved card could not be read',
    description: 'A fresh card has been started.',
  },
} as const;

/** The main card, kept in local storage on every change and loaded on open. */
export function useWorkingScorecard() {
  const [loaded] = useState(loadScorecard);
  const [card, setCard] = useState(loaded.card);

  useEffect(() => {
    if (loaded.notice !== 'none') toast({ ...LOAD_NOTICES[loaded.notice], variant: 'destructive' });
  }, [loaded]);

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
