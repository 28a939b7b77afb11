/**
 * Every page path the app routes (src/app/app-routes.tsx renders each of these). The Worker
 * answers 200 for them and 404 (with the same app, showing its 404 page) for anything else.
 * /history and /courses exist only for signed-in members: for guests the app shows its 404.
 * A `:name` part matches any one non-empty path segment.
 */
export const PAGE_ROUTES = [
  '/',
  '/leaderboard',
  '/subscribe',
  '/account',
  '/history',
  '/courses',
  '/courses/:id',
  '/courses/share/:shareCode',
  '/play/:code',
  '/watch/:id',
] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

export function isKnownPagePath(pathname: string): boolean {
  return pageRouteOf(pathname) !== undefined;
}

/** The route a page path belongs to; undefined for a path the app does not know. */
export function pageRouteOf(pathname: string): PageRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ROUTES.find((route) => matchesRoute(route, path));
}

/**
 * The same rule as `pageRouteOf`, as the source of a regular expression over a URL's path and
 * whatever follows it (query, fragment): for code that can carry a pattern but not a function,
 * such as the service worker's routes, written into it at build time.
 */
export function pageRoutePattern(route: PageRoute): string {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `${parts.join('/')}/*(?:[?#]|$)`;
}

function matchesRoute(route: string, path: string): boolean {
  const routeParts = route.split('/');
  const pathParts = path.split('/');
  if (routeParts.length !== pathParts.length) return false;
  return routeParts.every((part, index) => {
    const actual = pathParts[index] ?? '';
    return part.startsWith(':') ? actual.length > 0 : part === actual;
  });
}
