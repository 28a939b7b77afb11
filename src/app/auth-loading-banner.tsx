import { useCurrentUser } from '../lib/session/use-current-user';

/**
 * While the signed-in user is still being fetched, a banner with 'Loading...' shows. It floats
 * over the top of the page rather than taking a row: coming and going, it moves nothing.
 */
export function AuthLoadingBanner() {
  const { isLoading } = useCurrentUser();
  if (!isLoading) return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed top-2 left-1/2 z-30 -translate-x-1/2 rounded-full bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-900 shadow-md"
    >
      Loading...
    </div>
  );
}
