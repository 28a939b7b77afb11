/**
 * Every page path the app knows. The router renders them; the Worker answers 200 for
 * them and 404 (with the same app, showing its 404 page) for anything else.
 */
export const PAGE_ROUTES = [
  '/',
  '/leaderboard',
  '/courses',
  '/courses/share/:shareCode',
  '/courses/:id',
  '/subscribe',
  '/history',
  '/account',
] as const;

export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ROUTES.some((route) => matchesRoute(route, path));
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
