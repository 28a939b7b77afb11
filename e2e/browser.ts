import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { appUrl } from './servers';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/ensure-chromium.ts';
import { FIRST_VISIT_NOTE_KEY } from '../src/lib/first-visit-note';
import { APP_WAIT_SCALE, APP_WAIT_SCALES, WAIT_MS } from './wait';

/** The browser's own line for an expected 401 (signed-out user call) is not an app error. */
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 401/];

/**
 * How long the app's own waits run in a context (src/lib/waits.ts): at APP_WAIT_SCALE of their
 * length, or as on a phone, for a test that measures what a page fetches or how it moves before
 * it settles (the work deferred until then would otherwise start inside the measurement).
 */
export type AppWaits = 'shortened' | 'as on a phone';

/** Cookies and local storage of a context, to start another one in the same state. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly baseUrl: string;
  /** The app's waits in this file's contexts unless a context asks otherwise. */
  readonly waits: AppWaits;
  /**
   * A fresh context (own cookies and storage) at the given viewport, optionally signed in as
   * `storageState` was. The service worker is blocked unless `serviceWorkers: 'allow'`: requests
   * it answers never reach `page.route`, which many tests rely on.
   */
  newContext: (options?: {
    width?: number;
    geolocation?: { latitude: number; longitude: number } | 'denied';
    storageState?: StorageState;
    serviceWorkers?: 'allow' | 'block';
    /** The browser's language and region, which the page's language, dates and units follow. */
    locale?: string;
    /** A device that has not read the first-visit note yet: every page shows it until it is put away. */
    firstVisit?: boolean;
    waits?: AppWaits;
  }) => Promise<Page>;
  /**
   * A new page in a context kept for the rest of the file under `key`, made with `options` by the
   * first call: for a state that is slow to make and that the tests do not need fresh, the app
   * installed for offline play. The page is the test's `page` and its context the test's
   * `context`. After each test the page closes, the network comes back on and the origin's
   * cookies, local and session storage and the service worker's runtime caches are cleared; the
   * service worker and its precache stay. `discardKept(key)` closes it, for a test that leaves it
   * in a state no other test may start from.
   */
  keptContext: (
    key: string,
    options?: { width?: number; locale?: string; serviceWorkers?: 'allow' | 'block' },
  ) => Promise<Page>;
  discardKept: (key: string) => Promise<void>;
  /** Marks a console error this test expects (for example a 404 it provokes on purpose). */
  expectConsoleError: (pattern: RegExp) => void;
}

/**
 * One Chromium per test file, a fresh context per test (or one kept across tests, `keptContext`).
 * A test fails on an unexpected console error or page error.
 */
export function useBrowser({ waits: fileWaits = 'shortened' }: { waits?: AppWaits } = {}): BrowserSession {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];
  let expectedErrors: RegExp[] = [];
  const baseUrl = appUrl();
  const kept = new Map<string, BrowserContext>();
  /** Closes the test's page, and its context unless that is kept for later tests. */
  const closeCurrent = async () => {
    const key = [...kept].find(([, shared]) => shared === context)?.[0];
    if (context && page && key !== undefined) {
      // A kept context that cannot be cleared is closed instead: the next test makes it afresh.
      const cleared = await clearForTheNextTest(context, page, baseUrl).then(
        () => true,
        () => false,
      );
      await page.close();
      if (!cleared) {
        kept.delete(key);
        await context.close();
      }
    } else {
      await context?.close();
    }
    context = undefined;
    page = undefined;
  };
  /** A context on the app with the suite's waits for its pages and the app's waits as `testWaits` says. */
  const openContext = async (options: BrowserContextOptions, testWaits: Parameters<typeof withTestWaits>[1]) => {
    const made = await browser.newContext({ baseURL: baseUrl, ...options });
    made.setDefaultTimeout(WAIT_MS);
    made.setDefaultNavigationTimeout(WAIT_MS);
    await withTestWaits(made, testWaits);
    return made;
  };
  /** Watches the page for console and page errors, failing the test on one it does not expect. */
  const watch = (opened: Page) => {
    opened.on('console', (message) => {
      if (message.type() !== 'error') return;
      const expected = [...EXPECTED_CONSOLE_ERRORS, ...expectedErrors];
      if (expected.some((pattern) => pattern.test(message.text()))) return;
      problems.push(message.text());
    });
    opened.on('pageerror', (error) => problems.push(error.message));
    return opened;
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await closeCurrent();
    const seen = problems;
    problems = [];
    expectedErrors = [];
    expect(seen, 'unexpected console errors').toEqual([]);
  });
  afterAll(async () => {
    kept.clear();
    await browser?.close();
  });

  const session: BrowserSession = {
    get page() {
      if (!page) throw new Error('Call newContext() first');
      return page;
    },
    get context() {
      if (!context) throw new Error('Call newContext() first');
      return context;
    },
    baseUrl,
    waits: fileWaits,
    expectConsoleError(pattern) {
      expectedErrors.push(pattern);
    },
    async newContext({
      width = 1280,
      geolocation,
      storageState,
      serviceWorkers = 'block',
      locale = 'en-US',
      firstVisit = false,
      waits = fileWaits,
    } = {}) {
      await closeCurrent();
      context = await openContext(
        {
          viewport: { width, height: 900 },
          serviceWorkers,
          locale,
          ...(storageState ? { storageState } : {}),
          ...(geolocation && geolocation !== 'denied' ? { geolocation, permissions: ['geolocation'] } : {}),
        },
        { firstVisit, waits },
      );
      page = watch(await context.newPage());
      return page;
    },
    async keptContext(key, { width = 1280, locale = 'en-US', serviceWorkers = 'block' } = {}) {
      await closeCurrent();
      let shared = kept.get(key);
      if (!shared) {
        shared = await openContext({ viewport: { width, height: 900 }, serviceWorkers, locale }, { waits: fileWaits });
        kept.set(key, shared);
      }
      context = shared;
      page = watch(await shared.newPage());
      await page.setViewportSize({ width, height: 900 });
      return page;
    },
    async discardKept(key) {
      const shared = kept.get(key);
      kept.delete(key);
      if (shared === context) {
        context = undefined;
        page = undefined;
      }
      await shared?.close();
    },
  };
  return session;
}

/**
 * Leaves a kept context as a new one would be for the app's origin, but for its service worker and
 * what that precached: the network on, no cookies or permissions, no local or session storage,
 * none of the runtime caches (a course, the leaderboard) that a test filled. Read through the
 * test's page, which DevTools needs for the origin's caches.
 */
async function clearForTheNextTest(context: BrowserContext, page: Page, baseUrl: string) {
  await context.setOffline(false);
  await context.clearCookies();
  await context.clearPermissions();
  const devtools = await context.newCDPSession(page);
  try {
    const origin = new URL(baseUrl).origin;
    await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage' });
    const { caches } = await devtools.send('CacheStorage.requestCacheNames', { securityOrigin: origin });
    for (const cache of caches) {
      if (!cache.cacheName.startsWith('workbox-precache'))
        await devtools.send('CacheStorage.deleteCache', { cacheId: cache.cacheId });
    }
  } finally {
    await devtools.detach();
  }
}

/**
 * Every page the context opens runs the app's waits at APP_WAIT_SCALE of their length and those of
 * APP_WAIT_SCALES at theirs (unless `waits` is 'as on a phone'), and has read the first-visit note
 * already (unless `firstVisit`): a test of something else is not covered by it.
 */
export async function withTestWaits(
  context: BrowserContext,
  { firstVisit = false, waits = 'shortened' as AppWaits } = {},
): Promise<void> {
  if (waits === 'shortened')
    await context.addInitScript(
      ({ scale, scales }) => Object.assign(window, { __PUBGOLF_WAIT_SCALE__: scale, __PUBGOLF_WAIT_SCALES__: scales }),
      { scale: APP_WAIT_SCALE, scales: APP_WAIT_SCALES },
    );
  if (!firstVisit) {
    await context.addInitScript((key) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'true');
      } catch {
        // A page without storage (about:blank) has nothing to show the note on.
      }
    }, FIRST_VISIT_NOTE_KEY);
  }
}

/**
 * A toast's text, read on the toast itself: Radix also copies it into a hidden live region,
 * and an open dialog hides the toast list from the accessibility tree (the copy is announced).
 */
export function toastText(page: Page, text: string) {
  return page.locator('li[data-state="open"]').getByText(text);
}
