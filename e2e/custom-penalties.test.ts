import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';
import { signInAs, signInAsMember } from './members';

const browser = useBrowser();

/** Makes `email` a lifetime member on the page's card, where Edit penalties opens to them. */
async function lifetimeMember(page: Page, email: string) {
  await signInAsMember(page, email);
  await expect.poll(() => page.getByRole('button', { name: 'Edit penalties' }).isEnabled()).toBe(true);
}

/** The penalties on the card, in order, as the panel's + buttons name them. */
function panelPenalties(page: Page) {
  return page
    .getByRole('button', { name: /^Increase / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')?.replace(/^Increase /, '')));
}

function presetShown(page: Page) {
  return page
    .getByRole('combobox', { name: 'Penalty Rules' })
    .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent);
}

const customizeDialog = (page: Page) => page.getByRole('dialog', { name: 'Customize Penalties' });

async function openCustomize(page: Page) {
  await page.getByRole('button', { name: 'Edit penalties' }).click();
  await expect.poll(() => customizeDialog(page).isVisible()).toBe(true);
  return customizeDialog(page);
}

describe('Customize Penalties', () => {
  it('a member adds, renames and removes penalties; the saved list comes back from the server', async () => {
    const page = await browser.newContext({ width: 360 });
    await lifetimeMember(page, 'penny@example.com');
    await page.getByRole('button', { name: 'Increase Spilled Drink' }).click();
    await expect.poll(() => page.getByLabel('Spilled Drink count').textContent()).toBe('1');

    const dialog = await openCustomize(page);
    const newName = dialog.getByRole('textbox', { name: 'New penalty' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    const removeButtons = dialog.getByRole('button', { name: /^Remove / });
    expect(await removeButtons.count()).toBe(4);

    await newName.fill('Fell Over');
    await newName.press('Enter');
    await expect.poll(() => dialog.getByRole('button', { name: 'Remove Fell Over' }).isVisible()).toBe(true);
    expect(await removeButtons.count()).toBe(5);
    expect(await newName.inputValue()).toBe('');
    await newName.fill('Dropped Phone');
    await add.click();
    await expect.poll(() => removeButtons.count()).toBe(6);

    await dialog.getByRole('textbox', { name: 'Rename Spilled Drink' }).fill('Spilt Pint');
    await dialog.getByRole('button', { name: 'Remove Bathroom Break' }).click();
    await expect.poll(() => removeButtons.count()).toBe(5);

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toastText(page, 'Penalties saved').isVisible()).toBe(true);
    await expect.poll(() => customizeDialog(page).count()).toBe(0);

    const saved = ['Spilt Pint', 'Late to Bar', 'Wrong Order', 'Fell Over', 'Dropped Phone'];
    await expect.poll(() => panelPenalties(page)).toEqual(saved);
    expect(await presetShown(page)).toBe('Custom');
    // Renaming keeps the count the team already has.
    expect(await page.getByLabel('Spilt Pint count').textContent()).toBe('1');

    // Without the card this browser kept, the list can only come from the account.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect.poll(() => panelPenalties(page)).toEqual(saved);
    expect(await presetShown(page)).toBe('Custom');
    expect(await page.getByLabel('Fell Over count').textContent()).toBe('0');
  });

  it('keeps the edits when saving fails, and Cancel leaves the card as it was', async () => {
    const page = await browser.newContext();
    browser.expectConsoleError(/status of 503/);
    await signInAs(page, 'quentin@example.com');
    await expect.poll(() => page.getByText('Penalties are for members. Subscribe').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Edit penalties' }).count()).toBe(0);
    await lifetimeMember(page, 'quentin@example.com');

    const dialog = await openCustomize(page);
    await dialog.getByRole('textbox', { name: 'New penalty' }).fill('Fell Over');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/custom-penalties', async (route) => {
      await released;
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Saving…' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => toastText(page, 'Penalties not saved').isVisible()).toBe(true);
    await expect.poll(() => toastText(page, 'Check your connection, then press Save again.').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: 'Remove Fell Over' }).isVisible()).toBe(true);
    await page.unroute('**/api/user/custom-penalties');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => customizeDialog(page).count()).toBe(0);
    expect(await panelPenalties(page)).toEqual(['Spilled Drink', 'Late to Bar', 'Bathroom Break', 'Wrong Order']);
    expect(await presetShown(page)).toBe('Standard');
    // Focus goes back to the button that opened the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Edit penalties');
  });
});
