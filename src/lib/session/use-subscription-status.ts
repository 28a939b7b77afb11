import { useQuery, type QueryClient } from '@tanstack/react-query';
import { subscriptionStatusSchema } from '../../domain/billing';
import { apiJson } from '../api-fetch';
import { useCurrentUser } from './use-current-user';

export const SUBSCRIPTION_STATUS_KEY = ['/api/subscription/status'] as const;
const fetchStatus = ({ signal }: { signal: AbortSignal }) =>
  apiJson(SUBSCRIPTION_STATUS_KEY[0], subscriptionStatusSchema, { signal });
const FIVE_MINUTES = 5 * 60_000;

/**
 * The signed-in user's subscription status: fetched only when signed in; refetched on focus,
 * reconnect, mount and every five minutes, stale after five.
 */
export function useSubscriptionStatus() {
  const { isAuthenticated, isLoading: authLoading } = useCurrentUser();
  const query = useQuery({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: fetchStatus,
    enabled: isAuthenticated,
    staleTime: FIVE_MINUTES,
    refetchInterval: FIVE_MINUTES,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    refetchOnMount: true,
  });
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
export async function refreshUntilActive(queryClient: QueryClient, attempts = 10, delayMs = 1000): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const status = await queryClient.fetchQuery({
      queryKey: SUBSCRIPTION_STATUS_KEY,
      queryFn: fetchStatus,
      staleTime: 0,
    });
    if (status.hasActiveSubscription) return true;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return false;
}
