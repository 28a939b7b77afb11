import { useCurrentUser } from './use-current-user';
import { useSubscriptionStatus } from './use-subscription-status';

/**
 * The subscriber signed in on this phone: their id, null for a guest or a signed-in user without
 * a subscription, undefined while that is not known (the calls still on their way, or failing
 * offline), when the member last seen on this phone is the one to trust.
 */
export function useMemberId(): string | null | undefined {
  const { user, unreachable } = useCurrentUser();
  const { hasActiveSubscription, isLoading, error } = useSubscriptionStatus();
  const unknown = isLoading || unreachable || (user !== null && error !== null && !hasActiveSubscription);
  if (unknown) return undefined;
  return hasActiveSubscription && user ? user.id : null;
}
