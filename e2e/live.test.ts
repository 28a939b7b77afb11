import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { savedRoundListSchema } from '../domain/rounds';
import { expectNoViolations } from './axe';
import { toastText, useBrowser } from './browser';
import { signInAsMember } from './members';
import { OFFLINE_REQUEST, usePhones } from './phones';
import { SCENARIO_MS } from './wait';
import { openHostControls } from './live-game';

const browser = useBrowser();

const anotherPhone = usePhones(browser);

const scoreSelect = (page: Page, hole: number) => page.getByRole('combobox', { name: `Hole ${hole} score` });
const liveBoard = (page: Page) => page.getByRole('region', { name: /^(LIVE BOARD|FINAL STANDINGS)$/ });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A team's row on a board: its place, name and badges, holes played, total and par status. */
const teamRow = (page: Page, team: string) =>
  liveBoard(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(team)}( |$)`) }) });
const rowText = async (page: Page, team: string) =>
  ((await teamRow(page, team).count()) === 1 ? await teamRow(page, team).innerText() : '').replace(/\s+/g, ' ');
const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });

async function joinAs(page: Page, code: string, teamName: string) {
  await page.goto(`/play/${code}`);
  await page.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await page.getByRole('button', { name: 'Join game' }).click();
  await page.getByRole('heading', { name: `Your card: ${teamName}` }).waitFor();
}

async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

describe('a live game', () => {
  it(
    'is played by a host, two guest teams and a spectator on four phones, converges after a network drop, and keeps the host’s round',
    async () => {
      // The host: a member on the main card. No share sheet here, so Share copies the link.
      const host = await browser.newContext();
      await host.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
      await signInAsMember(host, 'live-host@example.com');

      await host.getByRole('button', { name: 'Play live with other teams' }).click();
      const start = host.getByRole('dialog', { name: 'Play live with other teams' });
      await start.getByRole('textbox', { name: 'Game name' }).fill('Friday Crawl');
      await start.getByRole('button', { name: 'Start live game' }).click();
      await start.getByText('Your game is live. Teams join with this code.').waitFor();
      const code = (await start.getByRole('definition').innerText()).trim();
      expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{6}$/);
      // The QR code is drawn by a library loaded when the dialog first shows one.
      await start.getByRole('img', { name: `QR code of the join link ${browser.baseUrl}/play/${code}` }).waitFor();
      await start.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => toastText(host, 'Link copied!').isVisible()).toBe(true);
      expect(await host.evaluate(() => navigator.clipboard.readText())).toBe(`${browser.baseUrl}/play/${code}`);
      const watchLink = await start.getByRole('link', { name: 'Open the spectator board' }).getAttribute('href');
      expect(watchLink).toMatch(new RegExp(`^${browser.baseUrl}/watch/[0-9a-f]{64}$`));
      await start.getByRole('link', { name: 'Open the live game' }).click();
      await host.waitForURL(`**/play/${code}`);
      await host.getByRole('heading', { name: 'Friday Crawl', level: 1 }).waitFor();
      const hostTeam = ((await host.getByRole('heading', { name: /^Your card: / }).innerText()) ?? '').replace(
        /^Your card: /,
        '',
      );

      // Two guest teams on phones, no account; a spectator on the bar's TV.
      const birdies = await anotherPhone({ width: 360, allow: [OFFLINE_REQUEST] });
      await joinAs(birdies.page, code, 'Birdies');
      const eagles = await anotherPhone({ width: 360, allow: [OFFLINE_REQUEST] });
      await joinAs(eagles.page, code, 'Eagles');
      const tv = await anotherPhone({ width: 1920 });
      await tv.page.goto(watchLink ?? '');
      await tv.page.getByRole('heading', { name: 'Friday Crawl', level: 1 }).waitFor();

      const everyBoard = [host, birdies.page, eagles.page, tv.page];
      for (const page of everyBoard) {
        await expect.poll(() => rowText(page, 'Birdies')).toContain('0/9');
        await expect.poll(() => rowText(page, 'Eagles')).toContain('0/9');
      }
      expect(await rowText(tv.page, hostTeam)).toContain('Host');

      // A score on one phone shows on every board.
      await scoreSelect(birdies.page, 1).selectOption('5');
      for (const page of everyBoard) {
        await expect.poll(() => rowText(page, 'Birdies')).toMatch(/1\/9 \+2 ABOVE PAR/);
      }
      expect(await birdies.page.getByTestId('total-score').textContent()).toBe('+2');
      expect(await birdies.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoViolations(birdies.page, `/play/${code} for a guest team`);
      await expectNoViolations(tv.page, '/watch/{id} on a TV');

      // Eagles lose signal: the others see them offline; their two holes wait on the phone.
      await setOffline(eagles.context, eagles.page, true);
      await expect.poll(() => connection(eagles.page).innerText()).toMatch(/^Offline/);
      for (const page of [host, birdies.page, tv.page]) {
        await expect.poll(() => rowText(page, 'Eagles')).toContain('offline');
      }
      await scoreSelect(eagles.page, 1).selectOption('2');
      await scoreSelect(eagles.page, 2).selectOption('2');
      await expect.poll(() => connection(eagles.page).innerText()).toContain('2 changes saved on this phone');
      expect(await eagles.page.getByTestId('total-score').textContent()).toBe('-2');
      expect(await rowText(host, 'Eagles')).toContain('0/9');

      // Back online: every board agrees, Eagles in the lead and online again.
      await setOffline(eagles.context, eagles.page, false);
      for (const page of everyBoard) {
        await expect.poll(() => rowText(page, 'Eagles')).toMatch(/^1 Eagles.*2\/9 -2 BELOW PAR$/);
        expect(await rowText(page, 'Eagles')).not.toContain('offline');
      }
      await expect.poll(() => connection(eagles.page).getAttribute('data-status')).toBe('open');

      // A change made offline survives the page being closed: it goes when the team opens the game again.
      await setOffline(birdies.context, birdies.page, true);
      await scoreSelect(birdies.page, 2).selectOption('3');
      await birdies.page.close();
      await birdies.context.setOffline(false);
      const birdiesAgain = await birdies.context.newPage();
      await birdiesAgain.goto(`/play/${code}`);
      for (const page of [host, eagles.page, tv.page, birdiesAgain]) {
        await expect.poll(() => rowText(page, 'Birdies')).toMatch(/2\/9 \+2 ABOVE PAR/);
      }
      expect(await scoreSelect(birdiesAgain, 2).inputValue()).toBe('3');

      // The host scores, then ends the game: every board freezes on the final standings.
      await scoreSelect(host, 1).selectOption('3');
      await expect.poll(() => rowText(tv.page, hostTeam)).toContain('1/9');
      await (await openHostControls(host)).getByRole('button', { name: 'End game' }).click();
      const confirm = host.getByRole('dialog', { name: 'End the game?' });
      await confirm.getByRole('button', { name: 'End game' }).click();
      for (const page of [host, birdiesAgain, eagles.page, tv.page]) {
        await expect.poll(() => liveBoard(page).getByRole('heading').innerText()).toBe('FINAL STANDINGS');
      }
      await expect
        .poll(() => host.getByText('The game is over. These are the final standings.').isVisible())
        .toBe(true);
      await expect.poll(() => tv.page.getByText('GAME OVER').isVisible()).toBe(true);
      expect(await eagles.page.getByRole('combobox', { name: 'Hole 3 score' }).count()).toBe(0);
      const standings = await liveBoard(tv.page).getByRole('rowheader').allInnerTexts();
      expect(standings.map((name) => name.split('\n')[0])).toEqual(['Eagles', hostTeam, 'Birdies']);

      // The member's card is a round in History.
      await expect
        .poll(async () =>
          savedRoundListSchema
            .parse(await host.evaluate(async () => (await fetch('/api/scorecards')).json() as Promise<unknown>))
            .map((round) => round.teamName),
        )
        .toEqual([hostTeam]);
      await host.getByRole('link', { name: 'Open History' }).click();
      await expect
        .poll(() => host.getByRole('list', { name: 'Saved rounds' }).getByRole('article').allInnerTexts())
        .toEqual([expect.stringContaining(hostTeam)]);
    },
    SCENARIO_MS,
  );

  it('starts from a course with its bars, rules and a hazard; the host rewrites a rule, renames the game and removes a team', async () => {
    const host = await browser.newContext({ width: 360 });
    await signInAsMember(host, 'live-course-host@example.com');
    const courseId = await host.evaluate(async () => {
      const holes = Array.from({ length: 9 }, (_, index) => ({
        holeNumber: index + 1,
        par: 3,
        ...(index === 0 ? { barName: 'The Lamb & Flag', drink: 'Guinness' } : {}),
      }));
      const penalties = [{ id: 'spilled-drink', name: 'Spilled Drink', count: 0 }];
      const response = await fetch('/api/courses', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Soho Stroll',
          holes,
          penalties,
          rules: 'Water between holes',
          holeRules: [
            { holeNumber: 1, rule: 'Left hand only' },
            { holeNumber: 2, rule: '+1 if you spill', hazard: 'Water hazard' },
          ],
        }),
      });
      return ((await response.json()) as { id: string }).id;
    });
    await host.goto(`/courses/${courseId}`);
    await host.getByRole('button', { name: 'Play live with other teams' }).click();
    const start = host.getByRole('dialog', { name: 'Play live with other teams' });
    expect(await start.getByRole('textbox', { name: 'Game name' }).inputValue()).toBe('Soho Stroll');
    // The course's rules come with it, written in the dialog for the host to change.
    expect(await start.getByRole('textbox', { name: 'House rules (optional)' }).inputValue()).toBe(
      'Water between holes',
    );
    expect(await start.getByRole('textbox', { name: 'Hole 2 hazard (optional)' }).inputValue()).toBe('Water hazard');
    await start.getByRole('button', { name: 'Start live game' }).click();
    // The live game's code is slow to arrive: meanwhile the course card being left is gone, so a
    // press meant for the game's card cannot land on it (and be lost to the player).
    let sendTheCode = () => undefined as void;
    const codeHeld = new Promise<void>((resolve) => (sendTheCode = resolve));
    await host.route(/\/assets\/play-page-[\w-]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await start.getByRole('link', { name: 'Open the live game' }).click();
    await host.waitForURL((url) => url.pathname.startsWith('/play/'));
    await expect.poll(() => host.getByRole('button', { name: 'Increase Spilled Drink' }).count()).toBe(0);
    sendTheCode();
    await host.getByRole('heading', { name: /^Your card: / }).waitFor();
    await host.getByRole('heading', { name: 'Soho Stroll', level: 1 }).waitFor();
    const code = new URL(host.url()).pathname.split('/').at(-1) ?? '';
    // The course's bars and drinks, fixed; its penalties, counted by the team.
    await expect.poll(() => host.getByRole('link', { name: 'The Lamb & Flag' }).isVisible()).toBe(true);
    await expect.poll(() => host.getByRole('cell', { name: 'Guinness' }).isVisible()).toBe(true);
    await host.getByRole('button', { name: 'Increase Spilled Drink' }).click();
    await expect.poll(() => host.getByTestId('total-score').textContent()).toBe('+1');
    // The hole to play says its rule; the hazard is a penalty like any other, one stroke each time.
    const nextHole = host.getByRole('region', { name: 'Hole 1 of 9' });
    await expect.poll(() => nextHole.getByText('Hole 1 rule: Left hand only').isVisible()).toBe(true);
    await host.getByRole('button', { name: 'Increase Water hazard' }).click();
    await expect.poll(() => host.getByTestId('total-score').textContent()).toBe('+2');

    const guest = await anotherPhone({ width: 360 });
    // A code typed by hand in lower case opens the same game.
    await joinAs(guest.page, code.toLowerCase(), 'Late Arrivals');
    await expect.poll(() => rowText(guest.page, 'Late Arrivals')).toContain('Your team');
    await expect.poll(() => rowText(host, 'Late Arrivals')).toContain('0/9');
    await expect.poll(() => host.getByRole('status', { name: 'Connection' }).getAttribute('data-status')).toBe('open');

    // Every rule one tap away on a guest's phone.
    await guest.page.getByText('House rules', { exact: true }).click();
    await guest.page.getByText('Hole 2 hazard · Water hazard: +1 if you spill').waitFor();
    await guest.page.getByText('Water between holes').waitFor();
    const { watchId } = await host.evaluate(
      async (gameCode) => (await (await fetch(`/api/games/${gameCode}`)).json()) as { watchId: string },
      code,
    );
    const tv = await anotherPhone({ width: 1280 });
    await tv.page.goto(`/watch/${watchId}`);
    // The painted page holds the TV's and a phone's layout, one hidden: a role finds the one shown.
    const tvRule = (text: string) => tv.page.getByRole('paragraph').filter({ hasText: text });
    await tvRule('Hole 1 rule: Left hand only').waitFor();

    const hostControls = await openHostControls(host);
    await hostControls.getByRole('textbox', { name: 'Hole 1 rule' }).fill('No phones on the table');
    await hostControls.getByRole('button', { name: 'Save hole rules' }).click();
    await hostControls.getByText('Saved.').waitFor();
    await guest.page
      .getByRole('region', { name: 'Hole 1 of 9' })
      .getByText('Hole 1 rule: No phones on the table')
      .waitFor();
    await tvRule('Hole 1 rule: No phones on the table').waitFor();
    await hostControls.getByRole('textbox', { name: 'Game name' }).fill('Soho Stroll, Final');
    await hostControls.getByRole('button', { name: 'Rename game' }).click();
    await guest.page.getByRole('heading', { name: 'Soho Stroll, Final', level: 1 }).waitFor();
    await host.keyboard.press('Escape');

    await teamRow(host, 'Late Arrivals').getByRole('button', { name: 'Remove Late Arrivals' }).click();
    const confirm = host.getByRole('dialog', { name: 'Remove Late Arrivals?' });
    await confirm.getByRole('button', { name: 'Remove team' }).click();
    await expect.poll(() => teamRow(host, 'Late Arrivals').count()).toBe(0);
    await guest.page.getByText('The host removed your team from this game.').waitFor();
    await expect.poll(() => teamRow(guest.page, 'Late Arrivals').count()).toBe(0);
    expect(await guest.page.getByRole('combobox', { name: 'Hole 1 score' }).count()).toBe(0);
  });

  it('says so for an unknown code, and for a spectator link that leads nowhere', async () => {
    browser.expectConsoleError(/status of 404/);
    const page = await browser.newContext({ width: 360 });
    await page.goto('/play/ZZZZZZ');
    await page.getByRole('heading', { name: 'Game not found' }).waitFor();
    await expect.poll(() => page.getByText('No live game has this code.', { exact: false }).isVisible()).toBe(true);
    await page.goto('/play/not-a-code');
    await page.getByRole('heading', { name: 'Game not found' }).waitFor();
    await page.goto(`/watch/${'0'.repeat(64)}`);
    await page.getByRole('heading', { name: 'Game not found' }).waitFor();
    expect(await page.getByText('This spectator link does not lead to a game.', { exact: false }).isVisible()).toBe(
      true,
    );
  });
});
