import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';
import { cardRendered } from './card-rendered';

const browser = useBrowser();

/** A card as an older version, or a hand edit, might have left it: one count past the bound. */
const STORED_CARD = {
  teamName: 'The Hole Diggers',
  date: '2026-11-20',
  holes: Array.from({ length: 9 }, (_, index) => ({
    holeNumber: index + 1,
    par: 3,
    score: index < 3 ? 4 : undefined,
    drink: index === 0 ? 'Guinness' : undefined,
    barName: index === 0 ? "Mulligan's" : undefined,
  })),
  penalties: [
    { id: 'spilled-drink', name: 'Spilled Drink', count: 1000 },
    { id: 'late-to-bar', name: 'Late to Bar', count: 1 },
  ],
  penaltyPreset: 'casual',
};

describe('a stored card with one bad field', () => {
  it('loads with its holes intact, the bad count brought within bounds, and says so once', async () => {
    const page = await browser.newContext({ width: 360 });
    await page.goto('/');
    // The app starts after the first paint: once it shows the card it has read storage, so the card
    // written next is read by the reload, not by this page.
    await page.getByRole('combobox', { name: 'Hole 1 score' }).waitFor();
    await page.evaluate((card) => localStorage.setItem('pubgolf-scorecard', JSON.stringify(card)), STORED_CARD);
    await page.reload();

    await expect.poll(() => toastText(page, 'Part of your card could not be read').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Player name' }).inputValue()).toBe('The Hole Diggers');
    expect(await page.getByRole('textbox', { name: 'Hole 1 drink' }).inputValue()).toBe('Guinness');
    await expect.poll(() => page.getByRole('link', { name: "Mulligan's" }).isVisible()).toBe(true);
    for (const hole of [1, 2, 3]) {
      expect(await page.getByRole('combobox', { name: `Hole ${hole} score` }).inputValue()).toBe('4');
    }
    expect(await page.getByRole('status', { name: 'Spilled Drink count' }).textContent()).toBe('999');
    expect(await page.getByRole('status', { name: 'Late to Bar count' }).textContent()).toBe('1');
    // 3 holes one over par, plus 999 + 1 penalties.
    expect(await page.getByTestId('total-score').textContent()).toBe('+1003');

    // The mended card is what is kept: the next visit reads it without a word.
    await page.reload();
    await cardRendered(page);
    await expect.poll(() => page.getByRole('textbox', { name: 'Hole 1 drink' }).inputValue()).toBe('Guinness');
    expect(await toastText(page, 'Part of your card could not be read').count()).toBe(0);
  });
});
