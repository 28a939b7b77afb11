import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
  /** Marks a console error this test expects (for example a 404 it provokes on purpose). */
  expectConsoleError: (pattern: RegExp) => void;
}

/**
 * One Chromium per test file, a fresh context per test. A test fails on an unexpected
 * console error or page error.
 */
export function useBrowser({ waits: fileWaits = 'shortened' }: { waits?: AppWaits } = {}): BrowserSession {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];
  let expectedErrors: RegExp[] = [];
  const baseUrl = appUrl();

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
    const seen = problems;
    problems = [];
    expectedErrors = [];
    expect(seen, 'unexpected console errors').toEqual([]);
  });
  afterAll(async () => {
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
      await context?.close();
      context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height: 900 },
        serviceWorkers,
        locale,
        ...(storageState ? { storageState } : {}),
        ...(geolocation && geolocation !== 'denied' ? { geolocation, permissions: ['geolocation'] } : {}),
      });
      context.setDefaultTimeout(WAIT_MS);
      context.setDefaultNavigationTimeout(WAIT_MS);
      await withTestWaits(context, { firstVisit, waits });
      page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const expected = [...EXPECTED_CONSOLE_ERRORS, ...expectedErrors];
        if (expected.some((pattern) => pattern.test(message.text()))) return;
        problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      return page;
    },
  };
  return session;
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
