import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';
import type { PageRoute } from '../domain/page-routes';
import { useCurrentUser } from '../lib/session/use-current-user';
import { useReturnAfterLogin } from '../lib/session/use-return-after-login';
import { CourseLoading, LeaderboardLoading } from './page-loading-states';
import { loadCoursePage, loadLeaderboardPage, loadScorecardPage } from './page-modules';
import { RequireSubscription } from './require-subscription';

const ScorecardPage = lazy(loadScorecardPage);
const LeaderboardPage = lazy(loadLeaderboardPage);
const SubscribePage = lazy(() => import('./pages/subscribe-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const HistoryPage = lazy(() => import('./pages/history-page'));
const MyCoursesPage = lazy(() => import('./pages/my-courses-page'));
const CoursePage = lazy(loadCoursePage);
const CourseSharePage = lazy(() => import('./pages/course-share-page'));
const PlayPage = lazy(() => import('./pages/play-page'));
const WatchPage = lazy(() => import('./pages/watch-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/**
 * 'everyone': routed for every visitor. 'subscribers': routed only for signed-in users (a guest
 * gets the 404 page), and without an active subscription it sends them to /subscribe.
 */
type PageAccess = 'everyone' | 'subscribers';

/**
 * The page for each path in PAGE_ROUTES, the list the Worker answers 200 for (and 404 for any
 * other path): a path missing here, or one not in that list, does not type-check.
 */
const PAGES: Record<PageRoute, { Page: ComponentType; access: PageAccess }> = {
  '/': { Page: ScorecardPage, access: 'everyone' },
  '/leaderboard': { Page: LeaderboardPage, access: 'everyone' },
  '/subscribe': { Page: SubscribePage, access: 'everyone' },
  // Routed for everyone, so a signed-out visitor sees 'Please log in to view your account'.
  '/account': { Page: AccountPage, access: 'everyone' },
  '/history': { Page: HistoryPage, access: 'subscribers' },
  '/courses': { Page: MyCoursesPage, access: 'subscribers' },
  // Courses are played from a link, signed in or not; a guest's round stays on their device.
  '/courses/:id': { Page: CoursePage, access: 'everyone' },
  '/courses/share/:shareCode': { Page: CourseSharePage, access: 'everyone' },
  // Teams join a live game without an account; spectators need only the link.
  '/play/:code': { Page: PlayPage, access: 'everyone' },
  '/watch/:id': { Page: WatchPage, access: 'everyone' },
};

/** Pages whose code loads behind the picture their prerendered HTML already shows (their title). */
const OWN_LOADING_STATES: Partial<Record<PageRoute, ComponentType>> = {
  '/leaderboard': LeaderboardLoading,
  '/courses/:id': CourseLoading,
};

/** Every route the app renders for this visitor: the pages they may reach, then the 404 page. */
export function appRoutes({
  isAuthenticated,
  isLoading,
}: {
  isAuthenticated: boolean;
  isLoading: boolean;
}): RouteObject[] {
  const pages = (Object.keys(PAGES) as PageRoute[]).flatMap((path): RouteObject[] => {
    const { Page, access } = PAGES[path];
    if (access === 'everyone') {
      const Loading = OWN_LOADING_STATES[path];
      const element = Loading ? (
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      ) : (
        <Page />
      );
      return [{ path, element }];
    }
    if (!isAuthenticated) return [];
    return [
      {
        path,
        element: (
          <RequireSubscription>
            <Page />
          </RequireSubscription>
        ),
      },
    ];
  });
  return [...pages, { path: '*', element: isLoading ? <PageLoading /> : <NotFoundPage /> }];
}

export function AppRoutes() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  useReturnAfterLogin();
  const routes = useRoutes(appRoutes({ isAuthenticated, isLoading }));
  return <Suspense fallback={<PageLoading />}>{routes}</Suspense>;
}
