import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';
import { placeholderCutOff } from './layout-faults';

const browser = useBrowser();

/** Standing in the doorway of the Lamb & Flag, Covent Garden. */
const COVENT_GARDEN = { latitude: 51.5117, longitude: -0.126 };

const dialog = (page: Page) => page.getByRole('dialog');

async function openFinder(page: Page, hole: number) {
  await page.getByRole('button', { name: `Add Bar for hole ${hole}` }).click();
  await expect
    .poll(() =>
      dialog(page)
        .getByRole('heading', { name: `Find a Bar for Hole ${hole}` })
        .isVisible(),
    )
    .toBe(true);
}

async function search(page: Page, text: string) {
  await dialog(page).getByRole('searchbox', { name: 'Search for bars' }).fill(text);
  await dialog(page).getByRole('button', { name: 'Search' }).click();
}

describe.each([360, 1280])('Find a Bar at %i px', (width) => {
  it('finds nearby bars with distances and puts the pick on the card', async () => {
    // A reader from Ireland walks in metres and kilometres.
    const page = await browser.newContext({ width, geolocation: COVENT_GARDEN, locale: 'en-IE' });
    await page.goto('/');
    await openFinder(page, 1);
    // Distances need the position, which the browser hands over a moment after the dialog opens.
    await expect.poll(() => dialog(page).getByText('Nearest bars first, using your location.').isVisible()).toBe(true);

    await search(page, 'London');
    const results = dialog(page).getByRole('list', { name: 'Bars found' }).getByRole('button');
    await expect.poll(() => results.count()).toBeGreaterThan(5);
    const first = (await results.first().textContent()) ?? '';
    expect(first).toContain('Lamb & Flag');
    expect(first).toMatch(/\d+ m$/);
    await expect.poll(() => dialog(page).getByText('Open Now').first().isVisible()).toBe(true);
    await expect.poll(() => dialog(page).getByText('Closed').first().isVisible()).toBe(true);
    expect(
      await dialog(page)
        .getByText(/\d+\.\d km/)
        .first()
        .isVisible(),
    ).toBe(true);

    await results.filter({ hasText: 'The Harp' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    const barLink = page.getByRole('link', { name: 'The Harp' });
    const href = (await barLink.getAttribute('href')) ?? '';
    expect(await barLink.getAttribute('target')).toBe('_blank');
    expect(href).toContain('query=51.5098%2C-0.1253');
    expect(href).toContain('query_place_id=');
    await expect.poll(() => page.getByRole('button', { name: 'Change bar for hole 1' }).isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'The Harp' }).isVisible()).toBe(true);
  });
});

describe('Find a Bar', () => {
  it('still searches when location is refused, and says how to fix it', async () => {
    const page = await browser.newContext({ width: 320, geolocation: 'denied' });
    await page.goto('/');
    await openFinder(page, 2);
    expect(await placeholderCutOff(dialog(page).getByRole('searchbox', { name: 'Search for bars' }))).toBe(0);
    await expect
      .poll(() =>
        dialog(page)
          .getByText(/^Location is off: search by bar name, area or city\./)
          .isVisible(),
      )
      .toBe(true);

    await search(page, 'Dublin');
    const results = dialog(page).getByRole('list', { name: 'Bars found' }).getByRole('button');
    await expect.poll(() => results.count()).toBeGreaterThan(5);
    expect(await results.first().textContent()).not.toMatch(/\d+(\.\d)? k?m$/);
  });

  it('works from the keyboard: Enter searches, arrows move, Enter picks, Escape closes', async () => {
    const page = await browser.newContext({ geolocation: COVENT_GARDEN });
    await page.goto('/');
    await openFinder(page, 4);
    const box = dialog(page).getByRole('searchbox', { name: 'Search for bars' });
    await box.fill('new york');
    await box.press('Enter');
    const results = dialog(page).getByRole('list', { name: 'Bars found' }).getByRole('button');
    await expect.poll(() => results.count()).toBeGreaterThan(5);

    await box.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = (await results.nth(1).textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    const picked = await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '4' }) })
      .getByRole('link')
      .textContent();
    expect(second.startsWith(picked ?? '???')).toBe(true);
    // Focus lands on the control that replaced 'Add Bar', not lost to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Change bar for hole 4');

    await page.getByRole('button', { name: 'Change bar for hole 4' }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('tells the team when the search fails', async () => {
    const page = await browser.newContext({ geolocation: COVENT_GARDEN });
    browser.expectConsoleError(/status of 502/);
    await page.goto('/');
    await openFinder(page, 5);
    await search(page, 'upstream-failure');
    await expect.poll(() => toastText(page, 'Unable to search for bars. Please try again.').isVisible()).toBe(true);
    await expect.poll(() => dialog(page).getByRole('button', { name: 'Search' }).isEnabled()).toBe(true);
  });
});
