import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';

const browser = useBrowser();

/** Local mode signs in through the loopback OpenID provider with no form: the hint picks the person. */
async function signInAs(page: Page, email: string) {
  await page.goto(`/api/login?login_hint=${encodeURIComponent(email)}`);
  await expect.poll(() => page.getByRole('link', { name: 'Account' }).isVisible()).toBe(true);
}

/** Pays on /subscribe through the TEST MODE card form. */
async function buy(page: Page, plan: 'Monthly' | 'Lifetime', card = '4242 4242 4242 4242') {
  await page.goto('/subscribe');
  await expect.poll(() => page.getByText('TEST MODE').isVisible()).toBe(true);
  await page.getByRole('radio', { name: new RegExp(plan) }).check({ force: true });
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
}

describe('checkout', () => {
  it('sends a lifetime member who opens /subscribe home, saying they are already subscribed', async () => {
    const page = await browser.newContext({ width: 360 });
    await signInAs(page, 'heidi@example.com');
    await buy(page, 'Lifetime');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toastText(page, 'Welcome, lifetime member!').isVisible()).toBe(true);

    await page.goto('/subscribe');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toastText(page, 'Already subscribed').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Card number' }).count()).toBe(0);
  });
});
