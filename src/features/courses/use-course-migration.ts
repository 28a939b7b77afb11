import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/ui/toast-store';
import { LEADERBOARD_KEY, ROUNDS_KEY } from '../../lib/round-sync/query-keys';
import { clearMigrationPending, isMigrationPending } from '../../lib/session/pending-migration';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSubscriptionStatus } from '../../lib/session/use-subscription-status';
import { migrationToast } from './migration-message';
import { sendCourseCards } from './send-course-cards';

/** Members whose course rounds this page load has already sent (or tried to). */
const sentThisVisit = new Set<string>();

/**
 * Once a member is signed in with a membership, the course rounds they played on this device
 * before (marked pending) go to their account, once per visit, and again when a phone that was
 * offline reconnects. The mark stays while any round failed, so the next sign-in tries again.
 */
export function useCourseMigration(): void {
  const { user } = useCurrentUser();
  const { hasActiveSubscription } = useSubscriptionStatus();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || !hasActiveSubscription) return;
    if (sentThisVisit.has(userId) || !isMigrationPending()) return;
    sentThisVisit.add(userId);
    const send = () =>
      void sendCourseCards().then((result) => {
        if (result.failed === 0) clearMigrationPending();
        if (result.saved > 0) {
          void queryClient.invalidateQueries({ queryKey: ROUNDS_KEY });
          void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
        }
        const message = migrationToast(result);
        if (message) toast(message);
        // Sent without a connection: the cards stay on the phone and go when it comes back.
        if (result.failed > 0 && !navigator.onLine) window.addEventListener('online', send, { once: true });
      });
    send();
  }, [userId, hasActiveSubscription, queryClient]);
}
