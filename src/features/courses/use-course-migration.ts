import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../lib/toast-store';
import { retryWhenBack, type Retrier } from '../../lib/retry-when-back';
import { LEADERBOARD_KEY, ROUNDS_KEY } from '../../lib/round-sync/query-keys';
import { clearMigrationPending, isMigrationPending } from '../../lib/session/pending-migration';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';

/** Members whose course rounds this page load has already sent (or tried to). */
const sentThisVisit = new Set<string>();

/** The member whose unsent course rounds are being tried again, while they stay signed in. */
let retrying: { memberId: string; retrier: Retrier } | null = null;

/**
 * Once a member is signed in with a membership, the course rounds they played on this device
 * before (marked pending) go to their account, once per visit. Rounds that could not be sent
 * stay on the phone and marked, and are tried again while the member stays signed in: when the
 * network or the player comes back, and on a backoff timer. Only the first try's outcome and a
 * later success are shown; a retry that fails again says nothing new.
 */
export function useCourseMigration(): void {
  const { user } = useCurrentUser();
  const { hasActiveSubscription } = useSubscriptionStatus();
  const queryClient = useQueryClient();
  const memberId = user && hasActiveSubscription ? user.id : null;

  useEffect(() => {
    if (retrying && retrying.memberId !== memberId) {
      retrying.retrier.stop();
      // Left before every round was sent: the next sign-in tries again.
      sentThisVisit.delete(retrying.memberId);
      retrying = null;
    }
    if (memberId === null || sentThisVisit.has(memberId) || !isMigrationPending()) return;
    sentThisVisit.add(memberId);

    let sending = false;
    let firstTry = true;
    const retrier = retryWhenBack(() => {
      if (!sending && isMigrationPending()) send();
    });
    retrying = { memberId, retrier };
    const send = () => {
      sending = true;
      // Loaded when there is something to send: a rare moment, and no weight on every page's start.
      void Promise.all([import('./send-course-cards'), import('./migration-message')])
        .then(async ([send, message]) => {
          const result = await send.sendCourseCards();
          sending = false;
          if (retrying?.retrier !== retrier) return;
          if (result.saved > 0) {
            void queryClient.invalidateQueries({ queryKey: ROUNDS_KEY });
            void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
          }
          const shown = message.migrationToast(result);
          if (shown && (firstTry || result.failed === 0)) toast(shown);
          firstTry = false;
          if (result.failed > 0) {
            retrier.failed();
            return;
          }
          clearMigrationPending();
          retrier.stop();
          retrying = null;
        })
        .catch(() => {
          // The code could not be fetched (offline, or a deploy replaced it): tried again like a failed send.
          sending = false;
          retrier.failed();
        });
    };
    send();
  }, [memberId, queryClient]);
}
