import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { courseSchema, type Course } from '../domain/courses';
import { useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { signInAsMember } from './members';

const browser = useBrowser();

/** The longest team name kept: 60 characters. */
const LONG_TEAM = 'The Extraordinarily Thirsty Wanderers of the Old Town Pubs X';

async function newMember(email: string, width = 360): Promise<Page> {
  const page = await browser.newContext({ width });
  await signInAsMember(page, email);
  return page;
}

async function createCourse(page: Page, name: string): Promise<Course> {
  const answer = await page.evaluate(async (name) => {
    const holes = Array.from({ length: 9 }, (_, index) => ({
      holeNumber: index + 1,
      par: 3,
      barName: `The Very Long Named Public House Number ${index + 1} on the High Street`,
      drink: 'Guinness',
    }));
    const response = await fetch('/api/courses', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, holes, penalties: [{ id: 'spilled-drink', name: 'Spilled Drink', count: 0 }] }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, name);
  expect(answer.status).toBe(201);
  return courseSchema.parse(answer.body);
}

/** Saves a round through the API as the signed-in member; every hole at `par`, scored from `scores`. */
async function saveRound(
  page: Page,
  round: { teamName: string; scores: (number | null)[]; par?: number; courseId?: string },
): Promise<string> {
  const answer = await page.evaluate(async ({ scores, par = 3, ...rest }) => {
    const holes = scores.map((score, index) => ({ holeNumber: index + 1, par, score }));
    const response = await fetch('/api/scorecards', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: '2026-11-21', holes, penalties: [], ...rest }),
    });
    return { status: response.status, body: (await response.json()) as { id: string } };
  }, round);
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const nine = (strokes: number) => Array.from({ length: 9 }, () => strokes);

describe("a course's own board", () => {
  it("shows 'Top 10 on this course' below the card, level totals sharing a place, and says how ties are ordered", async () => {
    const page = await newMember('fair-course-board@example.com');
    const empty = await createCourse(page, 'Soho Stagger');
    await page.goto(`/courses/${empty.id}`);
    await cardRendered(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Top 10 on this course' }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText("No rounds on this course's board yet. Save a round with all 9 holes scored to be the first.")
          .isVisible(),
      )
      .toBe(true);

    const course = await createCourse(page, 'The Long Clerkenwell and Farringdon Crawl');
    await saveRound(page, { teamName: LONG_TEAM, scores: nine(2), courseId: course.id });
    await saveRound(page, { teamName: 'Hop Scotch', scores: nine(2), courseId: course.id });
    await saveRound(page, { teamName: 'Bogey Men', scores: nine(4), courseId: course.id });
    await saveRound(page, { teamName: 'Par Tens', scores: nine(1), par: 10, courseId: course.id });
    await page.goto(`/courses/${course.id}`);
    await cardRendered(page);
    const board = page.getByRole('list', { name: 'Top 10 on this course' });
    await expect.poll(() => board.getByRole('listitem').count()).toBe(3);
    const rows = await board.getByRole('listitem').allInnerTexts();
    // Level at -9, saved within one second: both share first place.
    expect(rows.slice(0, 2).every((row) => row.startsWith('T1') && row.includes('-9'))).toBe(true);
    expect(rows.slice(0, 2).join('\n')).toContain(LONG_TEAM);
    expect(rows.slice(0, 2).join('\n')).toContain('Hop Scotch');
    expect(rows[2]).toContain('Bogey Men');
    expect(rows.join('\n')).not.toContain('Par Tens');
    expect(
      await page
        .getByText('Level totals share a place. Among level totals, the earlier round is listed first.')
        .isVisible(),
    ).toBe(true);
  });

  it('says so when the board cannot be loaded, and loads it on Try again', async () => {
    const page = await newMember('fair-course-board-error@example.com');
    const course = await createCourse(page, 'Soho Stagger');
    browser.expectConsoleError(/status of 503/);
    let fail = true;
    await page.route('**/api/courses/*/leaderboard', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":{"code":"unavailable","message":"Try again shortly."}}',
          })
        : route.fallback(),
    );
    await page.goto(`/courses/${course.id}`);
    await cardRendered(page);
    await expect.poll(() => page.getByText("This course's board could not be loaded.").isVisible()).toBe(true);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() =>
        page
          .getByText("No rounds on this course's board yet. Save a round with all 9 holes scored to be the first.")
          .isVisible(),
      )
      .toBe(true);
  });
});

describe('History', () => {
  it('says in words why a round is not on the leaderboard, and nothing for one that is', async () => {
    const page = await newMember('fair-history@example.com');
    await saveRound(page, { teamName: 'Fair and Square', scores: nine(3) });
    await saveRound(page, { teamName: 'Zero Sippers', scores: [3, 0, 3, 3, 3, 3, 3, 3, 3] });
    await saveRound(page, { teamName: 'Par Tens', scores: nine(1), par: 10 });
    await saveRound(page, { teamName: 'Half Way', scores: [3, 3, 3, 3, null, null, null, null, null] });
    await page.goto('/history');
    const card = (title: string) => page.getByRole('article', { name: title, exact: true });
    await expect.poll(() => card('Half Way').isVisible()).toBe(true);
    expect(
      await card('Half Way')
        .getByText('Not on the leaderboard: 4 of 9 holes scored. A round goes on it once every hole has a score.')
        .isVisible(),
    ).toBe(true);
    expect(
      await card('Zero Sippers')
        .getByText('Not on the leaderboard: hole 2 is scored 0, and every drink takes at least one sip.')
        .isVisible(),
    ).toBe(true);
    expect(
      await card('Par Tens')
        .getByText('Not on the leaderboard: hole 1 has par 10, and the leaderboard takes pars 1 to 6.')
        .isVisible(),
    ).toBe(true);
    expect(await card('Fair and Square').getByText('Not on the leaderboard', { exact: false }).count()).toBe(0);
  });
});
