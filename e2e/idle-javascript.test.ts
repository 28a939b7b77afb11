import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { startLiveGame } from './live-game';
import { signInAsMember } from './members';

// The scripts fetched until the network is quiet: the work deferred until the page settles starts when a phone's would.
const browser = useBrowser({ waits: 'as on a phone' });

/**
 * Every script a guest's phone fetches for the card until the network goes quiet, gzipped as a
 * deployed Worker serves it: the first paint's code and what loads right after it (toasts,
 * the update prompt). A new feature on the card pays for itself elsewhere or loads on demand.
 */
const IDLE_BUDGET_KB = 140;

/** The scripts `page` fetches opening `path` until the network is idle: their gzipped KB in all, and each. */
async function scriptsFetched(page: Page, path: string): Promise<{ totalKb: number; files: string }> {
  const scripts = new Map<string, Promise<number>>();
  const measure = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body).length),
    );
  };
  page.on('response', measure);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // What the page fetches later (a team's parts as it joins) is not this count's, and its body
  // would be asked for after the page has closed.
  page.off('response', measure);
  const sizes = await Promise.all(
    [...scripts].map(async ([file, size]) => `${file} ${((await size) / 1024).toFixed(1)} KB`),
  );
  const totalKb = (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, 0) / 1024;
  return { totalKb, files: sizes.sort().join('\n') };
}

describe('the JavaScript the card downloads', () => {
  it(`stays within ${IDLE_BUDGET_KB} KB gzip until the network is idle`, async () => {
    const page = await browser.newContext({ width: 360 });
    const { totalKb, files } = await scriptsFetched(page, '/');
    expect(totalKb, files).toBeLessThanOrEqual(IDLE_BUDGET_KB);
  });

  /**
   * What a guest's phone fetches on a game's join page, gzipped, until the network is idle, is no
   * more than what `/` fetches in the same run: the join form, the board (read over HTTP until the
   * phone joins) and the invitation, with their English words written in their code as the
   * card's are; none of a team's page (its socket, card, host's menus, clock, finale, the words of
   * its top), the language runtime, a catalog to fetch or the QR library.
   */
  it('a guest’s phone opening a game’s join link fetches no more than /, and its card as it joins', async () => {
    const host = await browser.newContext({ width: 360 });
    await signInAsMember(host, 'idle-javascript-host@example.com');
    const code = await startLiveGame(host, { name: 'Light Load Crawl', hostTeamName: 'Hosts' });

    const guest = await browser.newContext({ width: 360 });
    const card = await scriptsFetched(guest, '/');
    const guestJoining = await browser.newContext({ width: 360 });
    // A slow signal: the team's parts come only when let through.
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await guestJoining.route('**/assets/play-team-parts-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const join = await scriptsFetched(guestJoining, `/play/${code}`);
    // The app has the page: its form joins through the API.
    await guestJoining.getByRole('button', { name: 'Join game' }).waitFor();
    expect(
      join.totalKb,
      `/play/${code}:\n${join.files}\n\n/ (${card.totalKb.toFixed(1)} KB):\n${card.files}`,
    ).toBeLessThanOrEqual(card.totalKb);
    expect(join.files).not.toMatch(/play-team-parts|qr-code|translate/);

    // Joined before the card's code has come: the card says it is loading, and shows nothing to tap.
    await guestJoining.getByRole('textbox', { name: 'Team name' }).fill('Light Birdies');
    await guestJoining.getByRole('button', { name: 'Join game' }).click();
    await guestJoining.getByRole('heading', { name: 'Your card: Light Birdies' }).waitFor();
    await expect.poll(() => guestJoining.getByRole('status').getByText('Loading your card…').isVisible()).toBe(true);
    expect(await guestJoining.getByRole('combobox', { name: 'Hole 1 score' }).count()).toBe(0);
    letThrough();
    await guestJoining.getByRole('combobox', { name: 'Hole 1 score' }).selectOption('3');
    expect(await guestJoining.getByText('Loading your card…').count()).toBe(0);
  });
});
