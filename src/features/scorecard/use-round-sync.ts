import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { flushOutbox, onRoundSaved } from '../../lib/round-sync/outbox';

/** Edits are sent this long after the last one, so a burst of taps is one request. */
const AUTOSAVE_DELAY_MS = 2000;

/**
 * Sends the main card's queued edits: at once, or after the autosave delay. (Retries when the
 * connection or the player comes back run app-wide, in useOutboxSync.)
 */
export function useRoundSync({
  owner,
  confirmed,
  onSaved,
}: {
  /** The member whose rounds these are; null for a guest, who has nothing to send. */
  owner: string | null;
  /** The server has said this is the signed-in member (not just the last one seen here). */
  confirmed: boolean;
  /** Told the id of each round the server acknowledges. */
  onSaved: (roundId: string) => void;
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const savedEvent = useEffectEvent((roundId: string) => onSaved(roundId));
  useEffect(() => onRoundSaved((round) => savedEvent(round.id)), []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (owner !== null && confirmed) void flushOutbox(owner);
  }, [owner, confirmed]);

  // Leaving the page inside the app: what was waiting for the delay goes now.
  useEffect(
    () => () => {
      if (timer.current !== undefined) flush();
    },
    [flush],
  );

  const saveSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
  }, [flush]);

  return useMemo(() => ({ saveSoon, saveNow: flush }), [saveSoon, flush]);
}
