import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useCurrentUser } from '../lib/session/use-current-user';
import { useReturnAfterLogin } from '../lib/session/use-return-after-login';
import { ScorecardPage } from './pages/scorecard-page';
import { PageSpinner } from '../components/layout/page-spinner';
import { RequireSubscription } from './require-subscription';

const LeaderboardPage = lazy(() => import('../features/leaderboard/leaderboard-page'));
const SubscribePage = lazy(() => import('../features/billing/subscribe-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));
const HistoryPage = lazy(() => import('../features/rounds/history-page'));
const MyCoursesPage = lazy(() => import('../features/courses/my-courses-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** Every path here is listed in `PAGE_ROUTES` (src/domain/page-routes.ts), which the Worker uses for 404s. */
export function AppRoutes() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  useReturnAfterLogin();
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<ScorecardPage />} />
        <Route path="/leaderboard" element={<LeaderboardPage />} />
        <Route path="/subscribe" element={<SubscribePage />} />
        {/* Always routed, so a signed-out visitor sees 'Please log in to view your account'. */}
        <Route path="/account" element={<AccountPage />} />
        {/* Spec §2: these exist only for signed-in users, and need a subscription. */}
        {isAuthenticated ? (
          <>
            <Route path="/history" element={<RequireSubscription><HistoryPage /></RequireSubscription>} />
            <Route path="/courses" element={<RequireSubscription><MyCoursesPage /></RequireSubscription>} />
          </>
        ) : null}
        <Route path="*" element={isLoading ? <PageSpinner /> : <NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
