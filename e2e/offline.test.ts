import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { courseSchema, type Course } from '../domain/courses';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { signInAsMember } from './members';
import { headerLink } from './header-links';

const browser = useBrowser();

/** What Chromium logs for each request the page makes while the network is off. */
const OFFLINE_REQUEST = /ERR_INTERNET_DISCONNECTED/;

const BUILT_SERVICE_WORKER = path.resolve(import.meta.dirname, '..', 'dist', 'client', 'sw.js');

const total = (page: Page) => page.getByTestId('total-score').textContent();
const scoreSelect = (page: Page, hole: number) => page.getByRole('combobox', { name: `Hole ${hole} score` });
const dialog = (page: Page) => page.getByRole('dialog');
/** The leaderboard's rows, or its empty state: the server keeps other test files' rounds. */
const board = (page: Page) =>
  page.getByRole('list', { name: 'Top scores' }).or(page.getByRole('heading', { name: 'No Scores Yet' }));

/**
 * A new page on a phone that has installed the app in the browser's `locale`: installed by the
 * first test that asks and kept for the later ones, each starting with no cookies, storage or
 * runtime caches of the tests before it (`keptContext`).
 */
function installedPhone({ width, locale = 'en-US' }: { width?: number; locale?: string } = {}) {
  return browser.keptContext(installedIn(locale), { width, locale, serviceWorkers: 'allow' });
}

const installedIn = (locale: string) => `installed in ${locale}`;

/** Opens the page on the installed phone and waits until the service worker controls it. */
async function openInstalled(path: string, options: { width?: number; locale?: string } = {}) {
  const page = await installedPhone(options);
  await page.goto(path);
  await waitForServiceWorker(page);
  return page;
}

async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function goOffline(page: Page) {
  browser.expectConsoleError(OFFLINE_REQUEST);
  await browser.context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Saves a course through the API as the signed-in member. */
async function createCourse(page: Page, name: string): Promise<Course> {
  const answer = await page.evaluate(async (name) => {
    const holes = Array.from({ length: 9 }, (_, index) => ({
      holeNumber: index + 1,
      par: index === 0 ? 4 : 3,
      ...(index === 0 ? { barName: 'The Cellar Bar', barAddress: '1 Low Street', drink: 'Stout' } : {}),
    }));
    const penalties = [{ id: 'spilled-drink', name: 'Spilled Drink', count: 0 }];
    const response = await fetch('/api/courses', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, holes, penalties }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, name);
  expect(answer.status).toBe(201);
  return courseSchema.parse(answer.body);
}

describe('installable app', () => {
  it('serves a manifest with a name, a start URL and 192 and 512 px icons, plain and maskable', async () => {
    const page = await browser.newContext();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }, href ?? '');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toMatchObject({
      name: 'Pub Golf',
      short_name: 'Pub Golf',
      start_url: '/',
      display: 'standalone',
      theme_color: '#14532d',
      background_color: '#f5f5f4',
    });

    const icons = manifest.body.icons as { src: string; sizes: string; type: string; purpose: string }[];
    const kinds = icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
    expect(kinds).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      // Each icon is a PNG of the size it claims.
      const image = await page.evaluate(async (src) => {
        const response = await fetch(src);
        const bitmap = await createImageBitmap(await response.blob());
        return { type: response.headers.get('Content-Type'), size: `${bitmap.width}x${bitmap.height}` };
      }, icon.src);
      expect(image).toEqual({ type: 'image/png', size: icon.sizes });
    }
  });

  it('serves the service worker so that a new version is always looked for', async () => {
    const page = await browser.newContext();
    await page.goto('/');
    const worker = await page.evaluate(async () => {
      const response = await fetch('/sw.js');
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        cacheControl: response.headers.get('Cache-Control'),
      };
    });
    expect(worker.status).toBe(200);
    expect(worker.type).toContain('javascript');
    expect(worker.cacheControl ?? '').not.toMatch(/max-age=[1-9]|immutable/);
  });
});

describe('offline', () => {
  it('reopens the card with no network; scoring and Find a Bar’s typed name still work', async () => {
    const page = await openInstalled('/', { width: 360 });
    await goOffline(page);

    await page.reload();
    await cardRendered(page);
    await expect.poll(() => total(page)).toBe('0');
    await scoreSelect(page, 1).selectOption('5');
    await expect.poll(() => total(page)).toBe('+2');

    // No search without a network: the dialog says so and keeps the typed name on offer.
    await page.getByRole('button', { name: 'Add Bar for hole 2' }).click();
    await expect
      .poll(() => dialog(page).getByText('You’re offline, so bars can’t be searched.').isVisible())
      .toBe(true);
    await dialog(page).getByRole('searchbox', { name: 'Search for bars' }).fill('The Crown');
    expect(await dialog(page).getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await expectNoViolations(page, 'Find a Bar offline');
    await dialog(page).getByRole('button', { name: 'Use “The Crown” as the bar name' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'The Crown' }).isVisible()).toBe(true);

    // Kept on the phone: the next offline start has both.
    await page.reload();
    await expect.poll(() => total(page)).toBe('+2');
    await expect.poll(() => page.getByRole('link', { name: 'The Crown' }).isVisible()).toBe(true);
  });

  it('says Find a Bar is offline when the search gets no answer, though the phone thinks it is online', async () => {
    const page = await browser.newContext();
    browser.expectConsoleError(/ERR_CONNECTION_FAILED/);
    await page.route('**/api/places/search**', (route) => route.abort('connectionfailed'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Bar for hole 1' }).click();
    await dialog(page).getByRole('searchbox', { name: 'Search for bars' }).fill('The Anchor');
    await dialog(page).getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => dialog(page).getByText('You’re offline, so bars can’t be searched.').isVisible())
      .toBe(true);
    await dialog(page).getByRole('button', { name: 'Use “The Anchor” as the bar name' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'The Anchor' }).isVisible()).toBe(true);
  });

  it('plays a course opened once before, from its page or its share link, with no network', async () => {
    const page = await installedPhone();
    await signInAsMember(page, `offline-course-${crypto.randomUUID()}@example.com`);
    await waitForServiceWorker(page);
    const course = await createCourse(page, 'Basement Bars');
    // Opened online once each: the share link (which leads to the course) and the leaderboard.
    await page.goto(`/courses/share/${course.shareCode}`);
    await page.waitForURL((url) => url.pathname === `/courses/${course.id}` && url.search === '');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Basement Bars');
    await page.goto('/leaderboard');
    await expect.poll(() => board(page).isVisible()).toBe(true);
    await page.goto(`/courses/${course.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Basement Bars');

    // The signal goes mid-round.
    await goOffline(page);
    // The board as last seen, rather than a spinner waiting for a network.
    await (await headerLink(page, 'Leaderboard')).click();
    await expect.poll(() => board(page).isVisible()).toBe(true);
    // It says it is the copy kept on the phone, and from when.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You are offline.' }).textContent())
      .toMatch(/^You are offline\. This is the leaderboard as of \w+ \d+, \d{4} at \d+:\d\d [AP]M\.$/);

    await page.goto(`/courses/${course.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Basement Bars');
    expect(await page.getByRole('row').filter({ hasText: 'The Cellar Bar' }).textContent()).toContain('Stout');
    await scoreSelect(page, 1).selectOption('3'); // par 4: -1
    await scoreSelect(page, 2).selectOption('5'); // par 3: +2
    await expect.poll(() => total(page)).toBe('+1');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Basement Bars');

    await page.goto(`/courses/share/${course.shareCode}`);
    await page.waitForURL((url) => url.pathname === `/courses/${course.id}` && url.search === '');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Basement Bars');
    await scoreSelect(page, 3).selectOption('2');
    await expect.poll(() => total(page)).toBe('-1');

    // Opening the card with no network, the member keeps their links.
    await page.goto('/');
    await page.getByRole('region', { name: 'Holes' }).waitFor();
    for (const name of ['My Courses', 'History', 'Leaderboard', 'Account'])
      await expect.poll(() => page.getByRole('link', { name }).isVisible(), { message: name }).toBe(true);
  });
});

describe('a repeat visit', () => {
  it('opens the leaderboard and a course with their own shell from the phone, with or without a network', async () => {
    const page = await openInstalled('/');
    // No such course: the page's answer is a 404, and offline no answer at all.
    browser.expectConsoleError(/status of 404/);
    const missingCourse = `/courses/${crypto.randomUUID()}`;

    /** The HTML a navigation gets, which must come from the service worker, not the server. */
    async function openedHtml(path: string): Promise<string> {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      return (await response?.text()) ?? '';
    }
    async function expectOwnShells(courseOutcome: string) {
      expect(await openedHtml('/')).toContain('I play alcohol-free');
      expect(await openedHtml('/leaderboard')).toMatch(/<h1[^>]*>Leaderboard<\/h1>/);
      await expect.poll(() => board(page).isVisible()).toBe(true);
      expect(await openedHtml(`${missingCourse}?shared=true`)).toMatch(/<h1[^>]*>Loading course…<\/h1>/);
      await expect.poll(() => page.getByText(courseOutcome, { exact: true }).isVisible()).toBe(true);
      const plain = await openedHtml('/account');
      expect(plain).toContain('Pub Golf</a>');
      expect(plain).not.toMatch(/<h1/);
    }

    await expectOwnShells('Course not found');
    await goOffline(page);
    // The course's read goes through the service worker, which has no copy of it to fall back on.
    browser.expectConsoleError(/ERR_FAILED/);
    await expectOwnShells('The course could not be loaded');
  });

  it('opens each page’s shell in the reader’s language: the browser’s, or the one chosen on the page', async () => {
    const german = await openInstalled('/', { locale: 'de-DE' });
    await goOffline(german);
    const leaderboard = await german.goto('/leaderboard');
    expect(leaderboard?.fromServiceWorker()).toBe(true);
    expect(await leaderboard?.text()).toMatch(/<h1[^>]*>Bestenliste<\/h1>/);
    const card = await german.goto('/');
    expect(card?.fromServiceWorker()).toBe(true);
    expect(await card?.text()).toContain('Ich spiele alkoholfrei');

    const english = await openInstalled('/', { locale: 'en-US' });
    expect(await (await english.goto('/leaderboard'))?.text()).toMatch(/<h1[^>]*>Leaderboard<\/h1>/);
    await english.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect.poll(() => english.locator('html').getAttribute('lang')).toBe('de');
    const chosen = await english.goto('/history');
    expect(chosen?.fromServiceWorker()).toBe(true);
    expect(await chosen?.text()).toContain('<nav aria-label="Hauptnavigation"');
  });
});

describe('a new version', () => {
  it('waits behind a Reload prompt, so nothing changes under a player mid-round', async () => {
    const page = await openInstalled('/', { width: 360 });
    // The phone now holds the next version: no later test starts from it.
    onTestFinished(() => browser.discardKept(installedIn('en-US')));
    await scoreSelect(page, 1).selectOption('4');
    await expect.poll(() => total(page)).toBe('+1');
    await deployNextVersion(page);

    // The app opened again after a deploy: the code the player had, and the offer of the new one.
    await page.reload();
    await cardRendered(page);
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await total(page)).toBe('+1');
    expect(await waitingWorker(page)).toBe(true);
    await expectNoViolations(page, 'the update prompt');

    // Later: the new version keeps waiting, and is offered again next time.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await page.reload();
    await expect.poll(() => prompt.isVisible()).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(() => waitingWorker(page)).toBe(false);
    await expect.poll(() => total(page)).toBe('+1');
    expect(await prompt.count()).toBe(0);
  });
});

const waitingWorker = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

/**
 * The next deploy, as the server would then serve it: the built service worker with different
 * bytes (the server reads the build from disk), put back when the test ends. The local server
 * keeps the ETag it gave the file at start, so the browser forgets its copy and asks afresh.
 */
async function deployNextVersion(page: Page) {
  const original = await readFile(BUILT_SERVICE_WORKER, 'utf8');
  onTestFinished(() => writeFile(BUILT_SERVICE_WORKER, original));
  await writeFile(BUILT_SERVICE_WORKER, `${original}\n// next deploy ${Date.now()}\n`);
  const devtools = await browser.context.newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
}
