import { useQuery } from '@tanstack/react-query';
import { currentUserSchema, type CurrentUser } from '../../domain/user';
import { getQueryFn } from '../api-fetch';

export type { CurrentUser };

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/**
 * The signed-in user, cached for the whole visit. A 401 (or any other failed answer)
 * means nobody is signed in.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn({ on401: 'null', schema: currentUserSchema }),
  });
  const user = query.isError ? null : (query.data ?? null);
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}
