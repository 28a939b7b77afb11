import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { signInAsMember } from './members';
import { TEST_MS } from './wait';

const browser = useBrowser();

const COURSE_PATH = '/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f';

/** The lightness (0 to 1) of the page's background, as <body> paints it. */
function bodyLightness(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d');
    const colour = getComputedStyle(document.body).backgroundColor;
    const lightness = /^oklch\(([\d.]+)/.exec(colour)?.[1];
    if (lightness !== undefined) return Number(lightness);
    // An sRGB colour: its relative luminance stands in for lightness well enough to tell dark from light.
    if (!probe) throw new Error(`Cannot read ${colour}`);
    probe.fillStyle = colour;
    probe.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
}

const isDark = async (page: Page) => (await bodyLightness(page)) < 0.3;

/**
 * Holds the app's own scripts back, so what the page shows is the HTML, the stylesheet and the
 * inline theme script alone: the page as it first paints.
 */
async function withoutTheApp(page: Page) {
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
}

const themeSelect = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

describe('the dark theme', () => {
  it('paints the prerendered pages dark, with no script at all, when the phone is in dark mode', async () => {
    const page = await browser.newContext({ width: 360 });
    const noScript = await page.context().browser()?.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    if (!noScript) throw new Error('No browser');
    try {
      const dark = await noScript.newPage();
      for (const path of ['/', '/leaderboard', COURSE_PATH]) {
        await dark.goto(new URL(path, browser.baseUrl).href);
        await dark.getByRole('link', { name: 'Pub Golf' }).waitFor();
        expect(await isDark(dark), `${path} in dark mode`).toBe(true);
        expect(await dark.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
      }
      // The same page on a phone in light mode stays light.
      await page.emulateMedia({ colorScheme: 'light' });
      await withoutTheApp(page);
      await page.goto('/');
      await page.getByRole('link', { name: 'Pub Golf' }).waitFor();
      expect(await isDark(page)).toBe(false);
    } finally {
      await noScript.close();
    }
  });

  it(
    'switches with the in-app choice, keeps it after a reload, and paints it before the app starts',
    async () => {
      const page = await browser.newContext({ width: 360 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      await cardRendered(page);
      expect(await themeSelect(page).inputValue()).toBe('system');
      expect(await isDark(page)).toBe(false);

      await themeSelect(page).selectOption({ label: 'Dark' });
      await expect.poll(() => isDark(page)).toBe(true);
      await page.reload();
      await cardRendered(page);
      expect(await isDark(page)).toBe(true);
      expect(await themeSelect(page).inputValue()).toBe('dark');

      // The stored choice is on the page before any of the app's code has run, on a page the Worker
      // serves with its Content Security Policy, which allows the inline theme script by its hash.
      await withoutTheApp(page);
      const response = await page.goto('/leaderboard');
      expect(response?.headers()['content-security-policy']).toContain("'sha256-");
      await page.getByRole('heading', { name: 'Leaderboard' }).waitFor();
      expect(await isDark(page)).toBe(true);
      await page.unrouteAll();
      await page.goto('/');

      // Light wins over a phone in dark mode; System follows the phone again.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await cardRendered(page);
      await themeSelect(page).selectOption({ label: 'Light' });
      await expect.poll(() => isDark(page)).toBe(false);
      await page.reload();
      await cardRendered(page);
      expect(await isDark(page)).toBe(false);
      await themeSelect(page).selectOption({ label: 'System' });
      await expect.poll(() => isDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => isDark(page)).toBe(false);
    },
    TEST_MS,
  );

  // A member's card, course page, leaderboard and account are read by axe in the dark scheme in
  // e2e/phone-layout.test.ts, full of long names, at a phone's, a tablet's and a desktop's width.
  it(
    'has nothing axe finds on a guest’s card and a new member’s empty History, and the account offers System',
    async () => {
      const page = await browser.newContext({ width: 360 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      await cardRendered(page);
      expect(await isDark(page)).toBe(true);
      await expectNoViolations(page, '/ in dark (guest)');

      await signInAsMember(page, 'dark-theme-member@example.com', { open: '/history' });
      await page.getByRole('heading', { name: 'No Saved Rounds' }).waitFor();
      await expectNoViolations(page, '/history in dark');

      await page.goto('/account');
      await page.getByRole('region', { name: 'Subscription' }).getByText('Lifetime Access', { exact: true }).waitFor();
      expect(await themeSelect(page).inputValue()).toBe('system');
    },
    TEST_MS,
  );
});
