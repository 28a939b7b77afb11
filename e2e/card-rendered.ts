import type { Page } from 'playwright-core';

/**
 * Waits until the card on the page (the main card or a course's) has rendered whole. A card
 * renders in steps after the first paint, its holes a few at a time and what lies below them
 * last, and marks its main region busy until the last step.
 */
export async function cardRendered(page: Page): Promise<void> {
  await page.locator('main:not([aria-busy="true"])', { has: page.getByRole('region', { name: 'Holes' }) }).waitFor();
}
