import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_TEAM_NAME_LENGTH } from '../domain/scorecard';
import { expectNoViolations } from './axe';
import { useBrowser } from './browser';
import { layoutFaults } from './layout-faults';
import { LONG_TEAM_NAMES, longHoles } from './fixtures/long-names';
import { joinAs, liveBoard, openHostControls, rowText, scoreSelect, startLiveGame } from './live-game';
import { signInAsMember } from './members';
import { usePhones } from './phones';
import { appUrl } from './servers';
import { TEST_MS } from './wait';

const browser = useBrowser();
const anotherPhone = usePhones(browser);

/** Twenty teams: the host's and nineteen more, each name as long as a real crawl's. */
const HOST_TEAM = LONG_TEAM_NAMES[0];
const OTHER_TEAMS = Array.from({ length: 19 }, (_, index) =>
  `${index + 2} ${LONG_TEAM_NAMES[(index + 1) % LONG_TEAM_NAMES.length]}`.slice(0, MAX_TEAM_NAME_LENGTH),
);
/** Set to a folder to keep screenshots of the finale there, on the TV and the phones, and its results image. */
const SHOTS_DIR = process.env.PUBGOLF_SHOTS_DIR;

/** Keeps a screenshot of the page in SHOTS_DIR, when one is set. */
async function keepShot(page: Page, name: string, { fullPage = false } = {}) {
  if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** A team that joins later from its own phone, to score. */
const SCORER = 'Beer Necessities';

let watchPath = '';
let code = '';

beforeAll(async () => {
  const host = await browser.newContext({ width: 360 });
  await signInAsMember(host, 'watch-tv-host@example.com');
  code = await startLiveGame(host, {
    name: 'The Grand Whitechapel Crawl of Every Pub Worth Its Salt',
    hostTeamName: HOST_TEAM,
    // The rules and the running clock share the TV's screen with the board.
    rules: 'Left hand only\nNo phones on the table\nSpills count twice\nDrink water between holes',
  });
  await host.evaluate(
    async (code) =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/games/${code}/live`);
        socket.addEventListener('open', () =>
          socket.send(JSON.stringify({ type: 'clock', change: { kind: 'start' } })),
        );
        socket.addEventListener('error', () => reject(new Error('The socket failed')));
        socket.addEventListener('message', (event) => {
          const message = JSON.parse(String(event.data)) as { type: string };
          if (message.type === 'error') reject(new Error(String(event.data)));
          if (message.type === 'clock') {
            socket.close();
            resolve();
          }
        });
      }),
    code,
  );
  const baseUrl = appUrl();
  for (const teamName of OTHER_TEAMS) {
    const response = await fetch(new URL(`/api/games/${code}/teams`, baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin },
      body: JSON.stringify({ teamName }),
    });
    expect(response.status, await response.text()).toBe(201);
  }
  const { watchId } = await host.evaluate(
    async (path) => (await (await fetch(path)).json()) as { watchId: string },
    `/api/games/${code}`,
  );
  watchPath = `/watch/${watchId}`;
}, TEST_MS);

/** The team rows wholly on the screen, and whether any two of them overlap. */
async function rowsOnScreen(page: Page) {
  return page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll('tbody tr'))
      .map((row) => row.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight + 0.5);
    const overlap = boxes.some((box, index) => index > 0 && box.top < (boxes[index - 1]?.bottom ?? 0) - 0.5);
    const namesWrap = Array.from(document.querySelectorAll('tbody th')).some((cell) => {
      const name = cell.querySelector('button, span');
      return name !== null && name.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(name).fontSize);
    });
    return {
      count: boxes.length,
      overlap,
      namesWrap,
      pageScrolls: document.documentElement.scrollHeight > window.innerHeight,
    };
  });
}

describe('the spectator board on a TV', () => {
  it(
    'shows at least ten teams at 1280×720 and sixteen at 1920×1080, one line each, turning to the rest',
    async () => {
      for (const [width, height, atLeast] of [
        [1280, 720, 10],
        [1920, 1080, 16],
      ] as const) {
        const page = await browser.newContext({ width });
        await page.setViewportSize({ width, height });
        // The host's link for the bar's TV carries the join code: the room joins from the screen.
        await page.goto(`${watchPath}#join=${code}`);
        await liveBoard(page).getByRole('rowheader').first().waitFor();
        const shown = await rowsOnScreen(page);
        expect(shown.count, `${width}×${height}`).toBeGreaterThanOrEqual(atLeast);
        expect(shown, `${width}×${height}`).toMatchObject({ overlap: false, namesWrap: false, pageScrolls: false });
        // Beside the rows, the clock with its time left wholly on the screen; the house rules above them.
        const clock = page.getByRole('region', { name: 'The clock' });
        await clock.locator('[data-countdown]').waitFor();
        // Polled: when the app takes over from the painted page, the clock read a moment before is gone.
        await expect
          .poll(
            async () => {
              const box = await clock.boundingBox();
              return box === null ? Infinity : box.y + box.height;
            },
            { message: `${width}×${height}` },
          )
          .toBeLessThanOrEqual(height);
        expect(await page.getByRole('region', { name: 'House rules' }).innerText()).toContain('Left hand only');
        await page.getByRole('img', { name: `QR code of the join link ${browser.baseUrl}/play/${code}` }).waitFor();
        expect(await page.getByRole('definition').innerText()).toBe(code);

        // The page turns by itself to the teams the first did not show.
        await page.getByText('Page 1 of 2').waitFor();
        const first = await liveBoard(page).getByRole('rowheader').allInnerTexts();
        await page.getByText('Page 2 of 2').waitFor();
        const second = await liveBoard(page).getByRole('rowheader').allInnerTexts();
        expect(first.length + second.length).toBe(20);
        expect(second.filter((name) => first.includes(name))).toEqual([]);
      }
    },
    TEST_MS,
  );

  it(
    'tells the room the latest change once a team scores',
    async () => {
      const tv = await browser.newContext({ width: 1280 });
      await tv.setViewportSize({ width: 1280, height: 720 });
      await tv.goto(watchPath);
      const ticker = tv.getByRole('marquee', { name: 'Latest' });
      await ticker.waitFor();

      const team = await anotherPhone({ width: 360 });
      await joinAs(team.page, code, SCORER);
      await scoreSelect(team.page, 1).selectOption('5');
      // Where it scored: the hole and its bar.
      await expect
        .poll(() => ticker.innerText())
        .toMatch(new RegExp(`^Latest\\s*${SCORER} scored 5 on hole 1 at ${longHoles()[0]?.barName ?? ''}`));
    },
    TEST_MS,
  );

  it(
    'hides the last holes on the TV and the phones, and reveals the places from last to first, the podium and the awards',
    async () => {
      const host = await browser.newContext({ width: 390 });
      await signInAsMember(host, 'watch-tv-finale@example.com');
      const finaleCode = await startLiveGame(host, { name: 'Finale Crawl', hostTeamName: 'Hosts' });
      await host.goto(`/play/${finaleCode}`);
      await host.getByRole('heading', { name: 'Your card: Hosts' }).waitFor();
      const guest = (await anotherPhone({ width: 360 })).page;
      await joinAs(guest, finaleCode, 'Eagles');
      await scoreSelect(host, 1).selectOption('2');
      await scoreSelect(guest, 1).selectOption('4');

      const controls = await openHostControls(host);
      await controls.getByRole('combobox', { name: 'Hide the board for the last holes' }).selectOption('Last 2 holes');
      await controls.getByRole('button', { name: 'Save' }).last().click();
      await controls.getByText('Saved.').last().waitFor();
      await host.keyboard.press('Escape');

      const { watchId } = await host.evaluate(
        async (path) => (await (await fetch(path)).json()) as { watchId: string },
        `/api/games/${finaleCode}`,
      );
      const tv = (await anotherPhone({ width: 1280 })).page;
      await tv.setViewportSize({ width: 1280, height: 720 });
      await tv.goto(`/watch/${watchId}`);
      for (const page of [tv, guest, host]) {
        await page.getByRole('heading', { name: 'Board hidden for the last 2 holes' }).waitFor();
      }
      await tv.getByText('Standings as they were after hole 7.').waitFor();
      await keepShot(tv, 'finale-tv-hidden');
      await keepShot(host, 'finale-phone-hidden', { fullPage: true });
      expect(await layoutFaults(host)).toEqual([]);

      // The guest scores hole 8 (par 5) in the dark: its own card has it, no board does.
      await scoreSelect(guest, 8).selectOption('1');
      await expect.poll(() => guest.getByRole('status', { name: 'Connection' }).innerText()).not.toMatch(/saved on/);
      for (const page of [tv, host]) expect(await rowText(page, 'Eagles')).toMatch(/ \+2 ABOVE PAR$/);

      await (await openHostControls(host)).getByRole('button', { name: 'End game' }).click();
      await host.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
      await tv.getByText('The final standings stay hidden until the host reveals them.').waitFor();
      // Not yet the final standings: the board says which hole its standings are after.
      await liveBoard(tv).getByRole('heading', { name: 'STANDINGS AFTER HOLE 7' }).waitFor();
      expect(await rowText(tv, 'Eagles')).toMatch(/ 1\/9 \+2 ABOVE PAR$/);
      // The guest's phone, at 320 px and dark, asked for less motion: its reveal shows at once.
      await guest.setViewportSize({ width: 320, height: 900 });
      await guest.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
      await host.getByRole('button', { name: 'Reveal' }).click();

      // Places from last to first on the TV: Eagles (-2 with hole 8) won, shown last.
      const reveal = tv.getByRole('region', { name: 'The reveal' });
      await reveal.getByRole('listitem').filter({ hasText: 'Hosts' }).waitFor();
      await reveal.getByRole('heading', { name: 'Podium' }).waitFor();
      expect((await reveal.getByRole('listitem').first().innerText()).replace(/\s+/g, ' ')).toMatch(/^1 Eagles -2/);
      await reveal.getByRole('region', { name: 'Awards' }).waitFor();
      await guest.getByRole('region', { name: 'The reveal' }).getByRole('heading', { name: 'Podium' }).waitFor();
      await keepShot(tv, 'finale-tv-reveal');
      await keepShot(guest, 'finale-phone-reveal', { fullPage: true });
      for (const page of [tv, guest]) expect(await layoutFaults(page)).toEqual([]);
      await expectNoViolations(guest, 'the reveal on a phone');

      await reveal.getByRole('button', { name: 'Show the final board' }).click();
      await liveBoard(tv).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
      expect(await rowText(tv, 'Eagles')).toMatch(/ 2\/9 -2 BELOW PAR$/);
      // The results image: the podium's medals and the awards (kept to look at, with the screenshots).
      const downloading = tv.waitForEvent('download');
      await tv.getByRole('button', { name: 'Share results' }).click();
      const results = await downloading;
      expect(await results.failure()).toBeNull();
      if (SHOTS_DIR) await results.saveAs(join(SHOTS_DIR, 'finale-results.png'));

      // A spectator who comes after the reveal sees the final standings at once.
      const late = (await anotherPhone({ width: 390 })).page;
      await late.goto(`/watch/${watchId}`);
      await liveBoard(late).getByRole('heading', { name: 'FINAL STANDINGS' }).waitFor();
      expect(await late.getByRole('region', { name: 'The reveal' }).count()).toBe(0);
      expect(await late.getByRole('heading', { name: 'Board hidden for the last 2 holes' }).count()).toBe(0);
    },
    TEST_MS,
  );
});
