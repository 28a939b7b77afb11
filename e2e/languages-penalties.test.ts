import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_PENALTIES, presetPenalties, type Penalty } from '../domain/penalties';
import { toastText, useBrowser, type StorageState } from './browser';
import { signInAsMember } from './members';

const browser = useBrowser();

/** A new lifetime member's signed-in state: their card starts on the Standard rules. */
async function lifetimeMember(): Promise<StorageState> {
  const page = await browser.newContext({ width: 360 });
  await signInAsMember(page, `penalties-${crypto.randomUUID()}@example.com`, { open: null });
  return browser.context.storageState();
}

/** Opens the Customize Penalties dialog from the card's penalties panel. */
async function openDialog(page: Page, edit: string, title: string) {
  await page.goto('/');
  const button = page.getByRole('button', { name: edit });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** The names in the dialog's rename fields, in order. */
function namesShown(dialog: Locator, list: string) {
  return dialog
    .getByRole('list', { name: list })
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The member's saved list, as the account answers it. */
function savedList(page: Page): Promise<Penalty[]> {
  return page.evaluate(async () => {
    const user = (await (await fetch('/api/auth/user')).json()) as { customPenalties: Penalty[] };
    return user.customPenalties;
  });
}

const STANDARD_IN_GERMAN = ['Getränk verschüttet', 'Zu spät in der Kneipe', 'Toilettenpause', 'Falsche Reihenfolge'];

describe('Customize Penalties in German', () => {
  it('shows the presets by their German names and keeps their own names when saved unchanged', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE', storageState: await lifetimeMember() });
    const dialog = await openDialog(page, 'Strafen bearbeiten', 'Strafen anpassen');
    expect(await namesShown(dialog, 'Strafen')).toEqual(STANDARD_IN_GERMAN);
    expect(await dialog.getByRole('textbox', { name: 'Getränk verschüttet umbenennen' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Toilettenpause entfernen' }).isVisible()).toBe(true);
    expect(await dialog.getByText('4 von 20 Strafen. Namen bis zu 40 Zeichen.').isVisible()).toBe(true);
    expect(await dialog.getByText(/^Füg Strafen hinzu, benenn sie um oder entferne sie\./).isVisible()).toBe(true);

    // A blank name is explained in German, and a name typed back as shown is the preset's again.
    const wrongOrder = dialog.getByRole('textbox', { name: 'Falsche Reihenfolge umbenennen' });
    await wrongOrder.fill('');
    await expect.poll(() => dialog.getByText('Gib der Strafe einen Namen.').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Speichern', exact: true }).isDisabled()).toBe(true);
    await wrongOrder.fill('Falsche Reihenfolge');

    // A preset's stored name is taken as much as the name it shows.
    const newName = dialog.getByRole('textbox', { name: 'Neue Strafe' });
    await newName.fill('Late to Bar');
    await expect.poll(() => dialog.getByText('Diese Strafe steht schon auf der Liste.').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Hinzufügen', exact: true }).isDisabled()).toBe(true);
    await newName.fill('');

    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect.poll(() => toastText(page, 'Strafen gespeichert').isVisible()).toBe(true);
    await dialog.waitFor({ state: 'detached' });
    expect(await savedList(page)).toEqual(presetPenalties('standard'));
    // The panel still reads them in German, now under the Custom rules.
    await expect.poll(() => page.getByRole('button', { name: 'Getränk verschüttet erhöhen' }).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Strafregeln' }).inputValue()).toBe('custom');
  });

  it(`says when the list is full at ${MAX_PENALTIES}, and keeps a preset renamed in German as typed`, async () => {
    const member = await lifetimeMember();
    const page = await browser.newContext({ width: 360, locale: 'de-DE', storageState: member });
    const dialog = await openDialog(page, 'Strafen bearbeiten', 'Strafen anpassen');
    const newName = dialog.getByRole('textbox', { name: 'Neue Strafe' });
    const added = Array.from({ length: MAX_PENALTIES - 4 }, (_, index) => `Runde ausgelassen ${index + 1}`);
    for (const name of added) {
      await newName.fill(name);
      await newName.press('Enter');
      await dialog.getByRole('button', { name: `${name} entfernen` }).waitFor();
    }
    await expect
      .poll(() =>
        dialog.getByText('Die Liste ist mit 20 Strafen voll. Entfern eine, um eine neue hinzuzufügen.').isVisible(),
      )
      .toBe(true);
    expect(await newName.isEnabled()).toBe(true);
    await newName.fill('Noch eine');
    expect(await dialog.getByRole('button', { name: 'Hinzufügen', exact: true }).isDisabled()).toBe(true);
    await newName.fill('');

    await dialog.getByRole('textbox', { name: 'Getränk verschüttet umbenennen' }).fill('Bier verschüttet');
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect.poll(() => toastText(page, 'Strafen gespeichert').isVisible()).toBe(true);
    const saved = await savedList(page);
    expect(saved.map(({ id, name }) => [id, name]).slice(0, 4)).toEqual([
      ['spilled-drink', 'Bier verschüttet'],
      ['late-to-bar', 'Late to Bar'],
      ['bathroom-break', 'Bathroom Break'],
      ['wrong-order', 'Wrong Order'],
    ]);
    expect(saved.slice(4).map(({ name }) => name)).toEqual(added);

    // Renamed, it is the team's own name: an English reader sees it as typed beside the presets.
    const english = await browser.newContext({ width: 360, locale: 'en-US', storageState: member });
    // Without the card the German phone kept, the list can only come from the account.
    await english.goto('/');
    await english.evaluate(() => localStorage.clear());
    const list = await openDialog(english, 'Edit penalties', 'Customize Penalties');
    expect((await namesShown(list, 'Penalties')).slice(0, 4)).toEqual([
      'Bier verschüttet',
      'Late to Bar',
      'Bathroom Break',
      'Wrong Order',
    ]);
  });
});

describe('Customize Penalties in English', () => {
  it('reads as before and saves the presets unchanged', async () => {
    const page = await browser.newContext({ width: 360, locale: 'en-US', storageState: await lifetimeMember() });
    const dialog = await openDialog(page, 'Edit penalties', 'Customize Penalties');
    expect(await namesShown(dialog, 'Penalties')).toEqual([
      'Spilled Drink',
      'Late to Bar',
      'Bathroom Break',
      'Wrong Order',
    ]);
    expect(await dialog.getByRole('textbox', { name: 'Rename Spilled Drink' }).isVisible()).toBe(true);
    expect(await dialog.getByText('4 of 20 penalties. Names up to 40 characters.').isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'New penalty' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toastText(page, 'Penalties saved').isVisible()).toBe(true);
    expect(await savedList(page)).toEqual(presetPenalties('standard'));
  });
});
