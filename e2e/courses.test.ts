import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { courseSchema, type Course } from '../domain/courses';
import { savedRoundListSchema } from '../domain/rounds';
import { expectNoViolations } from './axe';
import { toastText, useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { layoutShift } from './layout-shift';
import { signInAs, signInAsMember } from './members';
import { headerLink } from './header-links';

const browser = useBrowser();

const BARS = ['The Lamb & Flag', 'The Harp', 'The Cross Keys'];

/** Saves a course through the API as the signed-in member: the first holes get the bars, the rest none. */
async function createCourse(page: Page, name: string, bars: string[] = BARS): Promise<Course> {
  const holes = Array.from({ length: 9 }, (_, index) => ({
    holeNumber: index + 1,
    par: index === 0 ? 4 : 3,
    ...(bars[index]
      ? { barName: bars[index], barAddress: `${index + 1} High Street`, barLocation: { lat: 51.5, lng: -0.12 } }
      : {}),
    ...(index === 0 ? { drink: 'Guinness' } : {}),
  }));
  const penalties = [
    { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
    { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
  ];
  // With the app's Origin, as its own calls have: the page need not have opened anything.
  const response = await page.request.post('/api/courses', {
    data: { name, holes, penalties },
    headers: { Origin: new URL(browser.baseUrl).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return courseSchema.parse(await response.json());
}

/** A member, signed in with no page opened yet, who has made a course to share. */
async function courseOwner(email: string, name: string): Promise<Course> {
  const owner = await browser.newContext();
  await signInAsMember(owner, email, { open: null });
  return createCourse(owner, name);
}

/** A new member on the page of a course they have just made, with nothing scored yet. */
async function openNewCourse(page: Page, email: string, name: string): Promise<Course> {
  await signInAsMember(page, email, { open: null });
  const course = await createCourse(page, name);
  await page.goto(`/courses/${course.id}`);
  await cardRendered(page);
  return course;
}

/** The signed-in member's rounds, as History reads them. */
async function savedRounds(page: Page) {
  const body = await page.evaluate(async () => (await fetch('/api/scorecards')).json() as Promise<unknown>);
  return savedRoundListSchema.parse(body);
}

const storedCard = (page: Page, courseId: string) =>
  page.evaluate((key) => localStorage.getItem(key), `course-${courseId}-scorecard`);
const pendingFlag = (page: Page) => page.evaluate(() => localStorage.getItem('pendingDataMigration'));
const total = (page: Page) => page.getByTestId('total-score').textContent();
const scoreSelect = (page: Page, hole: number) => page.getByRole('combobox', { name: `Hole ${hole} score` });
const courseItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your courses' }).getByRole('listitem').filter({ hasText: name });

describe('My Courses', () => {
  it('lists the member’s courses newest first; Share copies the link; Delete asks, then removes it and keeps its rounds', async () => {
    const page = await browser.newContext({ width: 360 });
    // Chromium has no share sheet here; say so outright, so Share copies the link.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
    await signInAsMember(page, 'course-lister@example.com');
    const older = await createCourse(page, 'Soho Stroll', BARS.slice(0, 1));
    const course = await createCourse(page, 'Covent Garden Crawl');
    // A round played on the course, which must outlive it.
    const kept = await page.evaluate(async (course) => {
      const holes = course.holes.map((hole) => ({ ...hole, score: 3 }));
      const response = await fetch('/api/scorecards', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          teamName: 'Keepers',
          date: '2026-11-21',
          holes,
          penalties: course.penalties,
          courseId: course.id,
          courseName: course.name,
        }),
      });
      return response.status;
    }, course);
    expect(kept).toBe(201);

    await (await headerLink(page, 'My Courses')).click();
    await expect.poll(() => courseItem(page, 'Covent Garden Crawl').isVisible()).toBe(true);
    const items = page.getByRole('list', { name: 'Your courses' }).getByRole('listitem');
    expect(await items.getByRole('heading').allTextContents()).toEqual(['Covent Garden Crawl', 'Soho Stroll']);
    const item = courseItem(page, 'Covent Garden Crawl');
    expect(await item.textContent()).toContain('3/9 bars');
    expect(await courseItem(page, 'Soho Stroll').textContent()).toContain('1/9 bars');
    expect(await item.textContent()).toMatch(/Created \w+/);
    expect(await item.getByRole('link', { name: /^Play Course/ }).getAttribute('href')).toBe(`/courses/${course.id}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoViolations(page, '/courses with courses');

    await item.getByRole('button', { name: /^Share/ }).click();
    await expect.poll(() => toastText(page, 'Link copied!').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${browser.baseUrl}/courses/share/${course.shareCode}`,
    );

    // A delete that fails says so and leaves the course; the next try deletes it.
    browser.expectConsoleError(/status of 503/);
    let failing = true;
    await page.route(`**/api/courses/${course.id}`, (route) =>
      failing && route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
        : route.fallback(),
    );
    await item.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Course?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('All saved rounds played on this course remain in your history.');
    await dialog.getByRole('button', { name: 'Delete Course' }).click();
    await expect.poll(() => toastText(page, 'Delete failed').isVisible()).toBe(true);
    await expect.poll(() => toastText(page, 'Failed to delete course. Please try again.').isVisible()).toBe(true);
    failing = false;
    await dialog.getByRole('button', { name: 'Delete Course' }).click();
    await expect.poll(() => toastText(page, 'Course deleted').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.getByRole('heading').allTextContents()).toEqual(['Soho Stroll']);

    const rounds = await savedRounds(page);
    expect(rounds.map((round) => [round.teamName, round.courseId, round.courseName])).toEqual([
      ['Keepers', course.id, 'Covent Garden Crawl'],
    ]);

    await courseItem(page, 'Soho Stroll')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete Course' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'No courses yet' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create Your First Course' }).getAttribute('href')).toBe('/');
    expect(older.id).not.toBe(course.id);
  });
});

describe('a shared course', () => {
  it('opens from its link for a guest in a fresh browser, locked to its bars, scored and kept on the device', async () => {
    const course = await courseOwner('course-sharer@example.com', 'Borough Market Nine');

    const page = await browser.newContext({ width: 360, waits: 'as on a phone' });
    await page.goto(`/courses/share/${course.shareCode}`);
    await page.waitForURL((url) => url.pathname === `/courses/${course.id}` && url.search === '');
    await cardRendered(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Borough Market Nine');
    // The card renders in steps, growing only at its foot: nothing on screen moved.
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // The bars, drinks and pars are the course's: shown, linked to a map, never edited.
    const bar = page.getByRole('link', { name: 'The Lamb & Flag' });
    expect(await bar.getAttribute('href')).toContain('https://www.google.com/maps/search/');
    expect(await bar.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('row').filter({ hasText: 'The Lamb & Flag' }).textContent()).toContain('Guinness');
    expect(await page.getByRole('button', { name: /Add Bar|Change bar/ }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: /par$/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /drink$/ }).count()).toBe(0);
    expect(await scoreSelect(page, 1).locator('option').allTextContents()).toEqual([
      '–',
      ...Array.from({ length: 10 }, (_, index) => String(index + 1)),
      'NA',
    ]);
    expect(await page.getByRole('button', { name: 'Save Round' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Sign up or Log in' }).isVisible()).toBe(true);
    // Left blank, the name is saved as 'Player': the field says so without filling it in.
    const playerName = page.getByRole('textbox', { name: 'Player name' });
    expect(await playerName.inputValue()).toBe('');
    expect(await playerName.getAttribute('placeholder')).toBe('Player');

    await scoreSelect(page, 1).selectOption('3'); // par 4: -1
    await scoreSelect(page, 2).selectOption('NA'); // +5
    await page.getByRole('button', { name: 'Increase Spilled Drink' }).click();
    await expect.poll(() => total(page)).toBe('+5');
    await expect
      .poll(() => page.getByRole('region', { name: 'TOTAL SCORE' }).getByText('ABOVE PAR').isVisible())
      .toBe(true);
    await expect.poll(() => storedCard(page, course.id)).toContain('"score":"NA"');
    expect(await pendingFlag(page)).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoViolations(page, '/courses/{id} as a guest');

    await page.reload();
    await expect.poll(() => scoreSelect(page, 2).inputValue()).toBe('NA');
    expect(await scoreSelect(page, 1).inputValue()).toBe('3');
    expect(await page.getByLabel('Spilled Drink count').textContent()).toBe('1');
    expect(await total(page)).toBe('+5');

    // Leaving within the two seconds keeps the last change too.
    await scoreSelect(page, 3).selectOption('2');
    await page.reload();
    await expect.poll(() => scoreSelect(page, 3).inputValue()).toBe('2');
    expect(await total(page)).toBe('+4');

    // Opening the share link again starts a clean round.
    await page.goto(`/courses/share/${course.shareCode}`);
    await page.waitForURL((url) => url.pathname === `/courses/${course.id}` && url.search === '');
    await expect.poll(() => total(page)).toBe('0');
    expect(await scoreSelect(page, 2).inputValue()).toBe('');
    expect(await page.getByLabel('Spilled Drink count').textContent()).toBe('0');
    expect(await storedCard(page, course.id)).toBeNull();
  });

  it('says a share code that leads nowhere may be invalid or expired', async () => {
    const page = await browser.newContext({ width: 360 });
    browser.expectConsoleError(/status of 404/);
    await page.goto('/courses/share/ZZZZZZZZZZ');
    await expect.poll(() => page.getByRole('heading', { name: 'Course not found' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('This share link may be invalid or expired.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to the scorecard' }).getAttribute('href')).toBe('/');
    await expectNoViolations(page, '/courses/share/{unknown code}');

    await page.goto('/courses/share/not-a-code');
    await expect.poll(() => page.getByText('This share link may be invalid or expired.').isVisible()).toBe(true);
  });

  it('says a course id that leads nowhere may not exist', async () => {
    const page = await browser.newContext({ width: 360 });
    browser.expectConsoleError(/status of 404/);
    await page.goto(`/courses/${crypto.randomUUID()}`);
    const text = 'Course not found. This course may not exist or the link may be invalid.';
    await expect.poll(() => page.getByText(text).isVisible()).toBe(true);
    await page.goto('/courses/not-a-course');
    await expect.poll(() => page.getByText(text).isVisible()).toBe(true);
  });
});

describe('playing a course as a member', () => {
  it('Save Round keeps one round however often it is pressed, and updates it after more scoring', async () => {
    const page = await browser.newContext();
    const course = await openNewCourse(page, 'course-player@example.com', 'Shoreditch Loop');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shoreditch Loop');
    expect(await page.getByRole('link', { name: 'Sign up or Log in' }).count()).toBe(0);

    await scoreSelect(page, 1).selectOption('4');
    const save = page.getByRole('button', { name: 'Save Round' });
    await save.dblclick();
    await expect.poll(() => toastText(page, 'Round saved').isVisible()).toBe(true);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expect.poll(async () => (await savedRounds(page)).length).toBe(1);

    await scoreSelect(page, 2).selectOption('2');
    await save.click();
    await expect
      .poll(async () => (await savedRounds(page)).map((round) => round.holes.slice(0, 2).map((hole) => hole.score)))
      .toEqual([[4, 2]]);
    const [round] = await savedRounds(page);
    expect(round).toMatchObject({ teamName: 'Player', courseId: course.id, courseName: 'Shoreditch Loop' });
    expect(round?.totalScore).toBe(-1);
    // A member's course round goes by Save Round, not by sign-in.
    expect(await pendingFlag(page)).toBeNull();
  });

  it('keeps a round the server cannot take yet on the phone, and sends it when it can', async () => {
    const page = await browser.newContext({ width: 360 });
    browser.expectConsoleError(/status of 503/);
    const course = await openNewCourse(page, 'course-unlucky@example.com', 'Camden Crawl');
    await scoreSelect(page, 1).selectOption('3');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/scorecards', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await released;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    });
    await page.getByRole('button', { name: 'Save Round' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Saving…' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => toastText(page, 'Saved on this phone').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Round' }).isEnabled()).toBe(true);
    expect(await savedRounds(page)).toEqual([]);

    // The server is back: the retry timer sends the round without another tap.
    await page.unroute('**/api/scorecards');
    await expect.poll(async () => (await savedRounds(page)).map((round) => round.courseId)).toEqual([course.id]);
  });

  it('says so when the server refuses a round', async () => {
    const page = await browser.newContext({ width: 360 });
    browser.expectConsoleError(/status of 400/);
    await openNewCourse(page, 'course-refused@example.com', 'Soho Sprint');
    await scoreSelect(page, 1).selectOption('3');
    await page.route('**/api/scorecards', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":{"code":"invalid","message":"holes"}}',
      }),
    );
    await page.getByRole('button', { name: 'Save Round' }).click();
    await expect.poll(() => toastText(page, 'Save failed').isVisible()).toBe(true);
    await expect.poll(() => toastText(page, 'Failed to save your round. Please try again.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Round' }).isEnabled()).toBe(true);
  });
});

describe('a guest who joins after playing', () => {
  it('has the course round saved to the new account with the course, and no longer on the device', async () => {
    const course = await courseOwner('course-host@example.com', 'Clerkenwell Classic');

    const page = await browser.newContext();
    await page.goto(`/courses/${course.id}`);
    await page.getByRole('textbox', { name: 'Player name' }).fill('Late Joiners');
    await scoreSelect(page, 1).selectOption('5');
    await scoreSelect(page, 3).selectOption('2');
    await expect.poll(() => pendingFlag(page)).toBe('true');
    await expect.poll(() => storedCard(page, course.id)).toContain('Late Joiners');

    await signInAs(page, 'course-joiner@example.com');
    // Signed in without a membership: nothing is sent yet.
    expect(await pendingFlag(page)).toBe('true');
    await signInAsMember(page, 'course-joiner@example.com');
    await expect.poll(() => toastText(page, 'Score saved!').isVisible()).toBe(true);
    // Two holes of nine: kept, but not on the leaderboard, and the toast does not say it is.
    expect(
      await toastText(
        page,
        'Your score has been saved to your account. History says which are off the leaderboard, and why.',
      ).isVisible(),
    ).toBe(true);
    expect(await toastText(page, 'added to the leaderboard!').count()).toBe(0);

    const rounds = await savedRounds(page);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({
      teamName: 'Late Joiners',
      courseId: course.id,
      courseName: 'Clerkenwell Classic',
      totalScore: 0,
    });
    expect(await storedCard(page, course.id)).toBeNull();
    expect(await pendingFlag(page)).toBeNull();
  });

  it('keeps the round on the phone when the server cannot take it, and sends it later without another sign-in', async () => {
    const course = await courseOwner('course-host-2@example.com', 'Bermondsey Beer Mile');

    const page = await browser.newContext({ width: 360 });
    browser.expectConsoleError(/status of 503/);
    await page.goto(`/courses/${course.id}`);
    await page.getByRole('textbox', { name: 'Player name' }).fill('Mile Walkers');
    await scoreSelect(page, 2).selectOption('4');
    await expect.poll(() => storedCard(page, course.id)).toContain('Mile Walkers');

    // A bar with one bar of signal: the phone thinks it is online, but the round gets no answer.
    await page.route('**/api/migrate-course-data', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await signInAsMember(page, 'course-joiner-2@example.com');
    await expect.poll(() => toastText(page, 'Score not saved').isVisible()).toBe(true);
    expect(
      await toastText(page, "Failed to save your score. We'll retry automatically on your next login.").isVisible(),
    ).toBe(true);
    expect(await storedCard(page, course.id)).toContain('Mile Walkers');
    expect(await pendingFlag(page)).toBe('true');

    // The signal is back: the retry timer sends the round with no reload and no new sign-in.
    await page.unroute('**/api/migrate-course-data');
    await expect.poll(() => toastText(page, 'Score saved!').isVisible()).toBe(true);
    const rounds = await savedRounds(page);
    expect(rounds.map((round) => [round.teamName, round.courseId])).toEqual([['Mile Walkers', course.id]]);
    expect(await storedCard(page, course.id)).toBeNull();
    expect(await pendingFlag(page)).toBeNull();
  });
});
