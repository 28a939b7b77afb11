import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { signInAsMember } from './members';
import { headerLink } from './header-links';

const browser = useBrowser();

function holeScore(page: Page, hole: number) {
  return page.getByRole('combobox', { name: `Hole ${hole} score` });
}

/** The page has been loaded long enough to count as settled, when it fetches the app for offline play. */
async function pastSettling(page: Page) {
  await page.waitForFunction(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return (
      navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd > 4000
    );
  });
}

describe('a phone that loses its signal before the app is installed', () => {
  it('keeps the header and a way back when a page’s code cannot be downloaded, and Try again loads it', async () => {
    const page = await browser.newContext({ width: 360 });
    await signInAsMember(page, `basement-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await cardRendered(page);
    await holeScore(page, 1).selectOption('3');
    await expect.poll(() => toastText(page, 'Scorecard saved').isVisible()).toBe(true);

    browser.expectConsoleError(/Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED|history-page/);
    await page.route(/\/assets\/history-page-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await (await headerLink(page, 'History')).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'This page could not be loaded' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText('Check your connection and try again.', { exact: false }).isVisible())
      .toBe(true);

    // The rest of the app is still there: back to the card, as it was left.
    await page.getByRole('link', { name: 'Pub Golf' }).click();
    await cardRendered(page);
    expect(await holeScore(page, 1).inputValue()).toBe('3');

    await page.unroute(/\/assets\/history-page-[^/]*\.js$/);
    await (await headerLink(page, 'History')).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'ROUND HISTORY' }).isVisible()).toBe(true);
  });

  it('keeps the card working offline past the moment the app installs itself, and installs once the signal is back', async () => {
    // Offline before the page settles, as a phone whose signal drops while the card loads.
    const page = await browser.newContext({ width: 360, serviceWorkers: 'allow', waits: 'as on a phone' });
    await page.goto('/');
    await cardRendered(page);
    // The browser's offline switch lets some requests through; a phone with no signal gets none.
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
    await browser.context.setOffline(true);
    await holeScore(page, 1).selectOption('4');
    await pastSettling(page);
    await holeScore(page, 2).selectOption('2');
    expect(await holeScore(page, 1).inputValue()).toBe('4');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(
      false,
    );

    await page.unroute('**/assets/**');
    await browser.context.setOffline(false);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined))
      .toBe(true);
    expect(await holeScore(page, 2).inputValue()).toBe('2');
  });
});
