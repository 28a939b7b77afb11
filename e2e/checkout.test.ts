import { describe, expect, it } from 'vitest';
import { cardRendered } from './card-rendered';
import { toastText, useBrowser } from './browser';
import { buy, signInAs } from './members';

const browser = useBrowser();

describe('checkout', () => {
  it('welcomes a new lifetime member with what membership unlocked, keeps no round of the untouched card, and sends them home once subscribed', async () => {
    const page = await browser.newContext({ width: 360 });
    await signInAs(page, 'heidi@example.com');
    // The card opened before paying, and never touched.
    await page.goto('/');
    await cardRendered(page);
    await buy(page, 'Lifetime');
    const welcome = page.getByRole('region', { name: 'Welcome, lifetime member!' });
    await welcome.waitFor();
    const unlocked = await welcome.getByRole('listitem').allInnerTexts();
    expect(unlocked.map((item) => item.replace('✓', '').trim())).toEqual([
      'Saved rounds in your History',
      'Course templates, shared by link',
      'Your own penalties',
      'PNG export of your card, to share',
      'The global leaderboard',
    ]);
    await welcome.getByRole('link', { name: 'Go to the card' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await cardRendered(page);
    await page.goto('/history');
    await page.getByText('No Saved Rounds').waitFor();

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
