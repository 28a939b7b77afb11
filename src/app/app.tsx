import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { useCourseMigration } from '../features/courses/use-course-migration';
import { createQueryClient } from '../lib/query-client';
import { useOutboxSync } from '../lib/round-sync/use-outbox-sync';
import { useMemberId } from '../lib/session/use-member-id';
import { AppRoutes } from './app-routes';
import { AuthLoadingBanner } from './auth-loading-banner';
import { UpdatePrompt } from './update-prompt';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthLoadingBanner />
        <AppRoutes />
        <CourseMigration />
        <RoundSync />
        <Toaster />
        <UpdatePrompt />
      </BrowserRouter>
    </QueryClientProvider>
  );
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
