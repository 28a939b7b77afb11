import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { userExportSchema } from '../domain/account';
import { toastText, useBrowser } from './browser';
import { signInAs, signInAsMember } from './members';

const browser = useBrowser();
const TEAM = 'The Exceedingly Thirsty Old Town Wanderers!!'.padEnd(50, '!');

describe('Account: your data', () => {
  it('downloads every stored fact, then deletes the account after naming what is lost, and signs out', async () => {
    const page = await browser.newContext({ width: 320 });
    await signInAsMember(page, 'account-delete@example.com', { plan: 'monthly' });
    const saved = await page.evaluate(async (teamName) => {
      const holes = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 3, score: 2 }));
      const response = await fetch('/api/scorecards', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ teamName, date: '2026-11-21', holes, penalties: [] }),
      });
      return response.status;
    }, TEAM);
    expect(saved).toBe(201);

    await page.goto('/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pub-golf-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = userExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
    expect(data.account.email).toBe('account-delete@example.com');
    expect(data.rounds.map((round) => round.teamName)).toEqual([TEAM]);
    expect(data.subscription).toMatchObject({ plan: 'monthly', status: 'active' });
    await expect.poll(() => page.getByText('Your data is downloading.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    for (const loss of ['every saved round', 'share links stop working', 'cancelled at once', 'lifetime access ends'])
      await expect.poll(() => dialog.getByText(loss, { exact: false }).isVisible()).toBe(true);
    // The safe choice is first: Keep my account closes it and nothing happens.
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toastText(page, 'Your subscription is cancelled.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Account' }).count()).toBe(0);
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(me).toBe(401);

    // Signing in again with the same address starts a new, empty account.
    browser.expectConsoleError(/401/);
    await signInAs(page, 'account-delete@example.com');
    const rounds = await page.evaluate(async () => (await fetch('/api/user/export')).json());
    expect(userExportSchema.parse(rounds).rounds).toEqual([]);
  });

  it('keeps the account and says so when deleting fails', async () => {
    const page = await browser.newContext({ width: 390 });
    await signInAs(page, 'account-delete-fails@example.com');
    await page.goto('/account');
    browser.expectConsoleError(/Failed to load resource|502/);
    await page.route('**/api/user', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'x',
            message: 'Your account could not be deleted, and nothing was changed. Please try again.',
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
    await expect
      .poll(() =>
        toastText(page, 'Your account could not be deleted, and nothing was changed. Please try again.').isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/account');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  });
});
