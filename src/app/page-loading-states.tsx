/**
 * What a page shows while its code and its data are on the way. Each is its route's Suspense
 * fallback and is also prerendered into the HTML served for the route (src/app/page-shells.tsx),
 * so the HTML, the fallback and the page's own loading state are one picture, with no flicker.
 */
import { PageSpinner } from '../components/layout/page-spinner';
import { LeaderboardFrame } from '../features/leaderboard/leaderboard-frame';
import { useCurrentUser } from '../lib/session/use-current-user';
import { CourseFrameView } from './pages/course-frame';

export function LeaderboardLoading() {
  return (
    <LeaderboardFrame>
      <PageSpinner />
    </LeaderboardFrame>
  );
}

export function CourseLoading() {
  const { isAuthenticated } = useCurrentUser();
  return <CourseLoadingView signedIn={isAuthenticated} />;
}

/** The course page loading, for a visitor known to be signed in or not (the prerendered HTML knows no one). */
export function CourseLoadingView({ signedIn }: { signedIn: boolean }) {
  return (
    <CourseFrameView title="Loading course…" signedIn={signedIn}>
      <PageSpinner />
    </CourseFrameView>
  );
}
