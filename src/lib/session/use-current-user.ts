import { useQuery } from '@tanstack/react-query';
import { hasSignedInHint } from '../../../domain/signed-in-hint';
import type { CurrentUser } from '../../../domain/user';
import { currentUserQuery } from './session-queries';

export type { CurrentUser };

/**
 * Read once per page: signing in and out are both full page loads, and this hook runs in most
 * components' renders, each of which would otherwise build and scan the whole cookie string.
 */
let signedInHint: boolean | undefined;
const mayBeSignedIn = () => (signedInHint ??= hasSignedInHint(document.cookie));

/**
 * The signed-in user, cached for the whole visit. A 401 (or any other failed answer)
 * means nobody is signed in. Without the signed-in hint cookie nobody is: the call is not made.
 */
export function useCurrentUser() {
  const hasHint = mayBeSignedIn();
  const query = useQuery({ ...currentUserQuery, enabled: hasHint });
  const user = !hasHint || query.isError ? null : (query.data ?? null);
  return {
    user,
    isLoading: hasHint && query.isPending,
    isAuthenticated: user !== null,
    /** The call failed without an answer (offline, server down): who is signed in is not known. */
    unreachable: hasHint && query.isError,
  };
}
