import type { Page } from 'playwright-core';

/**
 * Local mode signs in through the loopback OpenID provider with no form: the hint picks the person.
 * These wait with playwright's own `waitFor`, so a `beforeAll` can use them too.
 */
export async function signInAs(page: Page, email: string) {
  await page.goto(`/api/login?login_hint=${encodeURIComponent(email)}`);
  // The member's links: in the header's row, or on a phone behind its Menu.
  await page
    .getByRole('link', { name: 'Account' })
    .or(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }))
    .first()
    .waitFor();
}

/** Pays on /subscribe through the TEST MODE card form (4000 0000 0000 0002 is declined). */
export async function buy(page: Page, plan: 'Monthly' | 'Lifetime', card = '4242 4242 4242 4242') {
  await page.goto('/subscribe');
  await page.getByText('TEST MODE').waitFor();
  await page.getByRole('radio', { name: new RegExp(plan) }).check({ force: true });
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
}
