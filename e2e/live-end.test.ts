/**
 * The end of a live game: the final standings and the awards on every phone and the TV, an
 * alcohol-free team badged on every board, the way home, each team's card as the scorecard image,
 * the standings and awards as one results image, and a guest team's round kept once its player
 * signs up and subscribes.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { toastText, useBrowser } from './browser';
import { LONGEST_TEAM_NAME } from './fixtures/long-names';
import { layoutFaults } from './layout-faults';
import { buy, signInAsMember } from './members';
import { usePhones } from './phones';
import { SCENARIO_MS } from './wait';
import { openHostControls } from './live-game';
import { resultsImageHeight } from '../src/features/export/results-layout';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

const GAME = 'Last Orders On The Longest High Street In Town';
const HOST_TEAM = 'The Hosts';
/** The host, the guest team and these: more than the dozen the results image holds at 1080x1350. */
const OTHER_TEAMS = Array.from(
  { length: 12 },
  (_, index) => `${index + 1}. The Long Named Late Joiners Of Table ${index + 1}`,
);
const TEAM_COUNT = OTHER_TEAMS.length + 2;
/** 1350 for a dozen teams, one 64 px row taller for each team past them, and the two awards under them. */
const RESULTS_HEIGHT = resultsImageHeight(TEAM_COUNT, 2);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const liveBoard = (page: Page) => page.getByRole('region', { name: /^(LIVE BOARD|FINAL STANDINGS)$/ });
const boardRows = (page: Page) => liveBoard(page).getByRole('rowheader');

/** Presses `button` and answers the downloaded file's name and the PNG's width and height. */
async function downloadPng(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  return { name: download.suggestedFilename(), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A team joins from its own phone (its own cookies), without a page. */
async function joinByApi(code: string, teamName: string) {
  const shared = browser.context.browser();
  if (!shared) throw new Error('No browser');
  const phone = await shared.newContext({ baseURL: browser.baseUrl });
  const response = await phone.request.post(`/api/games/${code}/teams`, {
    data: { teamName },
    headers: { Origin: browser.baseUrl },
  });
  expect(response.status()).toBe(201);
  await phone.close();
}

/** The rounds in the signed-in member's History, read as the History page reads them. */
function historyRounds(page: Page): Promise<{ id: string; teamName: string }[]> {
  return page.evaluate(
    async () => (await (await fetch('/api/scorecards')).json()) as { id: string; teamName: string }[],
  );
}

describe('the end of a live game', () => {
  it(
    'shows every phone the final standings, exports the guest team’s card and the results, and keeps its round once after signing up',
    async () => {
      const email = `live-end-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const host = await browser.newContext({ width: 390 });
      await signInAsMember(host, `live-end-host-${crypto.randomUUID().slice(0, 8)}@example.com`);
      await host.getByRole('button', { name: 'Play live with other teams' }).click();
      const start = host.getByRole('dialog', { name: 'Play live with other teams' });
      await start.getByRole('textbox', { name: 'Your team name' }).fill(HOST_TEAM);
      await start.getByRole('textbox', { name: 'Game name' }).fill(GAME);
      await start.getByRole('textbox', { name: 'House rules (optional)' }).fill('Spills count twice\nLeft hand only');
      await start.getByRole('button', { name: 'Start live game' }).click();
      await start.getByText('Your game is live. Teams join with this code.').waitFor();
      const code = (await start.getByRole('definition').innerText()).trim();
      await start.getByRole('link', { name: 'Open the live game' }).click();
      await host.getByRole('heading', { name: `Your card: ${HOST_TEAM}` }).waitFor();
      const watchLink = (await host.getByRole('link', { name: 'Open the spectator board' }).getAttribute('href')) ?? '';

      // A guest team on a narrow phone, with the longest name a team may have, plays alcohol-free two holes (-1).
      const guest = (await anotherPhone({ width: 320 })).page;
      await guest.goto(`/play/${code}`);
      await guest.getByRole('textbox', { name: 'Team name' }).fill(LONGEST_TEAM_NAME);
      await guest.getByRole('checkbox', { name: 'We play alcohol-free' }).check();
      await guest.getByRole('button', { name: 'Join game' }).click();
      await guest.getByRole('heading', { name: `Your card: ${LONGEST_TEAM_NAME}` }).waitFor();
      await guest.getByRole('combobox', { name: 'Hole 1 score' }).selectOption('2');
      await guest.getByRole('combobox', { name: 'Hole 2 score' }).selectOption('3');
      await host.getByRole('combobox', { name: 'Hole 1 score' }).selectOption('3');
      for (const team of OTHER_TEAMS) await joinByApi(code, team);
      await expect.poll(() => boardRows(host).count()).toBe(TEAM_COUNT);

      await (await openHostControls(host)).getByRole('button', { name: 'End game' }).click();
      await host.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();

      // Host, team and spectator all see the final standings, every team on them.
      const tv = (await anotherPhone({ width: 1920 })).page;
      await tv.goto(watchLink);
      // The TV turns its pages; listing every team stops them, for the rows to be counted.
      await liveBoard(tv).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
      await tv.getByRole('button', { name: 'Show all teams' }).click();
      for (const page of [host, guest, tv]) {
        await liveBoard(page).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
        await expect.poll(() => boardRows(page).count()).toBe(TEAM_COUNT);
        await expect.poll(() => page.getByRole('button', { name: 'Share results' }).isVisible()).toBe(true);
      }
      // The guest team won at -1; every other team is level on 0 and shares second place.
      const rowText = (index: number) => liveBoard(tv).getByRole('row').nth(index).innerText();
      await expect
        .poll(async () => (await rowText(1)).replace(/\s+/g, ' '))
        .toMatch(/^1 The Extremely Long .* -1 BELOW PAR$/);
      expect((await rowText(TEAM_COUNT)).replace(/\s+/g, ' ')).toMatch(/^T2 .* 0 ON PAR$/);
      // The alcohol-free team is on the same board as everyone, with its badge, on the TV and the host's phone.
      expect(await rowText(1)).toContain('Alcohol-free');
      const guestOnHost = liveBoard(host).getByRole('row').filter({ hasText: 'The Extremely Long' });
      expect(await guestOnHost.innerText()).toContain('Alcohol-free');
      expect(await liveBoard(host).getByText('Alcohol-free').count()).toBe(1);

      // The awards, with their rules, on the TV and every phone: one under par, a clean card shared.
      for (const page of [tv, guest, host]) {
        const awards = page.getByRole('region', { name: 'Awards' });
        await awards.waitFor();
        const underPar = awards.getByRole('listitem').filter({ hasText: 'Under par' });
        expect((await underPar.innerText()).replace(/\s+/g, ' ')).toMatch(
          /^Under par The Extremely Long .* 1 hole under par Most holes played under par\.$/i,
        );
        const clean = awards.getByRole('listitem').filter({ hasText: 'Clean card' });
        expect(await clean.innerText()).toMatch(/and The Hosts/);
        expect(await awards.getByRole('listitem').count()).toBe(2);
      }

      // The house rules the host wrote, one tap away on the guest's phone and on the TV.
      await guest.getByText('House rules', { exact: true }).click();
      for (const page of [guest, tv]) {
        await page.getByRole('listitem').filter({ hasText: 'Spills count twice' }).waitFor();
        await page.getByRole('listitem').filter({ hasText: 'Left hand only' }).waitFor();
      }

      // The way home: the maps app's directions, the destination left to the player.
      const home = guest.getByRole('region', { name: 'Getting home' });
      const directions = home.getByRole('link', { name: 'Directions from the last bar' });
      expect(await directions.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1/);
      expect(await home.innerText()).toContain('Never drive after drinking.');

      // The spectator shares the results: no share sheet here, so the image downloads, a row a team.
      const results = await downloadPng(tv, 'Share results');
      expect(results.name).toMatch(/^pubgolf-results-\d+\.png$/);
      expect({ width: results.width, height: results.height }).toEqual({ width: 1080, height: RESULTS_HEIGHT });
      await tv.getByRole('dialog', { name: 'Share results' }).getByText('Results image downloaded!').waitFor();
      await expectNoViolations(tv, 'the results dialog');
      await tv.keyboard.press('Escape');
      await expect
        .poll(() => tv.getByRole('button', { name: 'Share results' }).evaluate((b) => b === document.activeElement))
        .toBe(true);

      // The guest's narrow phone: the standings, both exports and the offer to keep the round, laid out cleanly.
      await guest.getByRole('link', { name: 'Sign up to keep this round' }).waitFor();
      expect(await layoutFaults(guest)).toEqual([]);
      await expectNoViolations(guest, 'the final standings on a guest team’s phone');

      // A phone with a share sheet that takes files (stood in for here) shares the image instead.
      await host.evaluate(() => {
        const shared: { name: string; type: string; size: number }[] = [];
        Object.assign(window, { shared });
        Object.defineProperty(navigator, 'canShare', {
          configurable: true,
          value: (data: ShareData) => (data.files ?? []).every((file) => file.type === 'image/png'),
        });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: ShareData) => {
            const file = data.files?.[0];
            if (file) shared.push({ name: file.name, type: file.type, size: file.size });
          },
        });
      });
      await host.getByRole('button', { name: 'Share results' }).click();
      const hostResults = host.getByRole('dialog', { name: 'Share results' });
      await hostResults.getByText('Results image ready to share.').waitFor();
      await hostResults.getByRole('button', { name: 'Share', exact: true }).click();
      const sharedFiles = () =>
        host.evaluate(() => (window as unknown as { shared: { name: string; type: string; size: number }[] }).shared);
      await expect.poll(sharedFiles).toHaveLength(1);
      expect((await sharedFiles())[0]).toMatchObject({
        name: expect.stringMatching(/^pubgolf-results-\d+\.png$/),
        type: 'image/png',
      });
      await host.keyboard.press('Escape');

      // The guest team exports its own card as the scorecard image.
      const card = await downloadPng(guest, 'Export your card');
      expect(card.name).toMatch(/^pubgolf-scorecard-\d+\.png$/);
      expect({ width: card.width, height: card.height }).toEqual({ width: 1080, height: 1350 });
      await guest.keyboard.press('Escape');
      await guest.getByRole('dialog', { name: 'Export Scorecard' }).waitFor({ state: 'detached' });
      const hostExport = host.getByRole('button', { name: 'Export your card' });
      await expect.poll(() => hostExport.isVisible()).toBe(true);
      // On the dark end-of-game panel the second button is outlined in the panel's colour, not a white block.
      expect(await hostExport.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
      // A member's round was kept at the end: the host is not asked to sign up.
      expect(await host.getByRole('link', { name: 'Sign up to keep this round' }).count()).toBe(0);

      // The guest signs up (the normal sign-in, then a subscription), and the round goes to History.
      await guest.route('**/api/login', (route) =>
        route.continue({ url: `${browser.baseUrl}/api/login?login_hint=${encodeURIComponent(email)}` }),
      );
      await guest.getByRole('link', { name: 'Sign up to keep this round' }).click();
      await guest.waitForURL((url) => url.pathname === '/subscribe');
      await guest.getByText('TEST MODE').waitFor();
      await buy(guest, 'Lifetime');
      await toastText(guest, `${LONGEST_TEAM_NAME} in ${GAME} is in your History.`).waitFor();
      await expect
        .poll(async () => (await historyRounds(guest)).map((round) => round.teamName))
        .toEqual([LONGEST_TEAM_NAME]);

      // Reloading, a second tab, or the request asked again after a lost answer keep no second round.
      await guest.reload();
      const secondTab = await guest.context().newPage();
      await secondTab.goto(`/play/${code}`);
      await liveBoard(secondTab).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
      expect(await secondTab.getByRole('link', { name: 'Sign up to keep this round' }).count()).toBe(0);
      const retried = await secondTab.evaluate(
        async (path) => (await fetch(path, { method: 'POST' })).status,
        `/api/games/${code}/keep`,
      );
      expect(retried).toBe(200);
      await guest.goto('/history');
      await guest.getByRole('heading', { name: LONGEST_TEAM_NAME }).waitFor();
      expect(await guest.getByRole('heading', { name: LONGEST_TEAM_NAME }).count()).toBe(1);
      expect(await historyRounds(guest)).toHaveLength(1);
    },
    SCENARIO_MS,
  );
});
