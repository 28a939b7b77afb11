import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from './axe';
import { toastText, useBrowser } from './browser';
import { signInAsMember } from './members';
import { headerLink } from './header-links';

const browser = useBrowser();

interface RoundToSave {
  teamName: string;
  scores: (number | 'NA' | null)[];
  penalties?: { id: string; name: string; count: number }[];
  courseId?: string;
  courseName?: string;
}

interface Kept {
  id: string;
  number: number;
}

/** A fresh lifetime member on a phone-sized page that has opened nothing yet. */
async function newMember(name: string, width = 360): Promise<Page> {
  const page = await browser.newContext({ width });
  await signInAsMember(page, `history-${name}@example.com`, { open: null });
  return page;
}

/** POSTs JSON as the page's signed-in member, with the app's Origin as its own calls have; answers the body. */
async function post<T>(page: Page, path: string, body: object): Promise<T> {
  const response = await page.request.post(path, { data: body, headers: { Origin: new URL(browser.baseUrl).origin } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** Saves a course of nine par-3 holes through the API as the signed-in member; answers its id. */
async function createCourse(page: Page, name: string): Promise<string> {
  const holes = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3 }));
  return (await post<{ id: string }>(page, '/api/courses', { name, holes, penalties: [] })).id;
}

/** Saves rounds through the API as the signed-in member, one after the other, as autosave does. */
async function saveRounds(page: Page, rounds: RoundToSave[]): Promise<Kept[]> {
  const kept: Kept[] = [];
  for (const { scores, penalties = [], ...rest } of rounds) {
    const holes = scores.map((score, index) => ({ holeNumber: index + 1, par: 3, score }));
    kept.push(
      await post<Kept>(page, '/api/scorecards', {
        id: crypto.randomUUID(),
        date: '2026-11-21',
        holes,
        penalties,
        ...rest,
      }),
    );
  }
  return kept;
}

async function roundIdsOnServer(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/scorecards');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }[]).map((round) => round.id);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const cards = (page: Page) => page.getByRole('list', { name: 'Saved rounds' }).getByRole('article');
const unscored = (holes: number) => Array.from({ length: holes }, () => null);

async function openHistory(page: Page, firstCard: string) {
  await page.goto('/history');
  await expect.poll(() => card(page, firstCard).isVisible()).toBe(true);
}

const STANDARD_WITH_SPILLS = [
  { id: 'spilled-drink', name: 'Spilled Drink', count: 2 },
  { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
  { id: 'bathroom-break', name: 'Bathroom Break', count: 1 },
  { id: 'wrong-order', name: 'Wrong Order', count: 0 },
];

describe('ROUND HISTORY', () => {
  it('with no rounds says No Saved Rounds and offers a new one', async () => {
    const page = await newMember('empty');
    await page.goto('/history');
    await expect.poll(() => page.getByRole('heading', { name: 'No Saved Rounds' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ROUND HISTORY');
    expect(await page.getByRole('button', { name: 'Clear All History' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Start New Round' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows each round newest first: its name or number, total, holes completed, penalties and course', async () => {
    const page = await newMember('list');
    const courseId = await createCourse(page, 'Soho Crawl');
    const [first] = await saveRounds(page, [
      { teamName: '', scores: [3, 3, 3, 3, 3, 3, 3, 3, 2] },
      { teamName: 'The Birdies', scores: [2, 3, 4, ...unscored(6)], penalties: STANDARD_WITH_SPILLS },
      {
        teamName: 'The Extremely Long Named Team of Wandering Pub Golf Players',
        scores: ['NA', ...unscored(8)],
        courseId,
        courseName: 'Soho Crawl',
      },
    ]);
    await openHistory(page, 'Round #1');

    expect(await cards(page).count()).toBe(3);
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles).toEqual(['The Extremely Long Named Team of Wandering Pub Golf Players', 'The Birdies', 'Round #1']);
    await expect.poll(() => page.getByText('3 saved rounds').isVisible()).toBe(true);

    // A round without a name shows its number, never its id.
    const unnamed = card(page, 'Round #1');
    expect(await unnamed.textContent()).not.toContain(first!.id);
    await expect.poll(() => unnamed.getByText('Holes completed: 9 / 9').isVisible()).toBe(true);
    await expect.poll(() => unnamed.getByText('-1', { exact: true }).isVisible()).toBe(true);
    expect(await unnamed.getByText(/^Penalties/).count()).toBe(0);
    await expect.poll(() => unnamed.getByRole('button', { name: 'Edit Scorecard' }).isVisible()).toBe(true);
    expect(await unnamed.getByRole('button', { name: 'Keep Playing' }).count()).toBe(0);

    // One under, par, one over, plus 3 penalties.
    const birdies = card(page, 'The Birdies');
    await expect.poll(() => birdies.getByText('Holes completed: 3 / 9').isVisible()).toBe(true);
    await expect.poll(() => birdies.getByText('Penalties: 3').isVisible()).toBe(true);
    await expect.poll(() => birdies.getByText('+3', { exact: true }).isVisible()).toBe(true);
    expect(await birdies.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await birdies.locator('time').textContent()).toMatch(/\d{4}.*\d:\d\d/);

    // A course round is played on again from its course; NA counts as five over par.
    const course = card(page, 'The Extremely Long Named Team of Wandering Pub Golf Players');
    await expect.poll(() => course.getByText('Course: Soho Crawl').isVisible()).toBe(true);
    await expect.poll(() => course.getByText('+5', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => course.getByText('Holes completed: 1 / 9').isVisible()).toBe(true);
    await expect.poll(() => course.getByRole('button', { name: 'Keep Playing' }).isVisible()).toBe(true);
    expect(await course.getByRole('button', { name: 'Edit Scorecard' }).count()).toBe(0);

    // A long team name wraps on a phone rather than pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoViolations(page, '/history with rounds (360 px)');

    await birdies.getByRole('button', { name: 'Export & Share' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Export Scorecard' }).isVisible()).toBe(true);
  });

  it('says so, with a way to try again, when the list cannot be loaded', async () => {
    const page = await newMember('load-fails');
    await saveRounds(page, [{ teamName: 'Patient Players', scores: unscored(9) }]);
    browser.expectConsoleError(/status of 503/);
    let failing = true;
    await page.route('**/api/scorecards', (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down for a moment.' } } })
        : route.fallback(),
    );
    // Opened from the card, History asks for its list (a page loaded at /history comes painted with it).
    await page.goto('/');
    await (await headerLink(page, 'History')).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your rounds could not be loaded');
    expect(await page.getByRole('alert').textContent()).toContain('Down for a moment.');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => card(page, 'Patient Players').isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('reads the list afresh on each visit', async () => {
    const page = await newMember('fresh');
    await saveRounds(page, [{ teamName: 'Early Birds', scores: unscored(9) }]);
    await openHistory(page, 'Early Birds');
    await saveRounds(page, [{ teamName: 'Late Comers', scores: unscored(9) }]);
    await page.getByRole('link', { name: 'Scorecard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await (await headerLink(page, 'History')).click();
    await expect.poll(() => card(page, 'Late Comers').isVisible()).toBe(true);
  });

  it('Delete asks first: Cancel keeps the round, Delete removes it here and on the server', async () => {
    const page = await newMember('delete');
    const [keep, gone] = await saveRounds(page, [
      { teamName: 'Keepers', scores: unscored(9) },
      { teamName: 'Goners', scores: [3, ...unscored(8)] },
    ]);
    await openHistory(page, 'Goners');

    const deleteButton = card(page, 'Goners').getByRole('button', { name: 'Delete' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete Scorecard' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(
      'Are you sure you want to delete this scorecard? This action cannot be undone.',
    );
    await expectNoViolations(page, 'Delete Scorecard dialog (360 px)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card(page, 'Goners').isVisible()).toBe(true);
    // Keyboard focus goes back to the button that opened the dialog.
    await expect.poll(() => deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // The answer is held back until the pending state has been seen.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**/api/scorecards/${gone!.id}`, async (route) => {
      await answered;
      await route.fallback();
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Deleting…' }).isDisabled()).toBe(true);
    answer();

    await expect.poll(() => toastText(page, 'Scorecard deleted').isVisible()).toBe(true);
    await expect.poll(() => card(page, 'Goners').count()).toBe(0);
    await expect.poll(() => card(page, 'Keepers').isVisible()).toBe(true);
    // Keyboard focus moves on to the list's count, the button it was on being gone.
    await expect
      .poll(() =>
        page.getByText('1 saved round', { exact: true }).evaluate((count) => count === document.activeElement),
      )
      .toBe(true);
    expect(await roundIdsOnServer(page)).toEqual([keep!.id]);
  });

  it('a delete the server refuses keeps the round and says so', async () => {
    const page = await newMember('delete-fails');
    const [round] = await saveRounds(page, [{ teamName: 'Stubborn Stains', scores: unscored(9) }]);
    await openHistory(page, 'Stubborn Stains');
    browser.expectConsoleError(/status of 500/);
    await page.route(`**/api/scorecards/${round!.id}`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something broke' } } }),
    );

    await card(page, 'Stubborn Stains').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Scorecard' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toastText(page, 'Failed to delete scorecard. Please try again.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card(page, 'Stubborn Stains').isVisible()).toBe(true);
    expect(await toastText(page, 'Scorecard deleted').count()).toBe(0);
    expect(await roundIdsOnServer(page)).toEqual([round!.id]);
  });

  it('Clear All History states how many rounds go, then leaves No Saved Rounds', async () => {
    const page = await newMember('clear');
    await saveRounds(page, [
      { teamName: 'First Round', scores: unscored(9) },
      { teamName: 'Second Round', scores: unscored(9) },
    ]);
    await openHistory(page, 'Second Round');

    await page.getByRole('button', { name: 'Clear All History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear All History' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('This will delete all 2 scorecards. This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Clear All History' }).click();

    await expect.poll(() => toastText(page, 'History cleared').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'No Saved Rounds' }).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    expect(await roundIdsOnServer(page)).toEqual([]);
    // Focus lands on the one thing left to do.
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'Start New Round' }).evaluate((link) => link === document.activeElement),
      )
      .toBe(true);
  });

  it('a clear the server refuses keeps the rounds and says so; one round is one scorecard', async () => {
    const page = await newMember('clear-fails');
    const [round] = await saveRounds(page, [{ teamName: 'Only Round', scores: unscored(9) }]);
    await openHistory(page, 'Only Round');
    browser.expectConsoleError(/status of 503/);
    await page.route('**/api/scorecards', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down for a moment' } } })
        : route.fallback(),
    );

    await page.getByRole('button', { name: 'Clear All History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear All History' });
    expect(await dialog.textContent()).toContain('This will delete your 1 scorecard. This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Clear All History' }).click();
    await expect.poll(() => toastText(page, 'Failed to clear history. Please try again.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => card(page, 'Only Round').isVisible()).toBe(true);
    expect(await roundIdsOnServer(page)).toEqual([round!.id]);
  });

  it('Edit Scorecard opens the round on the main card, where edits update that same round', async () => {
    const page = await newMember('edit');
    const [round] = await saveRounds(page, [
      { teamName: 'Back Nine', scores: [4, 3, ...unscored(7)], penalties: STANDARD_WITH_SPILLS },
    ]);
    await openHistory(page, 'Back Nine');

    await card(page, 'Back Nine').getByRole('button', { name: 'Edit Scorecard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toastText(page, 'Scorecard loaded').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('textbox', { name: 'Player name' }).inputValue()).toBe('Back Nine');
    expect(await page.getByRole('combobox', { name: 'Hole 1 score' }).inputValue()).toBe('4');
    expect(await page.getByRole('status', { name: 'Spilled Drink count' }).textContent()).toBe('2');
    expect(
      await page
        .getByRole('combobox', { name: 'Penalty Rules' })
        .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent),
    ).toBe('Standard');

    await page.getByRole('combobox', { name: 'Hole 3 score' }).selectOption('2');
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const rounds = (await (await fetch('/api/scorecards')).json()) as {
            id: string;
            holes: { score?: number }[];
          }[];
          return rounds.map((kept) => ({ id: kept.id, hole3: kept.holes[2]?.score }));
        }),
      )
      .toEqual([{ id: round!.id, hole3: 2 }]);
  });

  it('a round deleted after opening it on the main card does not come back there', async () => {
    const page = await newMember('delete-opened');
    await saveRounds(page, [{ teamName: 'Ghost Town', scores: [3, ...unscored(8)] }]);
    await openHistory(page, 'Ghost Town');
    await card(page, 'Ghost Town').getByRole('button', { name: 'Edit Scorecard' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Player name' }).inputValue()).toBe('Ghost Town');

    await (await headerLink(page, 'History')).click();
    await card(page, 'Ghost Town').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Scorecard' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => page.getByRole('heading', { name: 'No Saved Rounds' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Scorecard' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Player name' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Player name' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Hole 1 score' }).inputValue()).toBe('');
    expect(await roundIdsOnServer(page)).toEqual([]);
  });

  it('Keep Playing stores the round as its course card and opens the course', async () => {
    const page = await newMember('keep-playing');
    const courseId = await createCourse(page, 'Camden Crawl');
    const [round] = await saveRounds(page, [
      { teamName: 'Crawlers', scores: [2, ...unscored(8)], courseId, courseName: 'Camden Crawl' },
    ]);
    await openHistory(page, 'Crawlers');

    await card(page, 'Crawlers').getByRole('button', { name: 'Keep Playing' }).click();
    await page.waitForURL((url) => url.pathname === `/courses/${courseId}`);
    const stored = await page.evaluate(
      (key) =>
        JSON.parse(localStorage.getItem(key) ?? 'null') as {
          teamName: string;
          roundId: string;
          holes: { score?: number }[];
        } | null,
      `course-${courseId}-scorecard`,
    );
    expect(stored?.teamName).toBe('Crawlers');
    expect(stored?.roundId).toBe(round!.id);
    expect(stored?.holes[0]?.score).toBe(2);
  });
});
