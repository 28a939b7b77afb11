import { QueryClient } from '@tanstack/react-query';

/**
 * Data is fetched once and kept for the visit: queries never go stale, no refetch on focus, no
 * polling, no retries. A query that must stay fresh (the subscription status) says so itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
