import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';
import { cardRendered } from './card-rendered';
import { buy, signInAs, signInAsMember, signInByRequest } from './members';

const browser = useBrowser();

const subscription = (page: Page) => page.getByRole('region', { name: 'Subscription' });
/** What the Subscription section says once a cancellation is booked for the end of the period. */
const keepsAccessUntil = (page: Page) => subscription(page).getByText(/keep access until/);

describe('accounts and subscriptions', () => {
  it('shows the member links once signed in, and signs out', async () => {
    const page = await browser.newContext({ width: 360 });
    await page.goto('/');
    // Signed-out is known once the guest call to action shows; before that no link proves anything.
    await expect.poll(() => page.getByRole('link', { name: 'Log in or Sign up', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Account' }).count()).toBe(0);

    await signInAs(page, 'carol@example.com');
    await cardRendered(page);
    await expect.poll(() => page.getByRole('button', { name: 'Reset' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log in or Sign up', exact: true }).count()).toBe(0);
    // On a phone the member's links are behind the header's Menu.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['My Courses', 'History', 'Leaderboard', 'Account']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }

    await menu.getByRole('link', { name: 'Account', exact: true }).click();
    await expect.poll(() => page.getByText('carol@example.com').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Member since').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No Active Subscription').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Log Out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in or Sign up', exact: true }).isVisible()).toBe(true);
    await page.goto('/account');
    await expect.poll(() => page.getByText('Please log in to view your account').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Go to Home' }).isVisible()).toBe(true);
  });

  it('sends a signed-in member without a subscription from /history and /courses to /subscribe', async () => {
    const page = await browser.newContext();
    await signInByRequest(page, 'dave@example.com');
    await page.goto('/history');
    await page.waitForURL('**/subscribe');
    await page.goto('/courses');
    await page.waitForURL('**/subscribe');
    await expect.poll(() => page.getByText('Instagram-ready PNG exports').isVisible()).toBe(true);
  });

  it('takes a guest who chooses to subscribe through sign-in and back to /subscribe', async () => {
    const page = await browser.newContext();
    await page.goto('/');
    await page.getByRole('link', { name: 'Log in or Sign up', exact: true }).click();
    await page.waitForURL('**/subscribe');
    await expect.poll(() => page.getByRole('button', { name: 'Subscribe Now' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('$19.99').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('50% OFF').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Log out' }).isVisible()).toBe(true);
  });

  it('alice buys lifetime access: no cancel, penalties unlocked', async () => {
    const page = await browser.newContext({ width: 360 });
    await signInByRequest(page, 'alice@example.com');
    await buy(page, 'Lifetime');
    await page.getByRole('link', { name: 'Go to the card' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await cardRendered(page);

    await expect.poll(() => page.getByRole('button', { name: 'Increase Spilled Drink' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Increase Spilled Drink' }).click();
    await expect.poll(() => page.getByTestId('total-score').textContent()).toBe('+1');
    expect(await page.getByRole('button', { name: 'Export PNG' }).isEnabled()).toBe(true);

    await page.goto('/account');
    await expect.poll(() => subscription(page).getByText('Lifetime Access', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => subscription(page).getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);

    await page.goto('/history');
    await expect.poll(() => page.getByText('No Saved Rounds').isVisible()).toBe(true);
  });

  it('bob subscribes monthly, takes the retention offer, then cancels anyway', async () => {
    const page = await browser.newContext();
    await signInByRequest(page, 'bob@example.com');
    await buy(page, 'Monthly');
    await page.getByRole('heading', { name: 'Welcome, member!' }).waitFor();

    await page.goto('/subscribe');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toastText(page, 'Already subscribed').isVisible()).toBe(true);

    await page.goto('/account');
    await expect.poll(() => subscription(page).getByText('Subscribed', { exact: true }).isVisible()).toBe(true);
    expect(
      await subscription(page)
        .getByText(/Renews on/)
        .isVisible(),
    ).toBe(true);

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: "Wait! Don't Go Yet!" }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Yes! Give Me 50% Off' }).click();
    await expect.poll(() => toastText(page, 'Discount applied').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Subscription?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.textContent()).toContain('end of your billing period');
    await page.getByRole('button', { name: 'Keep Subscription' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect.poll(() => keepsAccessUntil(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
  });

  it('offers the retention discount first, and cancelling anyway leads to the confirmation', async () => {
    const page = await browser.newContext();
    await signInAsMember(page, 'erin@example.com', { plan: 'monthly', open: '/account' });
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'No Thanks, Cancel Anyway' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Cancel Subscription?' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect.poll(() => keepsAccessUntil(page).isVisible()).toBe(true);
  });

  it('makes the retention offer once, even before the refreshed status has arrived', async () => {
    const page = await browser.newContext({ width: 360 });
    await signInAsMember(page, 'gwen@example.com', { plan: 'monthly', open: '/account' });
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();

    // Status answers are held back from here on, as on a slow connection.
    let releaseStatus = () => {};
    const statusHeld = new Promise<void>((resolve) => (releaseStatus = resolve));
    await page.route('**/api/subscription/status', async (route) => {
      await statusHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Yes! Give Me 50% Off' }).click();
    await expect.poll(() => toastText(page, 'Discount applied').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Cancel Subscription?' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: "Wait! Don't Go Yet!" }).count()).toBe(0);
    releaseStatus();
  });

  it('shows the card error when a payment is declined', async () => {
    const page = await browser.newContext({ width: 360 });
    browser.expectConsoleError(/status of 402/);
    await signInByRequest(page, 'frank@example.com');
    await buy(page, 'Lifetime', '4000 0000 0000 0002');
    await expect.poll(() => toastText(page, 'Payment failed').isVisible()).toBe(true);
    await expect.poll(() => toastText(page, 'Your card was declined.').isVisible()).toBe(true);
    expect(page.url()).toContain('/subscribe');
    await expect.poll(() => page.getByRole('button', { name: 'Subscribe Now' }).isEnabled()).toBe(true);
  });
});
