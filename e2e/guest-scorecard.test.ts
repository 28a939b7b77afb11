import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastText, useBrowser } from './browser';
import { cardRendered } from './card-rendered';

const browser = useBrowser();

async function scoreHole(page: Page, hole: number, score: string, par?: string) {
  if (par) await page.getByRole('combobox', { name: `Hole ${hole} par` }).selectOption(par);
  await page.getByRole('combobox', { name: `Hole ${hole} score` }).selectOption(score);
}

const totalScore = (page: Page) => page.getByTestId('total-score');
const totalCard = (page: Page) => page.getByRole('region', { name: 'TOTAL SCORE' });

describe('guest scorecard', () => {
  // What a guest's card locks and offers is src/app/pages/scorecard-page.component.test.tsx's; the
  // hint over a disabled button needs a real pointer and the page's CSS.
  it('explains on hover why Export PNG is off for a guest', async () => {
    const page = await browser.newContext({ width: 360 });
    await page.goto('/');
    await cardRendered(page);
    expect(await page.getByRole('button', { name: 'Export PNG' }).isDisabled()).toBe(true);
    // A person's pointer keeps moving a little; the tooltip opens once it rests (the app's `hintOpens` wait).
    await page.getByRole('button', { name: 'Export PNG' }).scrollIntoViewIfNeeded();
    const exportBox = await page.getByRole('button', { name: 'Export PNG' }).boundingBox();
    let nudge = 0;
    await expect
      .poll(async () => {
        await page.mouse.move((exportBox?.x ?? 0) + 20 + (nudge++ % 5), (exportBox?.y ?? 0) + 10);
        return page.getByRole('tooltip').count();
      })
      .toBeGreaterThan(0);
    expect(await page.getByRole('tooltip').first().textContent()).toContain('Members can export');
  });

  it('keeps the card across a reload, and shows a first visit its note once, never in the way', async () => {
    const page = await browser.newContext({ width: 360, firstVisit: true });
    await page.goto('/');
    const note = page.getByRole('complementary', { name: 'A good night is a safe one' });
    await note.waitFor();
    expect(await note.innerText()).toContain('Any team can play alcohol-free');
    // The guest plays with the note still open.
    await page.getByRole('textbox', { name: 'Player name' }).fill('The Hole Diggers');
    await page.getByRole('textbox', { name: 'Hole 4 drink' }).fill('Guinness');
    await page.getByRole('checkbox', { name: 'I play alcohol-free' }).check();
    await scoreHole(page, 4, '6');
    // Scored by the same rules.
    await expect.poll(() => totalScore(page).textContent()).toBe('+3');
    await note.getByRole('button', { name: 'Got it' }).click();
    await note.waitFor({ state: 'detached' });

    await page.reload();
    await expect.poll(() => totalScore(page).textContent()).toBe('+3');
    expect(await page.getByRole('textbox', { name: 'Player name' }).inputValue()).toBe('The Hole Diggers');
    expect(await page.getByRole('textbox', { name: 'Hole 4 drink' }).inputValue()).toBe('Guinness');
    expect(await page.getByRole('combobox', { name: 'Hole 4 score' }).inputValue()).toBe('6');
    expect(await page.getByRole('checkbox', { name: 'I play alcohol-free' }).isChecked()).toBe(true);
    // The page has settled (its foot is in) without the note: the device remembers it was read.
    await page.getByRole('combobox', { name: 'Theme' }).waitFor();
    expect(await note.count()).toBe(0);
  });

  it('survives a corrupt stored card', async () => {
    const page = await browser.newContext();
    await page.goto('/');
    // The app starts after the first paint: once it shows the card it has read storage, so the card
    // written next is read by the reload, not by this page.
    await page.getByRole('combobox', { name: 'Hole 1 score' }).waitFor();
    await page.evaluate(() => localStorage.setItem('pubgolf-scorecard', '{"holes": "not a list"'));
    await page.reload();
    await expect.poll(() => totalCard(page).textContent()).toContain('ON PAR');
    expect(await page.getByRole('combobox', { name: 'Hole 9 par' }).inputValue()).toBe('3');
  });

  it('resets to defaults only when the confirm prompt is accepted', async () => {
    const page = await browser.newContext();
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Hole 1 drink' }).fill('Pilsner');
    await scoreHole(page, 1, '7');
    await expect.poll(() => totalScore(page).textContent()).toBe('+4');

    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => totalScore(page).textContent()).toBe('+4');
    expect(await page.getByRole('textbox', { name: 'Hole 1 drink' }).inputValue()).toBe('Pilsner');

    let prompt = '';
    page.once('dialog', (dialog) => {
      prompt = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => totalScore(page).textContent()).toBe('0');
    expect(prompt).toContain('Reset the scorecard?');
    expect(await page.getByRole('textbox', { name: 'Hole 1 drink' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Hole 1 score' }).inputValue()).toBe('');

    await page.reload();
    await expect.poll(() => totalScore(page).textContent()).toBe('0');
  });
});

describe('pages', () => {
  it('shows the 404 page, with a 404 status, for an unknown path', async () => {
    const page = await browser.newContext({ width: 360 });
    browser.expectConsoleError(/status of 404/);
    const response = await page.goto('/no-such-bar');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to the scorecard' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'TOTAL SCORE' }).isVisible()).toBe(true);
  });

  // What the board shows (rows, or No Scores Yet) is e2e/leaderboard.test.ts's: other files save rounds.
  it('serves the leaderboard page to guests', async () => {
    const page = await browser.newContext();
    const response = await page.goto('/leaderboard');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByText('Top 10 lowest scores').isVisible()).toBe(true);
  });

  it('serves static assets with the security headers', async () => {
    const page = await browser.newContext();
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=63072000');
  });
});

describe('storage', () => {
  it('warns once when the browser refuses to keep the card', async () => {
    const page = await browser.newContext();
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    await page.goto('/');
    await expect.poll(() => toastText(page, "Can't save on this device").isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Hole 1 score' }).selectOption('4');
    await expect.poll(() => page.getByTestId('total-score').textContent()).toBe('+1');
  });
});
