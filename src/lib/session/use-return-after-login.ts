import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { takeReturnUrl } from './return-url';
import { useCurrentUser } from './use-current-user';

/** After login, the stored return URL is navigated to once and then cleared. */
export function useReturnAfterLogin(): void {
  const { isAuthenticated } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isAuthenticated) return;
    const path = takeReturnUrl();
    if (path) void navigate(path, { replace: true });
  }, [isAuthenticated, navigate]);
}
