import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { buy, signInAs } from './members';

const browser = useBrowser();

/** Saves a round through the API as the signed-in member, as the app's autosave does. */
async function saveRound(page: Page, teamName: string, scores: (number | null)[]) {
  const status = await page.evaluate(
    async ({ teamName, scores }) => {
      const holes = scores.map((score, index) => ({ holeNumber: index + 1, par: 3, score }));
      const response = await fetch('/api/scorecards', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: crypto.randomUUID(), teamName, date: '2026-11-21', holes, penalties: [] }),
      });
      return response.status;
    },
    { teamName, scores },
  );
  expect(status).toBe(201);
}

const rows = (page: Page) => page.getByRole('list', { name: 'Top scores' }).getByRole('listitem');

describe('the leaderboard', () => {
  it('shows No Scores Yet when no complete round has been saved', async () => {
    const page = await browser.newContext({ width: 360 });
    // The shared server keeps the rounds other test files save: this board is an empty one.
    await page.route('**/api/leaderboard', (route) => route.fulfill({ json: [] }));
    await page.goto('/leaderboard');
    await expect.poll(() => page.getByRole('heading', { name: 'No Scores Yet' }).isVisible()).toBe(true);
    expect(await page.getByText('Top 10 lowest scores').isVisible()).toBe(true);
  });

  it('says so, with a way to try again, when the board cannot be loaded', async () => {
    const page = await browser.newContext({ width: 360 });
    browser.expectConsoleError(/status of 503/);
    let failing = true;
    await page.route('**/api/leaderboard', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down for a moment.' } } })
        : route.fallback(),
    );
    await page.goto('/leaderboard');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The leaderboard could not be loaded');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  });

  it('lists complete rounds lowest first, with medals, team names and strokes', async () => {
    const member = await browser.newContext();
    await signInAs(member, 'leona@example.com');
    await buy(member, 'Lifetime');
    await member.waitForURL((url) => url.pathname === '/');
    await saveRound(member, 'The Birdies', [2, 2, 3, 3, 3, 3, 3, 3, 3]);
    await saveRound(member, 'Bogey Brothers', [4, 4, 4, 3, 3, 3, 3, 3, 3]);
    await saveRound(member, '', [3, 3, 3, 3, 3, 3, 3, 3, 2]);
    await saveRound(member, 'Still Playing', [1, 1, 1, null, null, null, null, null, null]);
    await saveRound(member, 'The Extremely Long Named Team of Wandering Pub Golf Players', [5, 5, 5, 5, 5, 5, 5, 5, 5]);

    const page = await browser.newContext({ width: 360 });
    await page.goto('/leaderboard');
    await expect.poll(() => rows(page).count()).toBe(4);
    const texts = await rows(page).allTextContents();
    expect(texts[0]).toContain('The Birdies');
    expect(texts[0]).toContain('-2 strokes');
    expect(texts[1]).toMatch(/Team #[0-9A-F]{6}/);
    expect(texts[1]).toContain('-1 strokes');
    expect(texts[2]).toContain('Bogey Brothers');
    expect(texts[2]).toContain('+3 strokes');
    expect(texts[3]).toContain('+18 strokes');
    expect(await page.getByRole('img', { name: 'Position 1' }).isVisible()).toBe(true);
    // A long team name is cut to fit a phone, never pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.getByText('Still Playing').count()).toBe(0);
    await expectNoViolations(page, '/leaderboard with scores');
  });
});
