import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAsMember } from './members';
import { WAIT_MS } from './wait';

const browser = useBrowser();
const ROUNDS = 120;
const teamName = (n: number) => `The Long-Named Wandering Crawlers No. ${String(n).padStart(3, '0')}`;

/** Saves ROUNDS complete rounds through the API, oldest first. */
async function seedRounds(page: Page): Promise<void> {
  const statuses = await page.evaluate(
    async ({ names }) => {
      const holes = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3, score: 3 }));
      const penalties = Array.from({ length: 20 }, (_, index) => ({
        id: `p${index}`,
        name: `Penalty ${index}`,
        count: 0,
      }));
      const statuses: number[] = [];
      // One after the other, so the numbers follow the names.
      for (const name of names) {
        const response = await fetch('/api/scorecards', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ teamName: name, date: '2026-11-21', holes, penalties }),
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    { names: Array.from({ length: ROUNDS }, (_, index) => teamName(index + 1)) },
  );
  expect(statuses.every((status) => status === 201)).toBe(true);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Saved rounds' }).getByRole('article');

describe('History with many rounds', () => {
  it('shows the newest 50, loads the rest on scrolling and with Load more, and clears all 120', async () => {
    const page = await browser.newContext({ width: 360 });
    await signInAsMember(page, 'history-paging@example.com');
    await seedRounds(page);

    await page.goto('/history');
    await expect.poll(() => page.getByText(`${ROUNDS} saved rounds`).isVisible()).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(50);
    expect(await cards(page).first().getByRole('heading').textContent()).toBe(teamName(120));
    await expect.poll(() => page.getByText('Showing 50 of 120 rounds').isVisible()).toBe(true);

    // Scrolling to the end of the list loads the next page, once the app has taken over the painted
    // list. The page is scrolled, not the button: the button gives way to the next page as it loads.
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await expect.poll(() => loadMore.isEnabled()).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(100);

    // The keyboard reaches Load more; the last page ends the list, and the button goes.
    if (await loadMore.isVisible()) {
      await loadMore.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => cards(page).count()).toBe(ROUNDS);
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached', timeout: WAIT_MS });
    expect(await cards(page).last().getByRole('heading').textContent()).toBe(teamName(1));

    await page.getByRole('button', { name: 'Clear All History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear All History' });
    await expect.poll(() => dialog.getByText(`This will delete all ${ROUNDS} scorecards.`).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Clear All History' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'No Saved Rounds' }).isVisible()).toBe(true);
    const left = await page.evaluate(async () => (await fetch('/api/scorecards')).headers.get('X-Total-Count'));
    expect(left).toBe('0');
  });

  it('says when the next page failed to load, and Load more tries again', async () => {
    const page = await browser.newContext({ width: 390 });
    await signInAsMember(page, 'history-paging-offline@example.com');
    await seedRounds(page);
    await page.goto('/history');
    await expect.poll(() => cards(page).count()).toBe(50);

    browser.expectConsoleError(/Failed to load resource|503/);
    await page.route('**/api/scorecards?before=*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect
      .poll(() => page.getByText('More rounds could not be loaded. Check your connection, then try again.').isVisible())
      .toBe(true);
    expect(await cards(page).count()).toBe(50);

    await page.unroute('**/api/scorecards?before=*');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(100);
  });
});
