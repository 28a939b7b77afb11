import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSubscriptionStatus } from '../lib/session/use-subscription-status';
import { PageSpinner } from '../components/layout/page-spinner';

/** Subscriber pages: without an active subscription, off to /subscribe; `loading` shows while that is asked. */
export function RequireSubscription({ children, loading }: { children: ReactNode; loading?: ReactNode }) {
  const { hasActiveSubscription, isLoading } = useSubscriptionStatus();
  if (isLoading) return loading ?? <PageSpinner />;
  if (!hasActiveSubscription) return <Navigate to="/subscribe" replace />;
  return children;
}
