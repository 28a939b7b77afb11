import { queryOptions } from '@tanstack/react-query';
import { subscriptionStatusSchema, type SubscriptionStatusResponse } from '../../../domain/billing';
import { currentUserSchema, type CurrentUser } from '../../../domain/user';
import { apiJson, apiJsonOr401Null } from '../api-fetch';

/**
 * The member and their status as the page's HTML brought them, when the Worker painted a member's
 * page (History): the app starts from them, as from an answer, without asking.
 */
export const paintedSession: { user?: CurrentUser; status?: SubscriptionStatusResponse } = {};

/** The signed-in user, null when nobody is: read once for the whole visit. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user'],
  queryFn: ({ signal }) => apiJsonOr401Null('/api/auth/user', currentUserSchema, { signal }),
  initialData: () => paintedSession.user,
});

const FIVE_MINUTES = 5 * 60_000;

/**
 * The signed-in user's subscription status, which must stay fresh: refetched on focus,
 * reconnect, mount and every five minutes, stale after five.
 */
export const subscriptionStatusQuery = queryOptions({
  queryKey: ['session', 'subscription'],
  queryFn: ({ signal }) => apiJson('/api/subscription/status', subscriptionStatusSchema, { signal }),
  initialData: () => paintedSession.status,
  staleTime: FIVE_MINUTES,
  refetchInterval: FIVE_MINUTES,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
  refetchOnMount: true,
});
