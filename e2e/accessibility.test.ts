import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toastText, useBrowser, type StorageState } from './browser';
import { axeViolations } from './axe';
import { cardRendered } from './card-rendered';
import { signInAsMember } from './members';

const browser = useBrowser();

/** Standing in the doorway of the Lamb & Flag, Covent Garden. */
const COVENT_GARDEN = { latitude: 51.5117, longitude: -0.126 };

interface PageCheck {
  path: string;
  /** Where a person ends up: guests are sent to sign in from /subscribe, and /history and /courses do not exist for them. */
  landsOn: string;
  status?: number;
  /** Resolves once the page shows what a person would read, so axe sees the settled page. */
  settled: (page: Page) => Promise<void>;
  /** What it shows is a toast, gone after five seconds unless held open (`holdToasts`). */
  toast?: (page: Page) => Locator;
}

const visible = (locator: (page: Page) => Locator) => async (page: Page) => {
  await expect.poll(() => locator(page).isVisible()).toBe(true);
};

/** The board has loaded: its rows, or the empty state when no complete round is saved yet. */
const leaderboardLoaded = visible((page) =>
  page.getByRole('list', { name: 'Top scores' }).or(page.getByRole('heading', { name: 'No Scores Yet' })),
);

const pageNotFound = visible((page) => page.getByRole('heading', { name: 'Page not found' }));

const GUEST_PAGES: PageCheck[] = [
  {
    path: '/',
    landsOn: '/',
    settled: visible((page) => page.getByRole('link', { name: 'Log in or Sign up', exact: true })),
  },
  { path: '/leaderboard', landsOn: '/leaderboard', settled: leaderboardLoaded },
  // Choosing to subscribe signs the guest in and comes back, as a member without a plan.
  {
    path: '/subscribe',
    landsOn: '/subscribe',
    settled: visible((page) => page.getByRole('button', { name: 'Subscribe Now' })),
  },
  {
    path: '/account',
    landsOn: '/account',
    settled: visible((page) => page.getByText('Please log in to view your account')),
  },
  { path: '/history', landsOn: '/history', settled: pageNotFound },
  { path: '/courses', landsOn: '/courses', settled: pageNotFound },
  { path: '/no-such-bar', landsOn: '/no-such-bar', status: 404, settled: pageNotFound },
  // The Worker draws the sign-in error page itself, outside the app.
  {
    path: '/api/callback/local?code=stale&state=stale',
    landsOn: '/api/callback/local',
    status: 400,
    settled: visible((page) => page.getByRole('link', { name: 'Try again' })),
  },
];

/**
 * The member's pages in the states only a new member sees. The card, the leaderboard and the
 * account of a lifetime member are read by axe in e2e/phone-layout.test.ts, full of long names,
 * at a phone's, a tablet's and a desktop's width, light and dark.
 */
const MEMBER_PAGES: PageCheck[] = [
  {
    path: '/subscribe',
    landsOn: '/',
    toast: (page) => toastText(page, 'Already subscribed'),
    settled: visible((page) => toastText(page, 'Already subscribed')),
  },
  {
    path: '/history',
    landsOn: '/history',
    settled: visible((page) => page.getByRole('heading', { name: 'No Saved Rounds' })),
  },
  {
    path: '/courses',
    landsOn: '/courses',
    settled: visible((page) => page.getByRole('heading', { name: 'No courses yet' })),
  },
  { path: '/no-such-bar', landsOn: '/no-such-bar', status: 404, settled: pageNotFound },
];

/** A lifetime member, signed in once; each test starts a fresh context from these cookies. */
let member: StorageState;

beforeAll(async () => {
  const page = await browser.newContext();
  await signInAsMember(page, 'axe-member@example.com', { open: null });
  member = await browser.context.storageState();
});

const ROLES = [
  { role: 'guest', pages: GUEST_PAGES, state: (): StorageState | undefined => undefined },
  { role: 'lifetime member', pages: MEMBER_PAGES, state: (): StorageState | undefined => member },
];

/** A phone and a desktop. */
const WIDTHS = [360, 1280] as const;

/** Lets the page lay itself out at its new size: what reacts to a resize runs before the next frames. */
function nextFrames(page: Page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Holds the page's toasts open, as when the phone's window loses focus (the person looks at another
 * app): a toast is gone five seconds after it shows, which axe's reading at each width may outlast.
 */
function holdToasts(page: Page) {
  return page.evaluate(() => window.dispatchEvent(new Event('blur')));
}

/**
 * What axe finds on the page as it stands, laid out at each width in turn. The layout follows the
 * width through CSS alone, so a page resized to a width is the page a device of that width opens.
 */
async function violationsAtEveryWidth(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await nextFrames(page);
    found.push(...(await axeViolations(page)).map((violation) => `${where} at ${width} px: ${violation}`));
  }
  return found;
}

/** Opens the page as a person would, and waits until it shows what they would read. */
async function open({ path, landsOn, status, settled }: PageCheck, width: number, state: StorageState | undefined) {
  const page = await browser.newContext({ width, storageState: state });
  if (status) browser.expectConsoleError(new RegExp(`status of ${status}`));
  const response = await page.goto(path);
  if (status) expect(response?.status()).toBe(status);
  await page.waitForURL((url) => url.pathname === landsOn);
  if (landsOn === '/') await cardRendered(page);
  await settled(page);
  return page;
}

describe.each(ROLES)(`accessibility at ${WIDTHS.join(' and ')} px as a $role`, ({ role, pages, state }) => {
  it.each(pages)('$path', async (check) => {
    const page = await open(check, WIDTHS[0], state());
    if (check.toast) await holdToasts(page);
    const found = await violationsAtEveryWidth(page, check.path);
    expect(found, `axe violations on ${check.path} (${role})`).toEqual([]);
    // A toast axe read was there all along.
    if (check.toast) expect(await check.toast(page).isVisible()).toBe(true);
  });

  it('Find a Bar on /: empty, with results, and with a location toast', async () => {
    const page = await browser.newContext({ width: WIDTHS[0], storageState: state(), geolocation: COVENT_GARDEN });
    await page.goto('/');
    await cardRendered(page);
    await page.getByRole('button', { name: 'Add Bar for hole 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find a Bar for Hole 1' });
    await expect.poll(() => dialog.getByText('Nearest bars first, using your location.').isVisible()).toBe(true);
    const found = await violationsAtEveryWidth(page, 'Find a Bar, empty');

    await dialog.getByRole('searchbox', { name: 'Search for bars' }).fill('London');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => dialog.getByRole('list', { name: 'Bars found' }).getByRole('button').count())
      .toBeGreaterThan(5);
    found.push(...(await violationsAtEveryWidth(page, 'Find a Bar, results')));
    expect(found, `axe violations (${role})`).toEqual([]);
  });
});

it(`Customize Penalties on / (lifetime member) at ${WIDTHS.join(' and ')} px`, async () => {
  const page = await browser.newContext({ width: WIDTHS[0], storageState: member });
  await page.goto('/');
  await cardRendered(page);
  await page.getByRole('button', { name: 'Edit penalties' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Customize Penalties' }).isVisible()).toBe(true);
  expect(await violationsAtEveryWidth(page, 'Customize Penalties')).toEqual([]);
});

it(`Find a Bar without a location: its note in the dialog, at ${WIDTHS.join(' and ')} px`, async () => {
  const page = await browser.newContext({ width: WIDTHS[0], geolocation: 'denied' });
  await page.goto('/');
  await cardRendered(page);
  await page.getByRole('button', { name: 'Add Bar for hole 2' }).click();
  await expect
    .poll(() =>
      page
        .getByRole('dialog')
        .getByText(/^Location is off/)
        .isVisible(),
    )
    .toBe(true);
  expect(await violationsAtEveryWidth(page, 'Find a Bar, location off')).toEqual([]);
});

it(`Find a Bar when the search fails: the error toast over the dialog, at ${WIDTHS.join(' and ')} px`, async () => {
  const page = await browser.newContext({ width: WIDTHS[0], geolocation: COVENT_GARDEN });
  browser.expectConsoleError(/status of 502/);
  await page.goto('/');
  await cardRendered(page);
  await page.getByRole('button', { name: 'Add Bar for hole 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find a Bar for Hole 3' });
  await dialog.getByRole('searchbox', { name: 'Search for bars' }).fill('upstream-failure');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => toastText(page, 'Search failed').isVisible()).toBe(true);
  await holdToasts(page);
  expect(await violationsAtEveryWidth(page, 'Find a Bar, search failed toast')).toEqual([]);
  // The toast axe read was there all along.
  expect(await toastText(page, 'Search failed').isVisible()).toBe(true);
});
