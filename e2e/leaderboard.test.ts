import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { signInAsMember } from './members';

const browser = useBrowser();

/** Saves a round through the API as the signed-in member, as the app's autosave does; answers its id. */
async function saveRound(page: Page, teamName: string, scores: (number | null)[]): Promise<string> {
  const id = crypto.randomUUID();
  const status = await page.evaluate(
    async ({ id, teamName, scores }) => {
      const holes = scores.map((score, index) => ({ holeNumber: index + 1, par: 6, score }));
      const response = await fetch('/api/scorecards', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, teamName, date: '2026-11-21', holes, penalties: [] }),
      });
      return response.status;
    },
    { id, teamName, scores },
  );
  expect(status).toBe(201);
  return id;
}

/**
 * Nine holes at par 6 (the highest a board takes), each drunk in one sip but the last `overPar`
 * in two: a total of -45 + overPar, the lowest a fair round can go.
 */
const nearPerfect = (overPar: number) => Array.from({ length: 9 }, (_, index) => (index >= 9 - overPar ? 2 : 1));

/**
 * Opens the leaderboard as the service worker's copy of the page does, without the board the
 * Worker puts in its HTML: the app then asks for the board itself.
 */
async function openWithoutBoardInHtml(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/leaderboard',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="page-data">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/leaderboard');
}

const rows = (page: Page) => page.getByRole('list', { name: 'Top scores' }).getByRole('listitem');

describe('the leaderboard', () => {
  it('shows No Scores Yet when no complete round has been saved', async () => {
    const page = await browser.newContext({ width: 360 });
    // The shared server keeps the rounds other test files save: this board is an empty one.
    await page.route('**/api/leaderboard', (route) => route.fulfill({ json: [] }));
    await openWithoutBoardInHtml(page);
    await expect.poll(() => page.getByRole('heading', { name: 'No Scores Yet' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Top 10 lowest scores').isVisible()).toBe(true);
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
    await openWithoutBoardInHtml(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('The leaderboard could not be loaded');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  });

  it('lists complete rounds lowest first, with medals, team names and strokes', async () => {
    const member = await browser.newContext();
    await signInAsMember(member, 'leona@example.com');
    // Other test files save rounds on the same server: these are low enough to make the top 10
    // whatever they saved, and told apart by a tag.
    const tag = crypto.randomUUID().slice(0, 4).toUpperCase();
    const longName = `Extremely Long Named Team of Wandering Pub Golfers ${tag}`;
    await saveRound(member, `Birdies ${tag}`, nearPerfect(0));
    await saveRound(member, `Bogey ${tag}`, nearPerfect(2));
    const unnamed = await saveRound(member, '', nearPerfect(1));
    await saveRound(member, `Still Playing ${tag}`, [1, 1, 1, null, null, null, null, null, null]);
    await saveRound(member, longName, nearPerfect(3));

    const page = await browser.newContext({ width: 360 });
    await page.goto('/leaderboard');
    const unnamedTitle = `Team #${unnamed.slice(0, 6).toUpperCase()}`;
    const ours = async () =>
      (await rows(page).allTextContents()).filter((text) => text.includes(tag) || text.includes(unnamedTitle));
    await expect.poll(async () => (await ours()).length).toBe(4);
    const texts = await ours();
    expect(texts[0]).toContain(`Birdies ${tag}`);
    expect(texts[0]).toContain('-45 strokes');
    expect(texts[1]).toContain(unnamedTitle);
    expect(texts[1]).toContain('-44 strokes');
    expect(texts[2]).toContain(`Bogey ${tag}`);
    expect(texts[2]).toContain('-43 strokes');
    expect(texts[3]).toContain('-42 strokes');
    // The top place held alone wears the gold medal; other tests' rounds on the shared board may
    // tie it, and then it reads 'T1'.
    const top = rows(page).first();
    if ((await top.getByRole('img', { name: 'Position 1' }).count()) === 0) {
      expect(await top.textContent()).toMatch(/^T1/);
    }
    // A long team name is cut to fit a phone, never pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.getByText(`Still Playing ${tag}`).count()).toBe(0);
    await expectNoViolations(page, '/leaderboard with scores');
  });
});
