import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusResponse } from '../../domain/billing';
import { apiJson } from '../../lib/api-fetch';
import { useCurrentUser } from '../auth/use-current-user';

export const SUBSCRIPTION_STATUS_KEY = ['/api/subscription/status'] as const;
const FIVE_MINUTES = 5 * 60_000;

/**
 * Spec §4: fetched only when signed in; refetched on focus, reconnect, mount and every five
 * minutes, stale after five.
 */
export function useSubscriptionStatus() {
  const { isAuthenticated, isLoading: authLoading } = useCurrentUser();
  const query = useQuery({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: ({ signal }) => apiJson<SubscriptionStatusResponse>(SUBSCRIPTION_STATUS_KEY[0], { signal }),
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
