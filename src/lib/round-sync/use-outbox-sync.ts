import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  flushOutbox,
  getOutboxState,
  hasQueuedWrites,
  onRoundSaved,
  sendQueuedOnExit,
  subscribeOutboxState,
} from './outbox';
import { retryWhenBack } from '../retry-when-back';
import { readLastMember } from './member-round';
import { LEADERBOARD_KEY, ROUNDS_KEY } from './query-keys';

/**
 * Keeps a member's queued round edits moving, whichever page is open: sent when the app opens,
 * when the connection or the player comes back (online, focus, the tab shown again), and on a
 * timer that backs off while the server cannot be reached. When the page goes away the queue
 * is handed to the browser to send. Every acknowledged round refreshes History and the
 * leaderboard.
 *
 * `memberId` is undefined while who is signed in is not yet known: the card already trusts the
 * member last seen on this phone, so an edit made then and the tab closed at once is still
 * handed over on the way out.
 */
export function useOutboxSync(memberId: string | null | undefined): void {
  const queryClient = useQueryClient();
  const leavingMember = memberId === undefined ? readLastMember() : memberId;

  useEffect(() => {
    if (leavingMember === null) return;
    const onPageHide = () => sendQueuedOnExit(leavingMember);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [leavingMember]);

  useEffect(
    () =>
      onRoundSaved(() => {
        void queryClient.invalidateQueries({ queryKey: ROUNDS_KEY });
        void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (memberId === null || memberId === undefined) return;
    const flushIfQueued = () => {
      if (hasQueuedWrites(memberId)) void flushOutbox(memberId);
    };
    const retrier = retryWhenBack(flushIfQueued);
    // Whoever started the flush (an edit, this hook), a failure schedules the next try.
    const unsubscribe = subscribeOutboxState(() => {
      const { sending, failed } = getOutboxState();
      if (sending) return;
      if (failed) retrier.failed();
      else retrier.succeeded();
    });
    flushIfQueued();
    return () => {
      unsubscribe();
      retrier.stop();
    };
  }, [memberId]);
}
