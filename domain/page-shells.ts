import type { Language } from './language';
import type { PageRoute } from './page-routes';

/**
 * The pages whose HTML carries their own first paint (as the page shows while it loads, or, for
 * `/`, the card's first screen as its first render draws it for a new guest), so it shows before
 * any JavaScript runs, and the file of the client build that holds each. Every page not listed
 * here opens with index.html, the plain shell (the header alone). The Worker serves each route
 * its file, and so does the service worker.
 *
 * One entry here and one in src/app/shelled-pages.ts (what the page loads and shows meanwhile,
 * which the type checker asks for) make a page shelled: the build renders its shell and preloads
 * its code from the two.
 */
export const PAGE_SHELLS = {
  '/': 'shells/scorecard.html',
  '/leaderboard': 'shells/leaderboard.html',
  '/courses/:id': 'shells/course.html',
  '/courses': 'shells/my-courses.html',
  '/history': 'shells/history.html',
  '/play/:code': 'shells/play.html',
  '/watch/:id': 'shells/watch.html',
} as const satisfies Partial<Record<PageRoute, string>>;

export type ShelledRoute = keyof typeof PAGE_SHELLS;

/** The HTML of every page without a shell of its own: the header alone. */
export const PLAIN_SHELL = 'index.html';

export const SHELLED_ROUTES = Object.keys(PAGE_SHELLS) as ShelledRoute[];

function isShelledRoute(route: PageRoute): route is ShelledRoute {
  return route in PAGE_SHELLS;
}

/**
 * The file of a page's shell in a language other than English, in a folder named for the
 * language: `shells/de/leaderboard.html`, and `shells/de/plain.html` for the plain shell's.
 */
export function translatedShellFile(route: ShelledRoute | 'plain', language: Exclude<Language, 'en'>): string {
  const file = route === 'plain' ? 'plain.html' : PAGE_SHELLS[route].replace(/^shells\//, '');
  return `shells/${language}/${file}`;
}

/** Where a page's HTML lies among the static assets, as a path: `/index.html` for the plain English shell. */
export function pageShellAsset(route: PageRoute | undefined, language: Language = 'en'): string {
  const shelled = route !== undefined && isShelledRoute(route) ? route : 'plain';
  if (language !== 'en') return `/${translatedShellFile(shelled, language)}`;
  return `/${shelled === 'plain' ? PLAIN_SHELL : PAGE_SHELLS[shelled]}`;
}
