import { lazy, Suspense, use, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';
import type { PageRoute } from '../../domain/page-routes';
import type { ShelledRoute } from '../../domain/page-shells';
import { useCurrentUser } from '../lib/session/use-current-user';
import { useReturnAfterLogin } from '../lib/session/use-return-after-login';
import * as loadingStates from './page-loading-states';
import { RequireSubscription } from './require-subscription';
import { loadShelledPage, SHELLED_PAGES, type ShelledPage } from './shelled-pages';

const SubscribePage = lazy(() => import('./pages/subscribe-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const CourseSharePage = lazy(() => import('./pages/course-share-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/**
 * 'everyone': routed for every visitor. 'subscribers': routed only for signed-in users (a guest
 * gets the 404 page), and without an active subscription it sends them to /subscribe.
 */
type PageAccess = 'everyone' | 'subscribers';

interface RoutedPage {
  Page: ComponentType;
  access: PageAccess;
  /** What the route shows while the page's code loads, if not the plain header and spinner. */
  Loading?: ComponentType;
}

/**
 * The pages with a prerendered shell (the card, the leaderboard, a course, a live game and its
 * board, and the members' History and My Courses), each loading behind the picture its HTML
 * already shows.
 */
const SHELLED = Object.fromEntries(
  Object.entries(SHELLED_PAGES).map(([path, { page, loading, access }]): [string, RoutedPage] => [
    path,
    { Page: shelledPage(page), access: access ?? 'everyone', Loading: loadingStates[loading] },
  ]),
) as Record<ShelledRoute, RoutedPage>;

/** A shelled page's component: rendered at once when the start has loaded its code, else once it has. */
function shelledPage(page: ShelledPage['page']): ComponentType {
  return function ShelledPage() {
    const { default: Page } = use(loadShelledPage(page));
    return <Page />;
  };
}

/**
 * The page for each path in PAGE_ROUTES, the list the Worker answers 200 for (and 404 for any
 * other path): a path missing here or in SHELLED_PAGES, or one in neither list, does not type-check.
 */
const PAGES: Record<PageRoute, RoutedPage> = {
  ...SHELLED,
  '/subscribe': { Page: SubscribePage, access: 'everyone' },
  // Routed for everyone, so a signed-out visitor sees 'Please log in to view your account'.
  '/account': { Page: AccountPage, access: 'everyone' },
  // A shared course opens from its link, signed in or not; a guest's round stays on their device.
  '/courses/share/:shareCode': { Page: CourseSharePage, access: 'everyone' },
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
    const { Page, access, Loading } = PAGES[path];
    // Each page loads behind a boundary of its own (the key): leaving a page for one whose code
    // is still on its way shows the new page's loading state at once. A boundary shared by both
    // would keep the old page on screen, and working, under the new address until then, so a
    // press made there (a penalty on the card being left) would be lost to the player.
    const page = (
      <Suspense key={path} fallback={Loading ? <Loading /> : <PageLoading />}>
        <Page />
      </Suspense>
    );
    if (access === 'everyone') return [{ path, element: page }];
    // Until the member is known, a members' page with a shell keeps showing it.
    if (!isAuthenticated) return isLoading && Loading ? [{ path, element: <Loading /> }] : [];
    return [
      {
        path,
        element: <RequireSubscription loading={Loading ? <Loading /> : undefined}>{page}</RequireSubscription>,
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
