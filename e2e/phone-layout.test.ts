import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from './servers';
import { axeViolations } from './axe';
import { useBrowser, type StorageState } from './browser';
import { cardRendered } from './card-rendered';
import {
  LONG_TEAM_NAMES,
  LONGEST_COURSE_NAME,
  LONGEST_TEAM_NAME,
  longHoles,
  TWENTY_LONG_PENALTIES,
} from './fixtures/long-names';
import { layoutFaults } from './layout-faults';
import { playOverSocket } from './live-game';
import { signInAs, signInAsMember } from './members';
import { TEST_MS } from './wait';

const browser = useBrowser();

/** Three phones, a tablet and a desktop. */
const WIDTHS = [320, 360, 390, 768, 1280] as const;

/**
 * Where axe reads the page: once in each layout the styles have (a phone's, a tablet's, a
 * desktop's). The three phones share one layout, differing only in room, which the layout checks
 * measure at each of them; axe's findings come from the markup and the styles, the same at all three.
 * In a page's second colour scheme axe reads its colours alone: the rest is as in the first.
 */
const AXE_WIDTHS: readonly number[] = [360, 768, 1280];

/** Set to a folder to keep a 360 px screenshot of the pages players score on there. */
const SHOTS_DIR = process.env.PUBGOLF_SHOTS_DIR;

interface World {
  member: StorageState;
  /** Signed in without a membership: the one who sees the subscribe page (a member is sent home). */
  visitor: StorageState;
  courseId: string;
  gameCode: string;
  watchId: string;
  /** An ended game: its final standings with an alcohol-free team, the awards and the way home. */
  endedCode: string;
}
let world: World;

/** The evening the card and the course are planned for: past midnight by the last holes. */
const TIMING = { startTime: '21:30', minutesPerHole: 25 };
/** Every day 11:00 to 21:00: shut before any hole of the evening, so each row warns. */
const CLOSES_EARLY = {
  timeZone: 'Europe/London',
  periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '11:00', closes: '21:00' })),
};

/** The long holes a street apart, odd holes' bars shut by the time the group gets there, the rest with hours unknown. */
function plannedLongHoles() {
  return longHoles().map((hole, index) => ({
    ...hole,
    barLocation: { lat: 51.515 + index * 0.0013, lng: -0.072 - index * 0.0021 },
    ...(index % 2 === 0 ? { barHours: CLOSES_EARLY } : {}),
    ...(index === 3 ? { minutes: 180 } : {}),
  }));
}

/** POSTs JSON from the page, as the signed-in member; fails the test on anything but `status`. */
async function post(page: Page, url: string, body: unknown, status = 201): Promise<Record<string, unknown>> {
  const answer = await page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { url, body },
  );
  expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

/**
 * A lifetime member whose card, course, History, leaderboard and live game are all full of long
 * names: a card with four holes scored and twenty penalties, a course of nine long bars and drinks,
 * rounds under long team names, and a live game of that course with a dozen teams.
 */
beforeAll(async () => {
  const page = await browser.newContext();
  await signInAsMember(page, 'phone-layout@example.com');

  const holes = plannedLongHoles();
  const course = await post(page, '/api/courses', {
    name: LONGEST_COURSE_NAME,
    holes,
    penalties: TWENTY_LONG_PENALTIES.map((penalty) => ({ ...penalty, count: 0 })),
    timing: TIMING,
  });
  for (const [index, teamName] of LONG_TEAM_NAMES.slice(0, 4).entries()) {
    await post(page, '/api/scorecards', {
      id: crypto.randomUUID(),
      date: '2026-11-21',
      teamName,
      courseId: course.id,
      courseName: LONGEST_COURSE_NAME,
      holes: holes.map((hole) => ({ ...hole, score: hole.par + (index % 3) - 1 })),
      penalties: TWENTY_LONG_PENALTIES,
    });
  }
  const game = await post(page, '/api/games', {
    source: 'course',
    courseId: course.id,
    name: LONGEST_COURSE_NAME,
    holes,
    penalties: TWENTY_LONG_PENALTIES.map((penalty) => ({ ...penalty, count: 0 })),
    mulligans: 3,
  });
  // Each team joins from a phone of its own: no cookie, our own origin.
  const baseUrl = appUrl();
  for (const teamName of LONG_TEAM_NAMES) {
    const response = await fetch(new URL(`/api/games/${String(game.code)}/teams`, baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin },
      body: JSON.stringify({ teamName }),
    });
    expect(response.status, await response.text()).toBe(201);
  }
  // The host's team takes two penalties on hole 1 and spends two mulligans, so its card and every
  // board mark them (hole 1's with the penalties it wiped); then the host starts the game's clock,
  // so the team's page and the board show it.
  await page.evaluate(async (code) => {
    const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/games/${code}/live`);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; message?: string };
        if (message.type === 'snapshot') {
          const penalty = { type: 'penalty', penaltyId: 'long-penalty-1', hole: 1, count: 2, version: 1 };
          socket.send(JSON.stringify(penalty));
          for (const hole of [1, 2]) socket.send(JSON.stringify({ type: 'mulligan', hole }));
          socket.send(JSON.stringify({ type: 'clock', change: { kind: 'start' } }));
        }
        if (message.type === 'clock') resolve();
        if (message.type === 'error') reject(new Error(message.message));
      });
      socket.addEventListener('error', () => reject(new Error('The game’s socket failed')));
    });
    socket.close();
  }, String(game.code));

  // A game played to its end: the host's long-named team wins awards, a long-named team plays alcohol-free.
  const ended = await post(page, '/api/games', {
    source: 'card',
    name: LONGEST_COURSE_NAME,
    hostTeamName: LONGEST_TEAM_NAME,
    holes,
    penalties: TWENTY_LONG_PENALTIES.map((penalty) => ({ ...penalty, count: 0 })),
  });
  for (const [index, teamName] of LONG_TEAM_NAMES.slice(1, 4).entries()) {
    const response = await fetch(new URL(`/api/games/${String(ended.code)}/teams`, baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin },
      body: JSON.stringify({ teamName, alcoholFree: index === 0 }),
    });
    expect(response.status, await response.text()).toBe(201);
  }
  await playOverSocket(page, String(ended.code), [
    ...holes.map((hole) => ({ type: 'score', hole: hole.holeNumber, score: hole.par - 1, version: 1 })),
    { type: 'end-game' },
  ]);

  // The main card: four holes scored, the last hole still without a bar, twenty penalties.
  await page.evaluate((card) => localStorage.setItem('pubgolf-scorecard', JSON.stringify(card)), {
    teamName: LONGEST_TEAM_NAME,
    date: '2026-11-21',
    holes: holes.map(({ barName, barAddress, barLocation, barHours, ...hole }) =>
      hole.holeNumber === 9
        ? hole
        : {
            ...hole,
            barName,
            barAddress,
            barLocation,
            ...(barHours ? { barHours } : {}),
            ...(hole.holeNumber <= 4 ? { score: hole.par + 1 } : {}),
          },
    ),
    penalties: TWENTY_LONG_PENALTIES,
    penaltyPreset: 'custom',
    timing: TIMING,
  });
  const member = await browser.context.storageState();
  const visitor = await browser.newContext();
  await signInAs(visitor, 'phone-layout-visitor@example.com');
  world = {
    member,
    visitor: await browser.context.storageState(),
    courseId: String(course.id),
    gameCode: String(game.code),
    watchId: String(game.watchId),
    endedCode: String(ended.code),
  };
}, TEST_MS);

interface PageUnderTest {
  name: string;
  path: () => string;
  ready: (page: Page) => Promise<void>;
  /** Opened by the signed-in visitor without a membership instead of the member. */
  byVisitor?: true;
  /** A page without the theme and language choice at its foot. */
  withoutFoot?: true;
  /** Shows the payment form, which takes the colour scheme the page loads in and keeps it. */
  themeAtLoad?: true;
  /** Kept as a screenshot at 360 px: the pages a player scores on, and the board they watch. */
  shot?: string;
  /**
   * Laid out again in German, whose words run longer, once the language choice has switched the
   * page and this holds: the pages with the card.
   */
  german?: (page: Page) => Promise<void>;
}

const visible = (locator: Locator) => locator.first().waitFor();

/** The card with its evening planned: each hole's time and the walks, loaded after the card itself. */
async function plannedCardRendered(page: Page) {
  await cardRendered(page);
  await visible(page.getByRole('heading', { name: 'Plan the evening' }));
  await visible(page.getByText(/^Arrive \d\d:\d\d$/));
}

/** The card's holes in German, and the plan's words when it has a plan. */
function germanCardRendered({ planned }: { planned: boolean }) {
  return async (page: Page) => {
    await visible(page.getByRole('region', { name: 'Löcher' }).getByRole('columnheader', { name: 'Schläge' }));
    if (!planned) return;
    await visible(page.getByRole('heading', { name: 'Den Abend planen' }));
    await visible(page.getByText(/^Ankunft \d\d:\d\d$/));
  };
}

const PAGES: PageUnderTest[] = [
  {
    name: 'the card',
    path: () => '/',
    ready: plannedCardRendered,
    shot: 'card',
    german: germanCardRendered({ planned: true }),
  },
  {
    name: 'a course page',
    path: () => `/courses/${world.courseId}`,
    ready: plannedCardRendered,
    shot: 'course',
    german: germanCardRendered({ planned: true }),
  },
  {
    name: 'a team’s live card',
    path: () => `/play/${world.gameCode}`,
    // The card whole, down to 'Notify this phone' at its foot.
    ready: async (page) => {
      await visible(page.getByRole('heading', { name: /^Your card/ }));
      await visible(page.getByRole('switch', { name: 'Notify this phone' }));
    },
    shot: 'live-card',
    german: async (page) => {
      await visible(page.getByRole('heading', { name: /^Deine Scorekarte/ }));
      await germanCardRendered({ planned: false })(page);
      await visible(page.getByRole('switch', { name: 'Dieses Handy benachrichtigen' }));
    },
  },
  {
    name: 'the final standings with the awards',
    path: () => `/play/${world.endedCode}`,
    ready: async (page) => {
      await visible(page.getByRole('region', { name: 'Awards' }));
      await visible(page.getByRole('link', { name: 'Directions from the last bar' }));
      await visible(page.getByText('Alcohol-free'));
    },
    shot: 'final-standings',
    german: async (page) => {
      await visible(page.getByRole('region', { name: 'Auszeichnungen' }));
      await visible(page.getByRole('link', { name: 'Route ab der letzten Bar' }));
    },
  },
  {
    name: 'the spectator board',
    path: () => `/watch/${world.watchId}`,
    // Its rows come painted; the app has the page once its socket is open.
    ready: async (page) => {
      await visible(page.getByRole('rowheader', { name: LONGEST_TEAM_NAME }));
      await expect
        .poll(() => page.getByRole('status', { name: 'Connection' }).getAttribute('data-status'))
        .toBe('open');
    },
    shot: 'spectator-board',
    withoutFoot: true,
  },
  {
    name: 'the leaderboard',
    path: () => '/leaderboard',
    ready: (page) => visible(page.getByRole('list', { name: 'Top scores' })),
  },
  // In the page's own list: the header's way back to the live game may carry the same long name.
  {
    name: 'History',
    path: () => '/history',
    ready: (page) => visible(page.getByRole('main').getByText(LONGEST_TEAM_NAME)),
  },
  {
    name: 'My Courses',
    path: () => '/courses',
    ready: (page) => visible(page.getByRole('main').getByText(LONGEST_COURSE_NAME)),
  },
  {
    name: 'the account',
    path: () => '/account',
    ready: (page) =>
      visible(page.getByRole('region', { name: 'Subscription' }).getByText('Lifetime Access', { exact: true })),
    withoutFoot: true,
  },
  {
    name: 'subscribing',
    path: () => '/subscribe',
    byVisitor: true,
    themeAtLoad: true,
    ready: (page) => visible(page.getByRole('heading', { name: 'Join the clubhouse' })),
  },
];

/**
 * What a page adds once it has settled, so that every width reads the same whole page: the theme
 * and language choice at its foot, and for the member (host of a live and an ended game) the
 * header's way back into the other game.
 */
async function settledParts(page: Page, under: PageUnderTest) {
  if (!under.withoutFoot) await visible(page.getByRole('combobox', { name: 'Language' }));
  if (!under.byVisitor)
    await visible(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^(Back to game|Final standings): / }),
    );
}

/** The page as a phone shows it, screen by screen from the top (what is pinned stays pinned). */
async function keepScreens(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight));
  for (let screen = 0; screen < Math.min(screens, 6); screen++) {
    await page.evaluate((y) => window.scrollTo(0, y * innerHeight), screen);
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${screen + 1}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Lets the page lay itself out at its new size: what reacts to a resize runs before the next frames. */
function nextFrames(page: Page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The page's layout faults at each width in turn, each named for its width; with axe's findings
 * when asked, by all its rules or its colour rules alone.
 */
async function faultsAtEveryWidth(
  page: Page,
  { axe, shot }: { axe: 'all' | 'colours' | false; shot?: string },
): Promise<string[]> {
  const faults: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await nextFrames(page);
    faults.push(...(await layoutFaults(page)).map((fault) => `at ${width} px: ${fault}`));
    if (axe && AXE_WIDTHS.includes(width))
      faults.push(
        ...(await axeViolations(page, { rules: axe })).map((violation) => `at ${width} px, axe: ${violation}`),
      );
    if (SHOTS_DIR && width === 360 && shot) await keepScreens(page, shot);
  }
  return faults;
}

/** Switches the open page's colour scheme, and waits for the colours that ease into it (a board's rows) to arrive. */
async function inColorScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await nextFrames(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Each page as the long-named member sees it, opened once and laid out at every width in turn:
 * the layout follows the width through CSS alone, so a page resized to a width is the page a
 * phone of that width opens. Dark first, then light on the same page, as the styles follow the
 * phone's scheme as it changes; a page with the payment form opens again in light, as the form
 * takes its theme when it loads. In light the pages with the card are then switched to German
 * and laid out again (text is as long in either scheme, and axe's findings do not depend on the words).
 */
describe('every page with long names, dark and light', () => {
  it.each(PAGES)(
    `$name at ${WIDTHS.join(', ')} px: nothing scrolls sideways, no text over text or cut off, no word broken down the screen, nothing axe finds in each layout`,
    async (under) => {
      const page = await browser.newContext({
        width: WIDTHS[0],
        storageState: under.byVisitor ? world.visitor : world.member,
      });
      const faults: string[] = [];
      for (const colorScheme of ['dark', 'light'] as const) {
        if (colorScheme === 'dark' || under.themeAtLoad) {
          await page.emulateMedia({ colorScheme });
          await page.setViewportSize({ width: WIDTHS[0], height: 900 });
          await page.goto(under.path());
          await under.ready(page);
          await settledParts(page, under);
        } else {
          await inColorScheme(page, colorScheme);
        }
        const shot = under.shot && `${under.shot}-${colorScheme}`;
        const axe = colorScheme === 'dark' ? 'all' : 'colours';
        faults.push(...(await faultsAtEveryWidth(page, { axe, shot })).map((fault) => `(${colorScheme}) ${fault}`));
      }
      if (under.german) {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
        await under.german(page);
        faults.push(
          ...(await faultsAtEveryWidth(page, { axe: false, shot: `${under.shot}-de` })).map(
            (fault) => `in German (light) ${fault}`,
          ),
        );
      }
      expect(faults, under.name).toEqual([]);
    },
    // Ten layouts of a long page, three read whole by axe and three for their colours, and five more in German.
    4 * TEST_MS,
  );
});

describe('the finale with long names', () => {
  it(
    `the hidden board waiting for the reveal, then the podium, at ${WIDTHS.join(', ')} px, light and dark: no layout fault, nothing axe finds`,
    async () => {
      // The host's phone asked for less motion: the reveal shows the podium at once.
      const page = await browser.newContext({ width: WIDTHS[0], storageState: world.member });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      const game = await post(page, '/api/games', {
        source: 'card',
        name: LONGEST_COURSE_NAME,
        hostTeamName: LONGEST_TEAM_NAME,
        holes: longHoles(),
        penalties: [],
        mulligans: 1,
      });
      const code = String(game.code);
      const origin = new URL(appUrl()).origin;
      // Each team joins from a phone of its own: no cookie.
      for (const [index, teamName] of LONG_TEAM_NAMES.slice(1, 4).entries()) {
        const joined = await fetch(new URL(`/api/games/${code}/teams`, origin), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify({ teamName, alcoholFree: index === 1 }),
        });
        expect(joined.status, await joined.text()).toBe(201);
      }
      const scores = (holes: number[]) =>
        holes.map((hole) => ({ type: 'score', hole, score: (longHoles()[hole - 1]?.par ?? 3) - 1, version: 1 }));
      await playOverSocket(page, code, scores([1, 2, 3, 4, 5, 6, 7]));
      const blackout = await page.request.post(`/api/games/${code}/blackout`, {
        data: { holes: 2 },
        headers: { Origin: origin },
      });
      expect(blackout.status(), await blackout.text()).toBe(204);
      await playOverSocket(page, code, [...scores([8, 9]), { type: 'end-game' }]);

      await page.goto(`/play/${code}`);
      await visible(page.getByRole('heading', { name: 'Board hidden for the last 2 holes' }));
      await visible(page.getByRole('button', { name: 'Reveal' }));
      const faults: string[] = [];
      for (const colorScheme of ['light', 'dark'] as const) {
        await inColorScheme(page, colorScheme);
        const axe = colorScheme === 'light' ? 'all' : 'colours';
        const found = await faultsAtEveryWidth(page, { axe, shot: `finale-hidden-${colorScheme}` });
        faults.push(...found.map((fault) => `the hidden board (${colorScheme}) ${fault}`));
      }
      await page.getByRole('button', { name: 'Reveal' }).click();
      const reveal = page.getByRole('region', { name: 'The reveal' });
      await visible(reveal.getByRole('heading', { name: 'Podium' }));
      await visible(reveal.getByText('Alcohol-free'));
      await visible(reveal.getByRole('region', { name: 'Awards' }));
      for (const colorScheme of ['light', 'dark'] as const) {
        await inColorScheme(page, colorScheme);
        const axe = colorScheme === 'light' ? 'all' : 'colours';
        const found = await faultsAtEveryWidth(page, { axe, shot: `finale-podium-${colorScheme}` });
        faults.push(...found.map((fault) => `the podium (${colorScheme}) ${fault}`));
      }
      expect(faults).toEqual([]);
    },
    // Four sweeps of five layouts, each with axe in three.
    4 * TEST_MS,
  );
});

/** The controls a player taps while scoring, on the page as it stands. */
function scoringControls(page: Page): Locator[] {
  const header = page.getByRole('navigation', { name: 'Main' });
  return [
    page.getByRole('combobox', { name: /^Hole \d (par|score)$/ }),
    page.getByRole('button', { name: /^(Decrease|Increase) / }),
    page.getByRole('button', { name: /^(Add Bar|Change bar) for hole \d$/ }),
    page.getByRole('button', { name: /^Whole name of the bar for hole \d$/ }),
    header.getByRole('link'),
    header.getByRole('button', { name: 'Reset' }),
    page.getByRole('textbox', { name: /^(Start time \(24-hour\)|Minutes per hole|Minutes at hole \d)$/ }),
    page.getByRole('link', { name: 'Open the walking route' }),
    page.getByRole('button', { name: /^(Plan the evening|Remove the plan|Use the course’s times)$/ }),
    header.getByRole('button', { name: 'Menu' }),
  ];
}

describe('scoring at 360 px', () => {
  it('every control a player taps while scoring is at least 44 by 44 px', async () => {
    const page = await browser.newContext({ width: 360, storageState: world.member });
    const small: string[] = [];
    let measured = 0;
    for (const under of PAGES.slice(0, 3)) {
      await page.goto(under.path());
      await under.ready(page);
      // The penalties panel and the holes' pickers arrive after the page's heading.
      await expect
        .poll(async () => [
          await page.getByRole('combobox', { name: /^Hole \d score$/ }).count(),
          await page.getByRole('button', { name: /^(Decrease|Increase) / }).count(),
        ])
        .toEqual([9, 20 * 2]);
      for (const controls of scoringControls(page)) {
        for (const control of await controls.all()) {
          const box = await control.boundingBox();
          const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
          measured++;
          if (!box || box.width < 44 || box.height < 44)
            small.push(`${under.name}: ${name} is ${box?.width ?? 0}x${box?.height ?? 0}`);
        }
      }
    }
    // Nine holes of par and score, twenty penalties on three pages, a bar control a hole, the links.
    expect(measured).toBeGreaterThan(9 * 2 + 20 * 2 * 3 + 9);
    expect(small).toEqual([]);

    // On the live card, a bar's name cut short reads whole by the keyboard, and is cut again by a tap.
    const bar = page.getByRole('table').getByRole('link', { name: longHoles()[0]?.barName ?? '', exact: true });
    const isCut = () => bar.evaluate((link) => link.scrollHeight > link.clientHeight + 1);
    expect(await isCut()).toBe(true);
    const whole = page.getByRole('button', { name: 'Whole name of the bar for hole 1' });
    await whole.focus();
    await page.keyboard.press('Enter');
    expect(await whole.getAttribute('aria-expanded')).toBe('true');
    expect(await isCut()).toBe(false);
    await whole.click();
    expect(await whole.getAttribute('aria-expanded')).toBe('false');
    expect(await isCut()).toBe(true);
  });

  it('keeps the total, the holes played and the par status on screen after hole 5, at 360 by 740', async () => {
    const page = await browser.newContext({ width: 360 });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await cardRendered(page);
    for (const hole of [1, 2, 3, 4, 5])
      await page.getByRole('combobox', { name: `Hole ${hole} score` }).selectOption('4'); // par 3: +1 each

    const pinned = page.getByRole('complementary', { name: 'Running total' });
    await expect.poll(() => pinned.innerText()).toMatch(/TOTAL\s+\+5\s+Thru 5\s+ABOVE PAR/);
    const box = await pinned.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
    // Nothing is drawn over it: the point at its par status words is the bar's own.
    const onTop = await pinned.getByText('ABOVE PAR').evaluate((words) => {
      const { left, top, width, height } = words.getBoundingClientRect();
      return words.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
    expect(onTop).toBe(true);
    // The hole to play next stands out.
    expect(
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: '6', exact: true }) })
        .getAttribute('aria-current'),
    ).toBe('step');
  });
});
