import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { courseSchema } from '../domain/courses';
import { toastText, useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { layoutFaults } from './layout-faults';
import { layoutShift } from './layout-shift';
import { signInAsMember } from './members';
import { TEST_MS } from './wait';

const browser = useBrowser();

/** Friday 27 November 2026: the late bars stay open to 02:00. */
const FRIDAY = '2026-11-27';

/** The stand-in's London bars, in hole order, with their positions and weekly hours. */
const LAMB_AND_FLAG = { name: 'Lamb & Flag', at: '51.5117,-0.126' }; // to 02:00 on Fridays
const THE_HARP = { name: 'The Harp', at: '51.5098,-0.1253' }; // every day to 21:00
const GORDONS = { name: "Gordon's Wine Bar", at: '51.5081,-0.1233' }; // to 02:00 on Fridays
const THE_SALISBURY = { name: 'The Salisbury', at: '51.5111,-0.1275' }; // to 00:30, shut on Mondays
const BARS = [LAMB_AND_FLAG, THE_HARP, GORDONS, THE_SALISBURY];

const dialog = (page: Page) => page.getByRole('dialog');
const holesTable = (page: Page) => page.getByRole('region', { name: 'Holes' });
const startTime = (page: Page) => page.getByRole('textbox', { name: 'Start time (24-hour)' });
/** What shows under a hole's row: its planned time, its bar at that time, the walk on. */
const holePlan = (page: Page, hole: number) => page.locator(`[data-hole-plan="${hole}"]`);
const WARNING = 'Closes at 21:00, before you arrive';

async function pickBar(page: Page, hole: number, name: string) {
  await page.getByRole('button', { name: `Add Bar for hole ${hole}` }).click();
  await dialog(page).getByRole('searchbox', { name: 'Search for bars' }).fill('London');
  await dialog(page).getByRole('button', { name: 'Search' }).click();
  await dialog(page).getByRole('list', { name: 'Bars found' }).getByRole('button').filter({ hasText: name }).click();
  await expect.poll(() => dialog(page).count()).toBe(0);
}

/** A card for Friday night with the four London bars on holes 1 to 4, found with Find a Bar. */
async function cardWithBars(page: Page) {
  await page.goto('/');
  await cardRendered(page);
  await page.getByLabel('Date').fill(FRIDAY);
  for (const [index, bar] of BARS.entries()) await pickBar(page, index + 1, bar.name);
}

async function planFrom(page: Page, time: string) {
  const plan = page.getByRole('button', { name: 'Plan the evening' });
  if (await plan.isVisible()) await plan.click();
  await startTime(page).fill(time);
}

describe('planning the evening on the card', () => {
  it(
    'gives each hole its planned time from the start, warns of a bar shut by then in words and with an icon, and opens the whole route',
    async () => {
      // A London crawl planned by a London reader: the walks read in feet and miles.
      const page = await browser.newContext({ width: 360, locale: 'en-GB' });
      await cardWithBars(page);
      await planFrom(page, '20:00');

      await expect.poll(() => holePlan(page, 1).innerText()).toContain('Arrive 20:00');
      expect(await holePlan(page, 1).innerText()).toContain('Open when you arrive (until 02:00)');
      expect(await holePlan(page, 2).innerText()).toContain('Arrive 20:30');
      expect(await holePlan(page, 2).innerText()).toContain('Open when you arrive (until 21:00)');
      expect(await holePlan(page, 9).innerText()).toContain('Arrive 00:00');
      // Holes without a bar have a time but nothing to say about opening.
      expect(await holePlan(page, 9).innerText()).not.toMatch(/Open|Closes|Hours unknown/);

      // Half an hour later, The Harp has shut when the group gets there: said in words, with its icon.
      await startTime(page).fill('21:00');
      await expect.poll(() => holePlan(page, 2).innerText()).toContain('Arrive 21:30');
      const warning = holePlan(page, 2).getByText(WARNING);
      await expect.poll(() => warning.isVisible()).toBe(true);
      expect(await warning.locator('svg').count()).toBe(1);
      expect(await holePlan(page, 4).innerText()).toContain('Open when you arrive (until 00:30)');

      // A hole's own minutes move every later hole.
      await page.getByRole('textbox', { name: 'Minutes at hole 1' }).fill('60');
      await expect.poll(() => holePlan(page, 2).innerText()).toContain('Arrive 22:00');
      expect(await holePlan(page, 3).innerText()).toContain('Arrive 22:30');

      // A bad time is refused, the plan in use stays.
      await startTime(page).fill('25:00');
      await expect.poll(() => page.getByText('Use a 24-hour time, 00:00 to 23:59').isVisible()).toBe(true);
      expect(await holePlan(page, 1).innerText()).toContain('Arrive 21:00');

      // The walks: each between two bars, the total once, how they are estimated once.
      expect(await holePlan(page, 1).innerText()).toMatch(/(\d+ ft|\d+\.\d mi) to hole 2, about \d+ min walk/);
      expect(await holePlan(page, 4).innerText()).not.toContain('walk');
      await expect.poll(() => page.getByText(/^Total walk: \d+\.\d mi, about \d+ min$/).count()).toBe(1);
      expect(await page.getByText(/^Walks are estimated from the straight line between bars/).count()).toBe(1);

      // One link opens the whole route as walking directions, every bar in hole order.
      await browser.context.route('https://www.google.com/maps/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Directions</title>' }),
      );
      const [directions] = await Promise.all([
        browser.context.waitForEvent('page'),
        page.getByRole('link', { name: 'Open the walking route' }).click(),
      ]);
      await directions.waitForLoadState();
      const route = new URL(directions.url());
      expect(route.pathname).toBe('/maps/dir/');
      expect(route.searchParams.get('travelmode')).toBe('walking');
      expect(route.searchParams.get('origin')).toBe(LAMB_AND_FLAG.at);
      expect(route.searchParams.get('waypoints')).toBe(`${THE_HARP.at}|${GORDONS.at}`);
      expect(route.searchParams.get('destination')).toBe(THE_SALISBURY.at);
      await directions.close();

      // Kept on the phone with the card.
      await page.reload();
      await expect.poll(() => holePlan(page, 2).innerText()).toContain(WARNING);
      expect(await startTime(page).inputValue()).toBe('21:00');
      expect(await layoutFaults(page)).toEqual([]);
    },
    TEST_MS * 2,
  );

  it(
    'shows in Find a Bar whether each bar will be open at the hole’s planned time, beside Open Now',
    async () => {
      const page = await browser.newContext({ width: 360 });
      await page.goto('/');
      await cardRendered(page);
      await page.getByLabel('Date').fill(FRIDAY);
      await planFrom(page, '21:30');
      await page.getByRole('button', { name: 'Add Bar for hole 2' }).click();
      await dialog(page).getByRole('searchbox', { name: 'Search for bars' }).fill('London');
      await dialog(page).getByRole('button', { name: 'Search' }).click();
      const results = dialog(page).getByRole('list', { name: 'Bars found' }).getByRole('button');
      const harp = results.filter({ hasText: THE_HARP.name });
      await expect.poll(() => harp.innerText()).toContain('Open Now');
      expect(await harp.innerText()).toContain('At 22:00: Closes at 21:00, before you arrive');
      expect(await results.filter({ hasText: LAMB_AND_FLAG.name }).innerText()).toContain(
        'At 22:00: Open when you arrive (until 02:00)',
      );
      expect(await results.filter({ hasText: 'The Nell Gwynne Tavern' }).innerText()).toContain(
        'At 22:00: Hours unknown',
      );
      expect(await layoutFaults(page)).toEqual([]);
    },
    TEST_MS * 2,
  );

  it(
    'still warns of the shut bar with no network: the hours are read on the phone',
    async () => {
      const page = await browser.newContext({ width: 360, serviceWorkers: 'allow' });
      await cardWithBars(page);
      await planFrom(page, '21:00');
      await expect.poll(() => holePlan(page, 2).innerText()).toContain(WARNING);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      browser.expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
      await browser.context.setOffline(true);
      await page.reload();
      await cardRendered(page);
      await expect.poll(() => holePlan(page, 2).innerText()).toContain(WARNING);
      // Changed offline, the plan is read again from the same stored hours.
      await startTime(page).fill('20:00');
      await expect.poll(() => holePlan(page, 2).innerText()).toContain('Open when you arrive (until 21:00)');
    },
    TEST_MS * 2,
  );
});

describe('a card kept with its plan', () => {
  it('reopens with each hole’s time and walk without moving what the page first drew', async () => {
    const page = await browser.newContext({ width: 360, waits: 'as on a phone' });
    // The card is on the phone before the app starts: an app already running could save its own card over it.
    await page.context().addInitScript((card) => localStorage.setItem('pubgolf-scorecard', JSON.stringify(card)), {
      teamName: '',
      date: FRIDAY,
      holes: Array.from({ length: 9 }, (_, index) => {
        const bar = BARS[index];
        const [lat = 0, lng = 0] = (bar?.at ?? '').split(',').map(Number);
        return { holeNumber: index + 1, par: 3, ...(bar ? { barName: bar.name, barLocation: { lat, lng } } : {}) };
      }),
      penalties: [],
      penaltyPreset: 'custom',
      timing: { startTime: '21:00', minutesPerHole: 30 },
    });
    await page.goto('/');
    await cardRendered(page);
    await expect.poll(() => holePlan(page, 2).innerText()).toContain('Arrive 21:30');
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

describe('a course with its evening', () => {
  it(
    'asks once before saving a bar that will be shut; a player changes tonight’s start time and the course keeps its own',
    async () => {
      const owner = await browser.newContext({ width: 360 });
      await signInAsMember(owner, `crawl-timing-${crypto.randomUUID()}@example.com`);
      await cardWithBars(owner);
      await planFrom(owner, '21:00');
      await expect.poll(() => holePlan(owner, 2).innerText()).toContain(WARNING);

      await owner.getByRole('button', { name: 'Save Course' }).click();
      await dialog(owner).getByRole('textbox', { name: 'Course name' }).fill('Covent Garden Friday');
      await dialog(owner).getByRole('button', { name: 'Save Course' }).click();
      const question = dialog(owner).getByRole('alert');
      await expect
        .poll(() => question.innerText())
        .toContain('One bar will be closed when you get there. Keep it on the course?');
      expect(await question.innerText()).toContain(`Hole 2, ${THE_HARP.name}: ${WARNING}`);
      await dialog(owner).getByRole('button', { name: 'Keep and save' }).click();
      await expect.poll(() => toastText(owner, 'Course saved').isVisible()).toBe(true);

      const [saved] = await owner.evaluate(async () => (await fetch('/api/courses')).json() as Promise<unknown[]>);
      const course = courseSchema.parse(saved);
      expect(course.timing).toEqual({ startTime: '21:00', minutesPerHole: 30 });
      expect(course.holes[1]?.barHours?.timeZone).toBe('Europe/London');

      // A friend opens the share link: the course's times, then tonight's own.
      const player = await browser.newContext({ width: 360 });
      await player.goto(`/courses/share/${course.shareCode}`);
      await player.waitForURL((url) => url.pathname === `/courses/${course.id}`);
      await holesTable(player).waitFor();
      await player.getByLabel('Date').fill(FRIDAY);
      await expect.poll(() => holePlan(player, 2).innerText()).toContain('Arrive 21:30');
      expect(await holePlan(player, 2).innerText()).toContain(WARNING);
      await expect
        .poll(() => player.getByText('Changes tonight only: the course keeps its start time of 21:00.').isVisible())
        .toBe(true);

      await startTime(player).fill('20:00');
      await expect.poll(() => holePlan(player, 2).innerText()).toContain('Arrive 20:30');
      expect(await holePlan(player, 2).innerText()).toContain('Open when you arrive (until 21:00)');
      await player.reload();
      await expect.poll(() => holePlan(player, 2).innerText()).toContain('Arrive 20:30');

      const shared = await player.evaluate(
        async (code) => (await fetch(`/api/courses/share/${code}`)).json() as Promise<unknown>,
        course.shareCode,
      );
      expect(courseSchema.parse(shared).timing).toEqual({ startTime: '21:00', minutesPerHole: 30 });

      await player.getByRole('button', { name: 'Use the course’s times' }).click();
      await expect.poll(() => holePlan(player, 2).innerText()).toContain('Arrive 21:30');
      expect(await startTime(player).inputValue()).toBe('21:00');
      expect(await layoutFaults(player)).toEqual([]);
    },
    TEST_MS * 3,
  );
});
