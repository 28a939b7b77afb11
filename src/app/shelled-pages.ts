import type { ComponentType } from 'react';
import type { PageRoute } from '../../domain/page-routes';
import type { ShelledRoute } from '../../domain/page-shells';
import { settledPromise } from '../lib/settled-promise';
import type * as loadingStates from './page-loading-states';

export interface ShelledPage {
  /**
   * The page's code, always written `() => import('./pages/…')`: the build reads this file to
   * find each page's chunk (scripts/page-shells.ts). Its route loads it lazily; the start
   * (src/main.tsx) evaluates it beforehand, in a task of its own, and its HTML preloads it.
   */
  page: () => Promise<{ default: ComponentType }>;
  /** What the start evaluates before the page, each in a task of its own. */
  before?: (() => Promise<unknown>)[];
  /**
   * What the page shows while it loads: its route's Suspense fallback, and what the build
   * renders into its HTML. Named rather than imported: the start imports this list before React
   * has loaded, and a loading state brings React and its page's frame with it.
   */
  loading: keyof typeof loadingStates;
  /** What its HTML shows instead, where the loading state depends on what only the browser knows. */
  shell?: keyof typeof loadingStates;
  /**
   * A members' page is routed only for the signed-in (a guest gets the 404 page) and sends a member
   * without a subscription to /subscribe; it shows its loading state while either is being asked.
   */
  access?: 'subscribers';
}

/**
 * What each page with a prerendered shell (domain/page-shells.ts) loads and shows meanwhile.
 * The route table, the shells, their preloads and the start all follow from this list.
 */
export const SHELLED_PAGES: Record<ShelledRoute, ShelledPage> = {
  '/': {
    page: () => import('./pages/scorecard-page'),
    before: [() => import('../../domain/scorecard'), dateField],
    loading: 'PageLoading',
  },
  '/leaderboard': {
    page: () => import('./pages/leaderboard-page'),
    loading: 'LeaderboardLoading',
  },
  '/courses/:id': {
    page: () => import('./pages/course-page'),
    before: [() => import('../../domain/scorecard'), dateField],
    loading: 'CourseLoading',
    // Nobody is known to be signed in before the app starts: the guest's links.
    shell: 'GuestCourseLoading',
  },
  '/courses': {
    page: () => import('./pages/my-courses-page'),
    loading: 'MyCoursesLoading',
    access: 'subscribers',
  },
  '/history': {
    page: () => import('./pages/history-page'),
    before: [() => import('./pages/history-page').then((page) => page.beforeFirstRender())],
    loading: 'HistoryLoading',
    access: 'subscribers',
  },
  // Whichever game the code opens: its loading state names none.
  '/play/:code': {
    page: () => import('./pages/play-page'),
    // Its words before it renders: a team's HTML paints the board and the card's heading, and a
    // first render waiting for words would put the loading state over them.
    // A team's parts of the page too, fetched beside the words (not a join page's: a phone of no
    // team loads them as it joins).
    before: [
      () =>
        Promise.all([
          import('./live-words').then(({ loadLiveWords }) => loadLiveWords()),
          import('./pages/team-parts').then(({ loadTeamPartsForPage }) => loadTeamPartsForPage()),
        ]),
    ],
    loading: 'PlayLoading',
  },
  '/watch/:id': {
    page: () => import('./pages/watch-page'),
    // Its words before it renders: its HTML paints the board's rows.
    before: [() => import('./live-words').then(({ loadWatchWords }) => loadWatchWords())],
    loading: 'WatchLoading',
  },
};

type PageModule = Awaited<ReturnType<ShelledPage['page']>>;

const loadedPages = new Map<ShelledPage['page'], Promise<PageModule>>();

/**
 * A page's code, loaded once: the start (src/main.tsx) loads it before the app renders, and its
 * route then renders it at once, where a lazy component would show the loading state first and
 * React would keep that on screen a while before showing the page.
 */
export function loadShelledPage(page: ShelledPage['page']): Promise<PageModule> {
  let loading = loadedPages.get(page);
  if (!loading) {
    loading = settledPromise(page());
    loadedPages.set(page, loading);
  }
  return loading;
}

export function shelledPageOf(route: PageRoute | undefined): ShelledPage | undefined {
  return route !== undefined && route in SHELLED_PAGES ? SHELLED_PAGES[route as ShelledRoute] : undefined;
}

/**
 * The first date field a page makes reads the locale's date format, a long task on a phone:
 * made once beforehand, in a task of its own, it is not part of the card's first render.
 */
async function dateField() {
  document.createElement('input').type = 'date';
}
