import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { withTestWaits, type BrowserSession } from './browser';
import { WAIT_MS } from './wait';

/** What Chromium logs for each request a page makes while its network is off. */
export const OFFLINE_REQUEST = /ERR_INTERNET_DISCONNECTED/;

interface Phone {
  context: BrowserContext;
  problems: string[];
}

/**
 * More phones beside the one useBrowser gives each test: each its own context (cookies, storage,
 * network), failing the test on an unexpected console error like the first, closed after the test.
 */
export function usePhones(browser: BrowserSession) {
  const phones: Phone[] = [];
  afterEach(async () => {
    const open = phones.splice(0);
    await Promise.all(open.map((phone) => phone.context.close()));
    expect(
      open.flatMap((phone) => phone.problems),
      'unexpected console errors on the other phones',
    ).toEqual([]);
  });

  /**
   * `serviceWorkers: 'allow'` for a phone that installs the app's service worker (notifications
   * need it); `touch` for one with a touch screen, as a real phone's.
   */
  return async function anotherPhone({
    width = 1280,
    allow = [] as RegExp[],
    serviceWorkers = 'block' as 'allow' | 'block',
    touch = false,
  } = {}): Promise<{
    context: BrowserContext;
    page: Page;
  }> {
    const shared = browser.context.browser();
    if (!shared) throw new Error('No browser');
    const context = await shared.newContext({
      baseURL: browser.baseUrl,
      viewport: { width, height: 900 },
      serviceWorkers,
      hasTouch: touch,
      isMobile: touch,
    });
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(WAIT_MS);
    await withTestWaits(context, { waits: browser.waits });
    const phone = { context, problems: [] as string[] };
    phones.push(phone);
    context.on('console', (message) => {
      if (message.type() === 'error' && !allow.some((pattern) => pattern.test(message.text())))
        phone.problems.push(message.text());
    });
    context.on('weberror', (error) => phone.problems.push(error.error().message));
    return { context, page: await context.newPage() };
  };
}
