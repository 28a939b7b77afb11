import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, type StorageState } from './browser';
import { LONGEST_COURSE_NAME } from './fixtures/long-names';
import { layoutShift } from './layout-shift';
import { startLiveGame } from './live-game';
import { signInAsMember } from './members';
import { TEST_MS } from './wait';

const browser = useBrowser();

/** Set to a folder to keep a 360 px screenshot of the open menu and of the header with its way back into a game. */
const SHOTS_DIR = process.env.PUBGOLF_SHOTS_DIR;

const MEMBER_LINKS = ['My Courses', 'History', 'Leaderboard', 'Account'];

let member: StorageState;
let gameCode: string;

/** A lifetime member hosting a live game with the longest name a game may have. */
beforeAll(async () => {
  const page = await browser.newContext();
  await signInAsMember(page, 'header-menu@example.com');
  gameCode = await startLiveGame(page, { name: LONGEST_COURSE_NAME, hostTeamName: 'The Header Menu Hosts' });
  member = await browser.context.storageState();
}, TEST_MS);

// While the menu is open the page behind it is hidden from assistive technology: found all the same.
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not on screen');
  return found;
}

/** The header's row keeps to the screen: nothing in it scrolls or spills sideways. */
async function headerFitsOneRow(page: Page) {
  const header = page.getByRole('banner');
  const { height } = await box(header);
  expect(height).toBeLessThanOrEqual(72);
  // A name cut short with an ellipsis is clipped on purpose; anything else wider than its box spills or scrolls.
  const overflowing = await header.evaluate((element) =>
    Array.from(element.querySelectorAll('*'))
      .filter((child) => getComputedStyle(child).overflowX !== 'hidden' && child.scrollWidth > child.clientWidth + 1)
      .map((child) => `${child.tagName} ${child.className.toString()}`),
  );
  expect(overflowing).toEqual([]);
}

describe('the header on a phone', () => {
  it(
    'folds the member’s links into a Menu that opens by keyboard, lists every link and closes with Escape',
    async () => {
      const page = await browser.newContext({ width: 360, storageState: member });
      await page.goto('/');
      await page.getByRole('heading', { name: 'Pub Golf scorecard' }).waitFor({ state: 'attached' });
      await menuButton(page).waitFor();
      await headerFitsOneRow(page);
      // The card's own action stays in the row; the links wait in the menu.
      await page.getByRole('banner').getByRole('button', { name: 'Reset' }).waitFor();
      for (const name of MEMBER_LINKS)
        expect(await page.getByRole('banner').getByRole('link', { name }).count()).toBe(0);

      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await menu(page).waitFor();
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      for (const name of MEMBER_LINKS) {
        const link = menu(page).getByRole('link', { name, exact: true });
        const { width, height } = await box(link);
        expect(width).toBeGreaterThanOrEqual(44);
        expect(height).toBeGreaterThanOrEqual(44);
      }
      await menu(page).getByRole('region', { name: 'Join a game' }).waitFor();
      if (SHOTS_DIR) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({ path: join(SHOTS_DIR, `menu-${colorScheme}.png`) });
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }
      for (const control of [menuButton(page), menu(page).getByRole('button', { name: 'Close menu' })]) {
        const { width, height } = await box(control);
        expect(width).toBeGreaterThanOrEqual(44);
        expect(height).toBeGreaterThanOrEqual(44);
      }

      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'detached' });
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => isFocused(menuButton(page))).toBe(true);

      // A link in the menu goes where the row's link went.
      await page.keyboard.press('Enter');
      await menu(page).getByRole('link', { name: 'History', exact: true }).click();
      await page.waitForURL('**/history');
      await page.getByRole('heading', { name: 'ROUND HISTORY' }).waitFor();
    },
    TEST_MS,
  );

  it(
    'opens by a tap, closes with its close button, and joins a game by a code typed in the menu',
    async () => {
      await browser.newContext();
      const shared = browser.context.browser();
      if (!shared) throw new Error('No browser');
      const phone = await shared.newContext({
        baseURL: browser.baseUrl,
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'block',
        storageState: member,
      });
      try {
        const page = await phone.newPage();
        await page.goto('/leaderboard');
        await page
          .getByRole('heading', { name: /leaderboard/i })
          .first()
          .waitFor();
        // The leaderboard's header has the one way back to the card: no menu there.
        expect(await menuButton(page).count()).toBe(0);
        await page.goto('/');
        await menuButton(page).tap();
        await menu(page).waitFor();
        await menu(page).getByRole('button', { name: 'Close menu' }).tap();
        await menu(page).waitFor({ state: 'detached' });
        await expect.poll(() => isFocused(menuButton(page))).toBe(true);

        await menuButton(page).tap();
        const join = menu(page).getByRole('region', { name: 'Join a game' });
        await join
          .getByRole('textbox', { name: 'Game code' })
          .fill(` ${gameCode.slice(0, 3).toLowerCase()}-${gameCode.slice(3)}`);
        await join.getByRole('button', { name: 'Join' }).tap();
        await page.waitForURL(`**/play/${gameCode}`);
        await page.getByRole('heading', { name: LONGEST_COURSE_NAME }).waitFor();
        expect(await menu(page).count()).toBe(0);
      } finally {
        await phone.close();
      }
    },
    TEST_MS,
  );

  it(
    'keeps the links in the row on a desktop, with no Menu',
    async () => {
      const page = await browser.newContext({ width: 1280, storageState: member });
      await page.goto('/');
      for (const name of MEMBER_LINKS)
        await page.getByRole('banner').getByRole('link', { name, exact: true }).waitFor();
      expect(await menuButton(page).isVisible()).toBe(false);
    },
    TEST_MS,
  );

  it(
    'shows the way back into the game in the header row, moving nothing on the page',
    async () => {
      const page = await browser.newContext({ width: 360, storageState: member, waits: 'as on a phone' });
      await page.goto('/leaderboard');
      const back = page.getByRole('link', { name: `Back to game: ${LONGEST_COURSE_NAME}` });
      await back.waitFor();
      await headerFitsOneRow(page);
      // A phone shows its word whole; the game's name is in its accessible name and its title.
      expect(await back.getAttribute('title')).toBe(`Back to game: ${LONGEST_COURSE_NAME}`);
      expect(await back.innerText()).toBe('Game');
      const header = await box(page.getByRole('banner'));
      const link = await box(back);
      expect(link.y).toBeGreaterThanOrEqual(header.y);
      expect(link.y + link.height).toBeLessThanOrEqual(header.y + header.height);
      expect(await layoutShift(page)).toBeLessThan(0.001);
      if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'back-to-game-header.png') });
      await back.click();
      await page.waitForURL(`**/play/${gameCode}`);
      // On its own game's page, the way back is gone.
      await page.getByRole('heading', { name: /^Your card/ }).waitFor();
      expect(await back.count()).toBe(0);
    },
    TEST_MS,
  );

  it(
    'keeps the wordmark’s name in sight beside the way back at 320 and 360 px in German, on the card with its Reset and Menu too',
    async () => {
      const page = await browser.newContext({
        width: 320,
        storageState: member,
        locale: 'de-DE',
        waits: 'as on a phone',
      });
      // A slow answer to who is signed in: it comes only after the app has drawn the card.
      let answerWhoIsIn = () => {};
      await page.route('**/api/auth/user', async (route) => {
        await new Promise<void>((resolve) => (answerWhoIsIn = resolve));
        await route.continue();
      });
      for (const path of ['/', '/leaderboard']) {
        await page.setViewportSize({ width: 320, height: 740 });
        await page.goto(path);
        await page.getByRole('main').getByRole('heading').first().waitFor();
        const before = await layoutShift(page);
        if (path === '/') {
          // The app has the card once its Reset can be pressed.
          await expect.poll(() => page.getByRole('button', { name: 'Zurücksetzen' }).isEnabled()).toBe(true);
          answerWhoIsIn();
          await page.unrouteAll({ behavior: 'wait' });
        }
        const back = page.getByRole('link', { name: `Zurück zum Spiel: ${LONGEST_COURSE_NAME}` });
        await back.waitFor();
        // On the card the member's links are in the Menu beside Reset.
        if (path === '/') await page.getByRole('button', { name: 'Menü', exact: true }).waitFor();
        // The way back comes into room the row had: it moves nothing.
        expect((await layoutShift(page)) - before, path).toBeLessThan(0.001);
        for (const width of [320, 360]) {
          await page.setViewportSize({ width, height: 740 });
          await headerFitsOneRow(page);
          const wordmark = page.getByRole('banner').getByRole('link', { name: 'Pub Golf' });
          // The flag and the name beside it, not the flag alone.
          expect((await box(wordmark)).width, `${path} at ${width} px`).toBeGreaterThan(100);
          expect(await back.innerText()).toBe('Spiel');
          const controls = await page.getByRole('banner').locator('a:visible, button:visible').all();
          for (const control of controls) {
            const { x, width: wide } = await box(control);
            expect(x, `${path} at ${width} px`).toBeGreaterThanOrEqual(0);
            expect(x + wide, `${path} at ${width} px`).toBeLessThanOrEqual(width);
          }
        }
        if (SHOTS_DIR)
          await page.screenshot({ path: join(SHOTS_DIR, `back-to-game-de-${path.slice(1) || 'card'}.png`) });
      }
    },
    TEST_MS,
  );
});
