import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ScorecardPage } from '../features/scorecard/scorecard-page';
import { PageSpinner } from './page-spinner';

const LeaderboardPage = lazy(() => import('../features/leaderboard/leaderboard-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** Page paths mirror `PAGE_ROUTES` in src/domain/page-routes.ts, which the Worker uses for 404s. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<ScorecardPage />} />
        <Route path="/leaderboard" element={<LeaderboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
