import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { savedRoundListSchema, type SavedRoundList } from '../domain/rounds';
import { toastText, useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { signInAsMember } from './members';
import { headerLink } from './header-links';

const browser = useBrowser();

/** A member nobody else in the run uses, with lifetime access, on the main card. */
async function newMember(page: Page, name: string) {
  await signInAsMember(page, `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await expect.poll(() => syncStatus(page)).toBe('Saved');
}

/** The member's sync status beside the autosave note (absent for a moment while it flashes). */
function syncStatus(page: Page) {
  return page
    .getByRole('status', { name: 'Sync status' })
    .textContent({ timeout: 1000 })
    .catch(() => null);
}

/** The member's rounds as the server keeps them. */
async function roundsOnServer(from: Page | BrowserContext): Promise<SavedRoundList> {
  const response = await from.request.get('/api/scorecards');
  expect(response.status()).toBe(200);
  return savedRoundListSchema.parse(await response.json());
}

const scores = (round: SavedRoundList[number] | undefined) => round?.holes.map((hole) => hole.score ?? null);

function scoreHole(page: Page, hole: number, score: string) {
  return page.getByRole('combobox', { name: `Hole ${hole} score` }).selectOption(score);
}

describe('a member’s main card', () => {
  it('is saved once when it gets its first score, then autosaves (playing alcohol-free too), and a reload shows the round', async () => {
    const page = await browser.newContext({ width: 360 });
    await newMember(page, 'saver');

    await scoreHole(page, 1, '4');
    await expect.poll(() => toastText(page, 'Scorecard saved').isVisible()).toBe(true);
    const [first, ...others] = await roundsOnServer(page);
    expect(others).toEqual([]);
    expect(scores(first)?.[0]).toBe(4);
    // The server has it, so the copy a guest would see on this device is gone.
    expect(await page.evaluate(() => localStorage.getItem('pubgolf-scorecard'))).toBeNull();

    await scoreHole(page, 2, '2');
    await page.getByRole('textbox', { name: 'Hole 2 drink' }).fill('Stout');
    await expect.poll(() => page.getByText('Auto-saving...').isVisible()).toBe(true);
    await expect.poll(async () => (await roundsOnServer(page))[0]?.holes[1]?.drink).toBe('Stout');
    const rounds = await roundsOnServer(page);
    expect(rounds.map((round) => round.id)).toEqual([first?.id]);
    expect(scores(rounds[0])?.slice(0, 3)).toEqual([4, 2, null]);
    expect(rounds[0]?.totalScore).toBe(0);

    // Playing alcohol-free is kept with the round, for History's and the boards' badge.
    await page.getByRole('checkbox', { name: 'I play alcohol-free' }).check();
    await expect.poll(async () => (await roundsOnServer(page))[0]?.alcoholFree).toBe(true);

    await page.reload();
    await cardRendered(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Hole 1 score' }).inputValue()).toBe('4');
    expect(await page.getByRole('combobox', { name: 'Hole 2 score' }).inputValue()).toBe('2');
    expect(await page.getByRole('textbox', { name: 'Hole 2 drink' }).inputValue()).toBe('Stout');
    expect(await page.getByRole('checkbox', { name: 'I play alcohol-free' }).isChecked()).toBe(true);
    expect(await toastText(page, 'Scorecard saved').count()).toBe(0);

    // A tab closed before the autosave delay is up still hands the edit over on its way out.
    await scoreHole(page, 3, '1');
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    await expect.poll(async () => scores((await roundsOnServer(browser.context))[0])?.[2]).toBe(1);
  });

  it('hands an edit over on the way out even before the sign-in check has answered', async () => {
    const page = await browser.newContext({ width: 360 });
    await newMember(page, 'quick');
    await scoreHole(page, 1, '4');
    await expect.poll(() => toastText(page, 'Scorecard saved').isVisible()).toBe(true);

    // The subscription check hangs after the reload: the card opens from this phone meanwhile.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/subscription/status', async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Hole 1 score' }).inputValue()).toBe('4');
    await scoreHole(page, 2, '3');
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    release();
    await expect.poll(async () => scores((await roundsOnServer(browser.context))[0])?.slice(0, 2)).toEqual([4, 3]);
  });

  it('keeps edits made offline and sends them once the network is back, even after the page was closed', async () => {
    const page = await browser.newContext({ width: 360 });
    await newMember(page, 'basement');
    await scoreHole(page, 1, '3');
    await expect.poll(() => toastText(page, 'Scorecard saved').isVisible()).toBe(true);

    browser.expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
    await browser.context.setOffline(true);
    await scoreHole(page, 2, '5');
    await scoreHole(page, 3, 'NA');
    await scoreHole(page, 4, '2');
    await page.getByRole('button', { name: 'Increase Spilled Drink' }).click();
    await expect.poll(() => syncStatus(page)).toBe('Offline – saved on this phone, will sync');
    // The phone stays on; the tab is closed.
    const reopened = await browser.context.newPage();
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;

    await browser.context.setOffline(false);
    await reopened.goto('/');
    // The card comes back as it was left, and what waited on this phone reaches the server.
    await expect.poll(() => reopened.getByRole('combobox', { name: 'Hole 4 score' }).inputValue()).toBe('2');
    await expect
      .poll(async () => scores((await roundsOnServer(reopened))[0])?.slice(0, 5))
      .toEqual([3, 5, 'NA', 2, null]);
    const rounds = await roundsOnServer(reopened);
    expect(rounds).toHaveLength(1);
    // 0 + 2 + (NA: par + 5) - 1 + one penalty.
    expect(rounds[0]?.totalScore).toBe(7);
    await expect.poll(() => syncStatus(reopened)).toBe('Saved');
  });

  it('retries on its own when the server fails, and says so meanwhile', async () => {
    const page = await browser.newContext({ width: 360 });
    await newMember(page, 'patient');
    await scoreHole(page, 1, '4');
    await expect.poll(() => toastText(page, 'Scorecard saved').isVisible()).toBe(true);

    browser.expectConsoleError(/status of 503/);
    await page.route('**/api/scorecards/**', (route) => route.fulfill({ status: 503, body: 'Try later' }));
    await scoreHole(page, 2, '3');
    await expect.poll(() => syncStatus(page)).toBe('Not saved yet – will retry');
    await page.unroute('**/api/scorecards/**');
    // No further edit, focus or reconnect: the retry timer alone sends it.
    await expect.poll(() => syncStatus(page)).toBe('Saved');
    expect(scores((await roundsOnServer(page))[0])?.slice(0, 2)).toEqual([4, 3]);
  });

  it('starts a new round after Reset, and a complete low round reaches History and the leaderboard', async () => {
    const page = await browser.newContext({ width: 1280 });
    await newMember(page, 'resetter');
    await scoreHole(page, 1, '6');
    await expect.poll(() => toastText(page, 'Scorecard saved').isVisible()).toBe(true);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Hole 1 score' }).inputValue()).toBe('');

    const team = `Hole in None ${crypto.randomUUID().slice(0, 6)}`;
    await page.getByRole('textbox', { name: 'Player name' }).fill(team);
    // One sip a hole: the lowest round a public board takes.
    for (let hole = 1; hole <= 9; hole++) await scoreHole(page, hole, '1');
    await expect.poll(async () => (await roundsOnServer(page)).length).toBe(2);
    await expect.poll(async () => (await roundsOnServer(page))[0]?.holes.every((hole) => hole.score === 1)).toBe(true);
    const [latest, earlier] = await roundsOnServer(page);
    expect(latest?.teamName).toBe(team);
    expect(scores(earlier)?.[0]).toBe(6);

    await (await headerLink(page, 'History')).click();
    await expect.poll(() => page.getByRole('heading', { name: team }).isVisible()).toBe(true);
    await page.goto('/leaderboard');
    await expect.poll(() => page.getByText(team).isVisible()).toBe(true);
  });

  it('turns a card played before signing in into the member’s first round', async () => {
    const page = await browser.newContext({ width: 360 });
    await page.goto('/');
    await scoreHole(page, 1, '2');
    await page.getByRole('textbox', { name: 'Hole 1 drink' }).fill('Lager');
    await newMember(page, 'latecomer');

    await expect.poll(async () => (await roundsOnServer(page)).map((round) => scores(round)?.[0])).toEqual([2]);
    expect(await page.getByRole('combobox', { name: 'Hole 1 score' }).inputValue()).toBe('2');
    expect(await page.getByRole('textbox', { name: 'Hole 1 drink' }).inputValue()).toBe('Lager');
  });
});
