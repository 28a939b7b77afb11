import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { signInAs, signInAsMember } from './members';
import { usePhones } from './phones';
import { SCENARIO_MS, TEST_MS } from './wait';
import { openHostControls } from './live-game';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

const HOST_EMAIL = 'paths-host@example.com';
const GAME = 'Friday Crawl Down The Whole Of The Old High Street';
const HOST_TEAM = 'The Hosts With The Most Spilled Drinks On A Friday';

const scoreSelect = (page: Page, hole: number) => page.getByRole('combobox', { name: `Hole ${hole} score` });
const liveBoard = (page: Page) => page.getByRole('region', { name: /^(LIVE BOARD|FINAL STANDINGS)$/ });
const teamRow = (page: Page, team: string) =>
  liveBoard(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${team}( |$)`) }) });
const rowText = async (page: Page, team: string) =>
  ((await teamRow(page, team).count()) === 1 ? await teamRow(page, team).innerText() : '').replace(/\s+/g, ' ');
const joinBox = (page: Page) => page.getByRole('region', { name: 'Join a game' });

async function typeCode(page: Page, typed: string) {
  const box = joinBox(page);
  await box.getByRole('textbox', { name: 'Game code' }).fill(typed);
  await box.getByRole('button', { name: 'Join' }).click();
}

async function join(page: Page, teamName: string) {
  await page.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await page.getByRole('button', { name: 'Join game' }).click();
  await page.getByRole('heading', { name: `Your card: ${teamName}` }).waitFor();
}

describe('the paths around a live game', () => {
  it(
    'finds a game by a code typed as heard, leads host, team and the member’s other browser back, marks ties and opens any card',
    async () => {
      // The host names their own team in the start dialog; it starts as their first name.
      const host = await browser.newContext({ width: 390 });
      await signInAsMember(host, HOST_EMAIL);
      await host.getByRole('button', { name: 'Play live with other teams' }).click();
      const start = host.getByRole('dialog', { name: 'Play live with other teams' });
      const hostTeamField = start.getByRole('textbox', { name: 'Your team name' });
      await expect.poll(() => hostTeamField.inputValue()).toBe('Paths');
      await hostTeamField.fill(HOST_TEAM);
      await start.getByRole('textbox', { name: 'Game name' }).fill(GAME);
      await start.getByRole('button', { name: 'Start live game' }).click();
      await start.getByText('Your game is live. Teams join with this code.').waitFor();
      const code = (await start.getByRole('definition').innerText()).trim();
      await start.getByRole('link', { name: 'Open the live game' }).click();
      await host.getByRole('heading', { name: `Your card: ${HOST_TEAM}` }).waitFor();
      const watchLink = (await host.getByRole('link', { name: 'Open the spectator board' }).getAttribute('href')) ?? '';

      // A guest team types the code as it was read out: lower case, with a space.
      const birdies = await anotherPhone({ width: 320 });
      await birdies.page.goto('/');
      await typeCode(birdies.page, ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`);
      await birdies.page.waitForURL(`**/play/${code}`);
      await join(birdies.page, 'Birdies');
      const eagles = await anotherPhone({ width: 360 });
      await eagles.page.goto(`/play/${code}`);
      await join(eagles.page, 'Eagles');

      // Wandering off to the home page, the team finds its way back.
      await birdies.page.goto('/');
      await birdies.page.getByRole('link', { name: `Back to game: ${GAME}` }).click();
      await birdies.page.getByRole('heading', { name: 'Your card: Birdies' }).waitFor();
      expect(await birdies.page.getByRole('link', { name: `Back to game: ${GAME}` }).count()).toBe(0);

      // So does the host, and the host's second browser, signed in as the same member.
      await host.goto('/history');
      await host.getByRole('link', { name: `Back to game: ${GAME}` }).waitFor();
      const laptop = await anotherPhone({ width: 1280 });
      await signInAs(laptop.page, HOST_EMAIL);
      await laptop.page.getByRole('link', { name: `Back to game: ${GAME}` }).click();
      await laptop.page.waitForURL(`**/play/${code}`);
      await laptop.page.getByRole('heading', { name: GAME, level: 1 }).waitFor();

      // Level totals share a place on every board: the host's and the team's, and the TV's.
      await host.getByRole('link', { name: `Back to game: ${GAME}` }).click();
      await scoreSelect(host, 1).selectOption('4');
      await scoreSelect(birdies.page, 1).selectOption('4');
      await scoreSelect(eagles.page, 1).selectOption('5');
      await eagles.page.getByRole('button', { name: 'Increase Spilled Drink' }).click();
      await eagles.page.getByRole('button', { name: 'Increase Spilled Drink' }).click();
      const tv = await anotherPhone({ width: 1920 });
      await tv.page.goto(watchLink);
      for (const page of [host, birdies.page, tv.page]) {
        await expect.poll(() => rowText(page, 'Birdies')).toMatch(/^T1 Birdies.* 1\/9 \+1 ABOVE PAR$/);
        await expect.poll(() => rowText(page, HOST_TEAM)).toMatch(/^T1 /);
        await expect.poll(() => rowText(page, 'Eagles')).toMatch(/^3 Eagles.* 1\/9 \+4 ABOVE PAR$/);
        expect(await liveBoard(page).getByText('Level totals share a place.').count()).toBe(1);
      }

      // Anyone who sees the board opens a team's card, read-only, and leaves it with Escape.
      for (const page of [birdies.page, tv.page]) {
        const eaglesButton = liveBoard(page).getByRole('button', { name: 'Eagles', exact: true });
        await eaglesButton.click();
        const card = page.getByRole('dialog', { name: 'Card: Eagles' });
        const holeOne = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) });
        await expect.poll(() => holeOne.innerText()).toMatch(/5\s*\+2/);
        await expect
          .poll(() => card.getByRole('region', { name: 'Penalties' }).innerText())
          .toMatch(/Spilled Drink\s*\+2/);
        expect(await card.getByRole('combobox').count()).toBe(0);
        await expectNoViolations(page, 'a team’s card from the board');
        await page.keyboard.press('Escape');
        await card.waitFor({ state: 'detached' });
        await expect.poll(() => eaglesButton.evaluate((button) => button === document.activeElement)).toBe(true);
      }

      // The end: the way back in now leads to the final standings.
      await (await openHostControls(host)).getByRole('button', { name: 'End game' }).click();
      await host.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
      await expect.poll(() => liveBoard(birdies.page).getByRole('heading').innerText()).toBe('FINAL STANDINGS');
      await birdies.page.goto('/');
      await birdies.page.getByRole('link', { name: `Final standings: ${GAME}` }).click();
      await liveBoard(birdies.page).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();

      // A code typed on a phone that never joined opens the ended game's final standings.
      const late = await anotherPhone({ width: 360 });
      await late.page.goto('/');
      await typeCode(late.page, code.toLowerCase().replace(/^(...)/, '$1-'));
      await liveBoard(late.page).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
      expect(await rowText(late.page, 'Eagles')).toMatch(/^3 Eagles/);
    },
    SCENARIO_MS,
  );

  it(
    'says what a code looks like, and that no live game has an unknown one, from the home page and the 404 page',
    async () => {
      browser.expectConsoleError(/status of 404/);
      const page = await browser.newContext({ width: 320 });
      await page.goto('/');
      await typeCode(page, 'pub');
      expect(await joinBox(page).getByRole('alert').innerText()).toBe(
        "A game code is 6 letters and digits, like 7KX4PM: check it on the host's screen.",
      );
      expect(new URL(page.url()).pathname).toBe('/');
      await expectNoViolations(page, 'the Join a game box with a wrong code');

      await typeCode(page, 'zz-zz zz');
      await page.waitForURL('**/play/ZZZZZZ');
      await page.getByText('No live game has this code.', { exact: false }).waitFor();

      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await typeCode(page, 'zzzzzz');
      await page.waitForURL('**/play/ZZZZZZ');
      await page.getByText('No live game has this code.', { exact: false }).waitFor();
    },
    TEST_MS,
  );
});
