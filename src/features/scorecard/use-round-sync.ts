import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushOutbox, hasQueuedWrites, sendQueuedOnExit } from '../../lib/round-sync/outbox';
import { LEADERBOARD_KEY, ROUNDS_KEY } from '../../lib/round-sync/query-keys';

/** Edits are sent this long after the last one, so a burst of taps is one request. */
const AUTOSAVE_DELAY_MS = 2000;

/** Where the card's latest edit is: on this device only, on the account, or waiting to retry. */
export type SavedTo = 'device' | 'account' | 'retrying';

/**
 * Sends a member's queued round edits: on request (at once, or after the autosave delay), and
 * whenever the connection or the player comes back (online, focus, the tab shown again). When
 * the page goes away the queue is handed to the browser to send. Failures stay quiet: the edit
 * remains queued and the note says it will be retried.
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
  /** Told the id of each round the server acknowledged. */
  onSaved: (roundId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (owner === null || !confirmed) return;
    const result = await flushOutbox(owner);
    for (const round of result.saved) onSavedRef.current(round.id);
    setFailed(result.failed);
    if (result.saved.length > 0) {
      void queryClient.invalidateQueries({ queryKey: ROUNDS_KEY });
      void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
    }
  }, [owner, confirmed, queryClient]);

  useEffect(() => {
    if (owner === null) return;
    const flushIfQueued = () => {
      if (hasQueuedWrites(owner)) void flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') flushIfQueued();
    };
    const onPageHide = () => sendQueuedOnExit(owner);
    flushIfQueued();
    window.addEventListener('online', flushIfQueued);
    window.addEventListener('focus', flushIfQueued);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('online', flushIfQueued);
      window.removeEventListener('focus', flushIfQueued);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page inside the app: what was waiting for the delay goes now.
      if (timer.current !== undefined) flushIfQueued();
    };
  }, [owner, flush]);

  const saveSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [flush]);
  const saveNow = useCallback(() => void flush(), [flush]);

  const savedTo: SavedTo = owner === null ? 'device' : failed ? 'retrying' : 'account';
  return useMemo(() => ({ saveSoon, saveNow, savedTo }), [saveSoon, saveNow, savedTo]);
}
