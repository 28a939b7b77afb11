import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { CrawlTiming } from '../../../domain/crawl-timing';
import type { HolePatch } from '../../../domain/holes';
import type { Penalty, PenaltyPresetId } from '../../../domain/penalties';
import { localIsoDate } from '../../../domain/scorecard';
import { readLastMember, rememberMember } from '../../lib/round-sync/member-round';
import { onRoundSaved } from '../../lib/round-sync/outbox';
import { WorkingCardStore } from './working-card-store';

/**
 * The main card. Every change is kept on this device at once. For a member it is also a round
 * on the server: the first card with a score, bar or drink is sent straight away, later edits
 * two seconds after the last one, and every edit waits in the outbox until the server has it.
 *
 * `memberId` is the signed-in member, null for anyone else, undefined while still unknown; until
 * it is known the member last seen on this device is trusted, so their round opens at once.
 */
export function useWorkingScorecard(memberId: string | null | undefined) {
  const owner = memberId === undefined ? readLastMember() : memberId;
  const confirmed = memberId !== undefined;
  const [store] = useState(() => new WorkingCardStore());
  const { card } = useSyncExternalStore(store.subscribe, () => store.view(owner));

  // Before any effect can edit it, the card shown becomes the one edits go to.
  useLayoutEffect(() => store.open(owner, confirmed), [store, owner, confirmed]);

  useEffect(() => {
    if (memberId !== undefined) rememberMember(memberId);
  }, [memberId]);

  useEffect(() => onRoundSaved((round) => store.dispatch({ type: 'saved', roundId: round.id })), [store]);

  // Leaving the page inside the app: what was waiting for the autosave delay goes now.
  useEffect(() => () => store.sendWaiting(), [store]);

  const setTeamName = useCallback((teamName: string) => store.dispatch({ type: 'team-name', teamName }), [store]);
  const setDate = useCallback((date: string) => store.dispatch({ type: 'date', date }), [store]);
  const setAlcoholFree = useCallback(
    (alcoholFree: boolean) => store.dispatch({ type: 'alcohol-free', alcoholFree }),
    [store],
  );
  const updateHole = useCallback(
    (holeNumber: number, patch: HolePatch) => store.dispatch({ type: 'hole', holeNumber, patch }),
    [store],
  );
  const setPenalties = useCallback(
    (penalties: Penalty[], penaltyPreset: PenaltyPresetId) =>
      store.dispatch({ type: 'penalties', penalties, penaltyPreset }),
    [store],
  );
  const setTiming = useCallback(
    (timing: CrawlTiming | undefined) => store.dispatch({ type: 'timing', timing }),
    [store],
  );
  const reset = useCallback(() => store.dispatch({ type: 'reset', today: localIsoDate() }), [store]);

  return {
    card,
    setTeamName,
    setDate,
    setAlcoholFree,
    updateHole,
    setPenalties,
    setTiming,
    reset,
    member: owner !== null,
  };
}
