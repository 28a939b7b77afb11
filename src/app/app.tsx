import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { useCourseMigration } from '../features/courses/use-course-migration';
import { createQueryClient } from '../lib/query-client';
import { useOutboxSync } from '../lib/round-sync/use-outbox-sync';
import { useMemberId } from '../lib/session/use-member-id';
import { AppRoutes } from './app-routes';
import { AuthLoadingBanner } from './auth-loading-banner';
import { usePageSettled } from './use-page-settled';

// Neither is needed for the first render: they load beside it, in tasks of their own.
const Toaster = lazy(() => import('../components/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));
const UpdatePrompt = lazy(() => import('./update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthLoadingBanner />
        <AppRoutes />
        <CourseMigration />
        <RoundSync />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        <UpdatePromptOnceSettled />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/** The prompt registers the service worker, which downloads the whole app for offline play. */
function UpdatePromptOnceSettled() {
  const settled = usePageSettled();
  return settled ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

/** Course rounds played before signing in go to the member's account, whichever page they land on. */
function CourseMigration() {
  useCourseMigration();
  return null;
}

/** A member's rounds waiting on this phone keep moving to the server, whichever page is open. */
function RoundSync() {
  useOutboxSync(useMemberId());
  return null;
}
