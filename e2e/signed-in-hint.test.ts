import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAs } from './members';

const browser = useBrowser();

/** Every call the page makes for the signed-in user, from now on. */
function userCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') calls.push(request.url());
  });
  return calls;
}

describe('asking for the signed-in user', () => {
  it('a guest’s visit does not ask, so nothing answers 401', async () => {
    const page = await browser.newContext({ width: 360 });
    const calls = userCalls(page);
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Log in or Sign up', exact: true }).isVisible()).toBe(true);
    await page.goto('/leaderboard');
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Log in or Sign up', exact: true }).isVisible()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('a member’s visit asks, and after logging out the next visit does not', async () => {
    const page = await browser.newContext({ width: 360 });
    const calls = userCalls(page);
    await signInAs(page, `hint-${crypto.randomUUID()}@example.com`);
    expect(calls.length).toBeGreaterThan(0);

    await page.goto('/api/logout');
    await expect.poll(() => page.getByRole('link', { name: 'Log in or Sign up', exact: true }).isVisible()).toBe(true);
    calls.length = 0;
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Log in or Sign up', exact: true }).isVisible()).toBe(true);
    expect(calls).toEqual([]);
  });
});
