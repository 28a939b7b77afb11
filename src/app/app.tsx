import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { PartBoundary } from '../components/part-boundary';
import { useHasToasts } from '../components/ui/toast-store';
import { createQueryClient } from '../lib/query-client';
import { useOutboxSync } from '../lib/round-sync/use-outbox-sync';
import { useMemberId } from '../lib/session/use-member-id';
import { AppRoutes } from './app-routes';
import { AuthLoadingBanner } from './auth-loading-banner';
import { PageFailed } from './page-failed';
import { usePageSettled } from './use-page-settled';

// None is needed for the first render: the toaster loads with the first toast, the others once
// the page has settled.
const ThemeFooter = lazy(() =>
  import('../components/layout/theme-footer').then(({ ThemeFooter }) => ({ default: ThemeFooter })),
);
const Toaster = lazy(() => import('../components/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));
const BackToGame = lazy(() => import('./back-to-game').then(({ BackToGame }) => ({ default: BackToGame })));
const KeepRounds = lazy(() =>
  import('../features/live/use-keep-rounds').then(({ useKeepRounds }) => ({
    default: function KeepRounds() {
      useKeepRounds();
      return null;
    },
  })),
);
const SendCourseRounds = lazy(() =>
  import('../features/courses/use-course-migration').then(({ useCourseMigration }) => ({
    default: function SendCourseRounds() {
      useCourseMigration();
      return null;
    },
  })),
);
const UpdatePrompt = lazy(() => import('./update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthLoadingBanner />
        <BackToGameOnceSettled />
        <Pages />
        <ThemeFooterOnceSettled />
        <CourseMigration />
        <KeepLiveRounds />
        <RoundSync />
        <ToasterWhenNeeded />
        <UpdatePromptOnceSettled />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/** A page that fails, or whose code cannot be fetched, leaves the header and a way to try again. */
function Pages() {
  const { pathname } = useLocation();
  return (
    <PartBoundary fallback={<PageFailed />} resetKey={pathname}>
      <AppRoutes />
    </PartBoundary>
  );
}

/** The prompt registers the service worker, which downloads the whole app for offline play. */
function UpdatePromptOnceSettled() {
  const settled = usePageSettled();
  return settled ? (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </PartBoundary>
  ) : null;
}

/**
 * The theme choice under every page. It waits until the page has settled: shown while a page still
 * renders in steps, it would be pushed down the screen with every step.
 */
function ThemeFooterOnceSettled() {
  const settled = usePageSettled();
  return settled ? (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <ThemeFooter />
      </Suspense>
    </PartBoundary>
  ) : null;
}

/** The way back into a live game is never what a page first needs: it waits until the page has settled. */
function BackToGameOnceSettled() {
  const settled = usePageSettled();
  return settled ? (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <BackToGame />
      </Suspense>
    </PartBoundary>
  ) : null;
}

/**
 * Course rounds played before signing in go to the member's account, whichever page they land
 * on: a rare moment, so the code waits until the page has settled.
 */
function CourseMigration() {
  const settled = usePageSettled();
  return settled ? (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <SendCourseRounds />
      </Suspense>
    </PartBoundary>
  ) : null;
}

/**
 * Live-game rounds a guest team asked to keep go to the member signed in on its phone, whichever
 * page they land on: a rare moment, so the code waits until the page has settled.
 */
function KeepLiveRounds() {
  const settled = usePageSettled();
  return settled ? (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <KeepRounds />
      </Suspense>
    </PartBoundary>
  ) : null;
}

/** A member's rounds waiting on this phone keep moving to the server, whichever page is open. */
function RoundSync() {
  useOutboxSync(useMemberId());
  return null;
}

/** Most visits show no toast: the toaster's code (Radix Toast) is fetched when the first one is shown. */
function ToasterWhenNeeded() {
  if (!useHasToasts()) return null;
  return (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </PartBoundary>
  );
}
