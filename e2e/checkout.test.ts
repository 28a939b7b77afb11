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

    // A return path in the link is followed only on this site, never to another one.
    await page.goto('/subscribe?return=%2Fhistory');
    await page.waitForURL((url) => url.pathname === '/history');
    for (const offSite of ['%2F%2Fevil.example%2F', '%2F%5Cevil.example%2F', 'https%3A%2F%2Fevil.example%2F']) {
      await page.goto(`/subscribe?return=${offSite}`);
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).origin).toBe(new URL(browser.baseUrl).origin);
    }
  });
});
