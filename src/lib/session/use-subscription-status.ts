import { useQuery, type QueryClient } from '@tanstack/react-query';
import { subscriptionStatusQuery } from './session-queries';
import { useCurrentUser } from './use-current-user';
import { waitMs } from '../waits';

/** The signed-in user's subscription status, fetched only when signed in (and kept fresh). */
export function useSubscriptionStatus() {
  const { isAuthenticated, isLoading: authLoading } = useCurrentUser();
  const query = useQuery({ ...subscriptionStatusQuery, enabled: isAuthenticated });
  return {
    status: query.data,
    hasActiveSubscription: query.data?.hasActiveSubscription ?? false,
    isLoading: authLoading || (isAuthenticated && query.isPending),
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * After a payment, the status changes when Stripe's webhook lands, which can take a moment:
 * ask again for a few seconds until it shows the subscription as active.
 */
export async function refreshUntilActive(queryClient: QueryClient, attempts = 10): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { queryKey, queryFn } = subscriptionStatusQuery;
    const status = await queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0 });
    if (status.hasActiveSubscription) return true;
    await new Promise((resolve) => setTimeout(resolve, waitMs('membershipCheck')));
  }
  return false;
}
