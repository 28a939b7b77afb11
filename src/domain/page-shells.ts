import type { PageRoute } from './page-routes';

/**
 * Pages whose HTML carries their own first paint (header and title, as the page shows while it
 * loads), so it shows before any JavaScript runs. The build writes one HTML file for each and the
 * Worker serves it for the route; every other page gets the plain shell: the header alone.
 */
export const PAGE_SHELLS = {
  '/leaderboard': 'leaderboard',
  '/courses/:id': 'course',
} as const satisfies Partial<Record<PageRoute, string>>;

export type PageShell = (typeof PAGE_SHELLS)[keyof typeof PAGE_SHELLS];

/** Where a page's HTML lies among the static assets; the plain shell is the app's index.html. */
export function pageShellAsset(route: PageRoute | undefined): string {
  const shell = route !== undefined && route in PAGE_SHELLS ? PAGE_SHELLS[route as keyof typeof PAGE_SHELLS] : null;
  return shell === null ? '/' : `/shells/${shell}.html`;
}
