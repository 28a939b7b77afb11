import './index.css';
import { pageRouteOf } from '../domain/page-routes';
import { keepPressesAcrossTakeover } from './lib/presses-across-takeover';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A press begun on the painted page and ended on the app's counts as one on the app's.
keepPressesAcrossTakeover(root);

// The HTML already holds the page's prerendered shell: the browser shows it first, and only then
// does the app's code run and replace it. The build preloads that code, so waiting costs nothing
// on the network; without the wait, code already on the phone would run before anything shows.
// React, the validation library, the data cache, the router, the rest of the app, then the page's
// own code (what its entry in SHELLED_PAGES evaluates first, then the page): each evaluated in a
// task of its own, so no one task holds the main thread long. A page loads no other page's code.
// The pages are imported from the rest of the app, never from here: the bundler then keeps what
// a page shares with the app in the app's own chunks rather than splitting it into many small ones.
// Libraries come in through the smallest of our modules that use them (the validation library
// through our smallest schema, the router through the page header): importing a library by name
// would keep every part of it in the build. e2e/first-paint-chunks.test.ts holds the build to
// what each of these steps evaluates.
const IN_TURN = [
  () => import('react-dom/client'),
  () => import('../domain/api-error'),
  () => import('./lib/query-client'),
  () => import('./components/layout/page-header'),
];

afterFirstPaint(async () => {
  for (const load of IN_TURN) {
    await load();
    await nextTask();
  }
  const { startApp, shelledPageOf, loadShelledPage } = await import('./start-app');
  await nextTask();
  const page = shelledPageOf(pageRouteOf(window.location.pathname));
  for (const load of page ? [...(page.before ?? []), () => loadShelledPage(page.page)] : []) {
    await load();
    await nextTask();
  }
  await startApp(root);
});

/** Runs `start` once the page has painted; at once where paints are not reported (a hidden tab). */
function afterFirstPaint(start: () => Promise<void>) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void start();
  };
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    startOnce();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(startOnce, 0);
  }).observe({ type: 'paint', buffered: true });
  // A page that paints nothing contentful still starts.
  setTimeout(startOnce, 1000);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
