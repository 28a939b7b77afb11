import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { startLiveGame } from './live-game';
import { signInAsMember } from './members';

const browser = useBrowser();

/**
 * Every script a guest's phone fetches for the card until the network goes quiet, gzipped as a
 * deployed Worker serves it: the first paint's code and what loads right after it (toasts,
 * the update prompt). A new feature on the card pays for itself elsewhere or loads on demand.
 */
const IDLE_BUDGET_KB = 140;

/** The scripts `page` fetches opening `path` until the network is idle: their gzipped KB in all, and each. */
async function scriptsFetched(page: Page, path: string): Promise<{ totalKb: number; files: string }> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body).length),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(
    [...scripts].map(async ([file, size]) => `${file} ${((await size) / 1024).toFixed(1)} KB`),
  );
  const totalKb = (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, 0) / 1024;
  return { totalKb, files: sizes.sort().join('\n') };
}

/** What a guest's phone fetches on a game's join page today, gzipped, until the network is idle. */
const JOIN_CEILING_KB = 192;

describe('the JavaScript the card downloads', () => {
  it(`stays within ${IDLE_BUDGET_KB} KB gzip until the network is idle`, async () => {
    const page = await browser.newContext({ width: 360 });
    const { totalKb, files } = await scriptsFetched(page, '/');
    expect(totalKb, files).toBeLessThanOrEqual(IDLE_BUDGET_KB);
  });

  it(`a guest’s phone opening a game’s join link fetches at most ${JOIN_CEILING_KB} KB`, async () => {
    const host = await browser.newContext({ width: 360 });
    await signInAsMember(host, 'idle-javascript-host@example.com');
    const code = await startLiveGame(host, { name: 'Light Load Crawl', hostTeamName: 'Hosts' });

    const guest = await browser.newContext({ width: 360 });
    const card = await scriptsFetched(guest, '/');
    const guestJoining = await browser.newContext({ width: 360 });
    const join = await scriptsFetched(guestJoining, `/play/${code}`);
    // The app has the page: its form joins through the API.
    await guestJoining.getByRole('button', { name: 'Join game' }).waitFor();
    // The aim is no more than the card (`card.totalKb`); until a team's parts load apart from the
    // join page, it is held where it stands so it cannot grow.
    expect(join.totalKb, `/play/${code}:\n${join.files}\n\n/:\n${card.files}`).toBeLessThanOrEqual(JOIN_CEILING_KB);
  });
});
