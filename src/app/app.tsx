import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { PartBoundary } from '../components/part-boundary';
import { useHasToasts } from '../lib/toast-store';
import { loadWhenOnline } from '../lib/load-when-online';
import { createQueryClient } from '../lib/query-client';
import { useOutboxSync } from '../lib/round-sync/use-outbox-sync';
import { useMemberId } from '../lib/session/use-member-id';
import { AppRoutes } from './app-routes';
import { AuthLoadingBanner } from './auth-loading-banner';
import { PageFailed } from './page-failed';
import { usePageSettled } from './use-page-settled';

// None is needed for the first render: the toaster loads with the first toast, the others once
// the page has settled. A download cut by a lost signal is tried again when it returns.
const ThemeFooter = lazy(() =>
  loadWhenOnline(() => import('../components/layout/theme-footer')).then(({ ThemeFooter }) => ({
    default: ThemeFooter,
  })),
);
const Toaster = lazy(() =>
  loadWhenOnline(() => import('../components/ui/toaster')).then(({ Toaster }) => ({ default: Toaster })),
);
const BackToGame = lazy(() =>
  loadWhenOnline(() => import('./back-to-game')).then(({ BackToGame }) => ({ default: BackToGame })),
);
const FirstVisitNote = lazy(() =>
  loadWhenOnline(() => import('../components/layout/first-visit-note')).then(({ FirstVisitNote }) => ({
    default: FirstVisitNote,
  })),
);
const KeepRounds = hookPart(() =>
  import('../features/live/keep-rounds/use-keep-rounds').then((module) => module.useKeepRounds),
);
const SendCourseRounds = hookPart(() =>
  import('../features/courses/use-course-migration').then((module) => module.useCourseMigration),
);
const UpdatePrompt = lazy(() =>
  loadWhenOnline(() => import('./update-prompt')).then(({ UpdatePrompt }) => ({ default: UpdatePrompt })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthLoadingBanner />
        {/* The way back into a live game is never what a page first needs. */}
        <OnceSettled>
          <BackToGame />
        </OnceSettled>
        <Pages />
        {/* The theme choice under every page: shown while a page still renders in steps, it would be pushed down the screen with every step. */}
        <OnceSettled>
          <ThemeFooter />
        </OnceSettled>
        {/* Course rounds played before signing in go to the member's account, whichever page they land on: a rare moment. */}
        <OnceSettled>
          <SendCourseRounds />
        </OnceSettled>
        {/* Live-game rounds a guest team asked to keep go to the member signed in on its phone, whichever page they land on: a rare moment. */}
        <OnceSettled>
          <KeepRounds />
        </OnceSettled>
        {/* A first visit's note floats over the page once it has settled: it moves nothing and keeps no one from their card. */}
        <OnceSettled>
          <FirstVisitNote />
        </OnceSettled>
        <RoundSync />
        <ToasterWhenNeeded />
        {/* The prompt registers the service worker, which downloads the whole app for offline play. */}
        <OnceSettled>
          <UpdatePrompt />
        </OnceSettled>
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

/** Parts no page first needs: fetched once the page has settled; one that fails takes nothing else with it. */
function OnceSettled({ children }: { children: ReactNode }) {
  const settled = usePageSettled();
  return settled ? (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
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

/** A part that only runs a hook, its code loaded when it first renders. */
function hookPart(load: () => Promise<() => void>) {
  return lazy(() =>
    loadWhenOnline(load).then((useHook) => ({
      default: function HookPart() {
        useHook();
        return null;
      },
    })),
  );
}
