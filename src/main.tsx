import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The HTML already holds the page's prerendered shell: the browser shows it first, and only then
// does the app's code run and replace it. The build preloads that code, so waiting costs nothing
// on the network; without the wait, code already on the phone would run before anything shows.
// React, the validation library, the card's rules, the data cache, then the app: each evaluated in
// a task of its own, so no one task holds the main thread long. The validation library comes in
// through our smallest schema: importing it by name would keep every part of it in the build.
const IN_TURN = [
  () => import('react-dom/client'),
  () => import('./domain/api-error'),
  () => import('./domain/scorecard'),
  () => import('./lib/query-client'),
];

afterFirstPaint(async () => {
  for (const load of IN_TURN) {
    await load();
    await nextTask();
  }
  const { startApp } = await import('./start-app');
  startApp(root);
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
