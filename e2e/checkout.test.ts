import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';
import { buy, signInAs } from './members';

const browser = useBrowser();

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
