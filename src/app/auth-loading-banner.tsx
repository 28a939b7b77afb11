import { useCurrentUser } from '../lib/session/use-current-user';

/** While the signed-in user is still being fetched, a banner with 'Loading...' shows. */
export function AuthLoadingBanner() {
  const { isLoading } = useCurrentUser();
  if (!isLoading) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-900">
      Loading...
    </div>
  );
}
