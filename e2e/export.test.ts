/**
 * Export PNG from the main card, History and a course page: the download, its name and size, the
 * dialog's share options, and the image itself against a reference.
 *
 * The reference, e2e/fixtures/scorecard-reference.png, is the export of REFERENCE_COURSE played
 * as REFERENCE_ROUND. To change the image on purpose, rewrite the reference and look at it:
 *   UPDATE_REFERENCE=1 flock /tmp/pubgolf-e2e.lock npx vitest run --project e2e e2e/export.test.ts
 * then open e2e/fixtures/scorecard-reference.png and commit it with the change. A failing
 * comparison leaves the image it got in the system's temporary folder (the message says where).
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { courseSchema, type Course } from '../domain/courses';
import { expectNoViolations } from './axe';
import { toastText, useBrowser } from './browser';
import { signInAsMember } from './members';

const browser = useBrowser();

const REFERENCE_PATH = path.join(import.meta.dirname, 'fixtures', 'scorecard-reference.png');
const UPDATE_REFERENCE = process.env.UPDATE_REFERENCE === '1';

const FILE_NAME = /^pubgolf-scorecard-\d+\.png$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A fresh lifetime member on the main card. */
async function newMember(page: Page, name: string) {
  await signInAsMember(page, `export-${name}-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await expect.poll(() => page.getByRole('button', { name: 'Export PNG' }).isEnabled()).toBe(true);
}

const exportDialog = (page: Page) => page.getByRole('dialog', { name: 'Export Scorecard' });

/** Presses the export button and answers the file the browser downloads. */
async function exportPng(page: Page, button: Locator): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await button.click();
  await expect.poll(() => exportDialog(page).isVisible()).toBe(true);
  const download = await downloading;
  await expect.poll(() => exportDialog(page).getByText('Scorecard downloaded!').isVisible()).toBe(true);
  const file = await download.path();
  return { download, bytes: await readFile(file) };
}

/** Width and height from the PNG's header chunk, which always comes first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectScorecardPng({ download, bytes }: { download: Download; bytes: Buffer }) {
  expect(download.suggestedFilename()).toMatch(FILE_NAME);
  expect(pngSize(bytes)).toEqual({ width: 1080, height: 1350 });
}

/**
 * Compares two PNGs pixel by pixel in the page (Chromium decodes them). A pixel differs when a
 * channel is more than CHANNEL_TOLERANCE away: edges of text may shift a little between
 * Chromium builds, a moved or missing element changes thousands of pixels. The footer band
 * shows the test server's address, whose port changes every run, so it is left out.
 */
const CHANNEL_TOLERANCE = 48;
const MAX_DIFFERING_PIXELS = 1_500;
const FOOTER_BAND = { top: 1240, bottom: 1326 };

function differingPixels(page: Page, actual: Buffer, expected: Buffer): Promise<number> {
  return page.evaluate(
    async ({ actual, expected, tolerance, band }) => {
      async function pixels(base64: string) {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('No 2D context');
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      }
      const [a, b] = await Promise.all([pixels(actual), pixels(expected)]);
      if (a.width !== b.width || a.height !== b.height) return a.width * a.height;
      let differing = 0;
      for (let y = 0; y < a.height; y++) {
        if (y >= band.top && y < band.bottom) continue;
        for (let x = 0; x < a.width; x++) {
          const i = (y * a.width + x) * 4;
          for (let channel = 0; channel < 4; channel++) {
            if (Math.abs((a.data[i + channel] ?? 0) - (b.data[i + channel] ?? 0)) > tolerance) {
              differing++;
              break;
            }
          }
        }
      }
      return differing;
    },
    {
      actual: actual.toString('base64'),
      expected: expected.toString('base64'),
      tolerance: CHANNEL_TOLERANCE,
      band: FOOTER_BAND,
    },
  );
}

/**
 * Pixels of a clear colour (a channel 80 or more from another) in the region of the image inside
 * the red frame from `top` to `bottom`: the team's name is drawn in near-black ink, so those are
 * its emoji's.
 */
const TEAM_NAME_BAND = { left: 60, right: 1020, top: 280, bottom: 350 };

function colouredPixels(
  page: Page,
  png: Buffer,
  band: { left: number; right: number; top: number; bottom: number },
): Promise<number> {
  return page.evaluate(
    async ({ png, band }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('No 2D context');
      ctx.drawImage(bitmap, 0, 0);
      const { data } = ctx.getImageData(band.left, band.top, band.right - band.left, band.bottom - band.top);
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) {
        const channels = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (Math.max(...channels) - Math.min(...channels) >= 80) coloured++;
      }
      return coloured;
    },
    { png: png.toString('base64'), band },
  );
}

/** Saves a course through the API as the signed-in member. */
async function createCourse(
  page: Page,
  name: string,
  holes: { barName?: string; drink?: string; par: number }[],
): Promise<Course> {
  const answer = await page.evaluate(
    async ({ name, holes }) => {
      const response = await fetch('/api/courses', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          holes: holes.map((hole, index) => ({ holeNumber: index + 1, ...hole })),
          penalties: [
            { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
            { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
          ],
        }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { name, holes },
  );
  expect(answer.status).toBe(201);
  return courseSchema.parse(answer.body);
}

/** Saves a round through the API as the signed-in member, as autosave would. */
async function saveRound(page: Page, round: object) {
  const status = await page.evaluate(async (round) => {
    const response = await fetch('/api/scorecards', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: crypto.randomUUID(), ...round }),
    });
    return response.status;
  }, round);
  expect(status).toBe(201);
}

const LONG_BAR = 'Ye Olde Cheshire Cheese and Famous Chophouse of Fleet Street';
const LONG_DRINK = 'Espresso Martini with an Extra Shot';

/** Every kind of hole: long names, accents from both font files, NA, unscored, no bar at all. */
const REFERENCE_COURSE = {
  name: 'Friday Night Crawl',
  holes: [
    { barName: 'Lamb & Flag', drink: 'Pint of Stout', par: 3 },
    { barName: 'The Harp', drink: 'Cider', par: 3 },
    { barName: LONG_BAR, drink: LONG_DRINK, par: 4 },
    { barName: 'The Salisbury', drink: 'Gin & Tonic', par: 2 },
    { barName: 'Café Été', drink: 'Crème de menthe', par: 3 },
    { barName: 'The Nell Gwynne Tavern', drink: 'Guinness', par: 3 },
    { barName: 'The Red Lion', drink: 'Lager', par: 3 },
    { par: 5 },
    { barName: 'Piwnica Łódź', drink: 'Żubr', par: 3 },
  ],
};
const REFERENCE_ROUND = {
  teamName: 'The Thirsty Birdies 🍺',
  date: '2026-11-21',
  scores: ['2', '3', '6', 'NA', '3', '1', '', '4', '4'],
  penalties: { 'Spilled Drink': 2, 'Late to Bar': 1 },
};

async function playReferenceRound(page: Page) {
  await page.getByRole('textbox', { name: 'Player name' }).fill(REFERENCE_ROUND.teamName);
  await page.getByLabel('Date', { exact: true }).fill(REFERENCE_ROUND.date);
  for (const [index, score] of REFERENCE_ROUND.scores.entries()) {
    await page.getByRole('combobox', { name: `Hole ${index + 1} score` }).selectOption(score);
  }
  for (const [name, count] of Object.entries(REFERENCE_ROUND.penalties)) {
    for (let press = 0; press < count; press++) await page.getByRole('button', { name: `Increase ${name}` }).click();
    await expect.poll(() => page.getByLabel(`${name} count`).textContent()).toBe(String(count));
  }
  // +7: -1, 0, +2, NA +5, 0, -2, unscored, -1, +1, and 3 penalties.
  await expect.poll(() => page.getByTestId('total-score').textContent()).toBe('+7');
}

describe('Export PNG', () => {
  it('from the main card downloads the card as a 1080x1350 PNG and offers the ways to share it', async () => {
    const page = await browser.newContext({ width: 360 });
    await newMember(page, 'main');
    await page.getByRole('textbox', { name: 'Player name' }).fill('The Long Lunch Society of Extraordinary Golfers');
    await page.getByRole('textbox', { name: 'Hole 1 drink' }).fill(LONG_DRINK);
    await page.getByRole('combobox', { name: 'Hole 1 score' }).selectOption('5');
    await expect.poll(() => toastText(page, 'Scorecard saved').isVisible()).toBe(true);

    const exportButton = page.getByRole('button', { name: 'Export PNG' });
    expectScorecardPng(await exportPng(page, exportButton));

    const dialog = exportDialog(page);

    await expect
      .poll(() => dialog.getByRole('img', { name: /^Scorecard image: The Long Lunch Society/ }).isVisible())
      .toBe(true);
    // This browser cannot hand files to other apps, so no Share button.
    expect(await dialog.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    const whatsApp = new URL((await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '');
    expect(whatsApp.origin).toBe('https://wa.me');
    expect(whatsApp.searchParams.get('text')).toBe(
      `The Long Lunch Society of Extraordinary Golfers finished +2 (above par) at Pub Golf! Score your own bar crawl: ${browser.baseUrl}`,
    );
    expect(await dialog.getByRole('link', { name: 'Download again' }).getAttribute('download')).toMatch(FILE_NAME);

    await dialog.getByRole('button', { name: 'Facebook' }).click();
    await expect
      .poll(() =>
        toastText(
          page,
          'Facebook does not support sharing images directly. Download the image, then upload it to Facebook yourself.',
        ).isVisible(),
      )
      .toBe(true);
    await expectNoViolations(page, 'the export dialog');

    // The footer's Close, not the × in the corner.
    await dialog.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' }).click();
    await expect.poll(() => exportDialog(page).count()).toBe(0);
    await expect.poll(() => exportButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('shares the image where the device can, ignores a cancelled share and says when sharing fails', async () => {
    const page = await browser.newContext();
    await newMember(page, 'share');
    await page.evaluate(() => {
      const shared: string[] = [];
      Object.assign(window, { shared, shareError: 'AbortError' });
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data: ShareData) => (data.files ?? []).every((file) => file.type === 'image/png'),
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data.files?.[0]?.name ?? '');
          const error = (window as unknown as { shareError: string }).shareError;
          if (error) throw new DOMException('Share did not happen', error);
        },
      });
    });
    await exportPng(page, page.getByRole('button', { name: 'Export PNG' }));
    const share = exportDialog(page).getByRole('button', { name: 'Share', exact: true });

    // The player closes the share sheet: nothing to report.
    await share.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared)).toHaveLength(1);
    expect(await toastText(page, 'Unable to share. Try downloading instead.').count()).toBe(0);

    await page.evaluate(() => Object.assign(window, { shareError: 'DataError' }));
    await share.click();
    await expect.poll(() => toastText(page, 'Unable to share. Try downloading instead.').isVisible()).toBe(true);
    const shared = await page.evaluate(() => (window as unknown as { shared: string[] }).shared);
    expect(shared[1]).toMatch(FILE_NAME);
  });

  it('from History exports the saved round', async () => {
    const page = await browser.newContext({ width: 360 });
    await newMember(page, 'history');
    const holes = Array.from({ length: 9 }, (_, index) => ({
      par: 3,
      barName: `${LONG_BAR} ${index + 1}`,
      drink: LONG_DRINK,
    }));
    const course = await createCourse(page, 'Soho Crawl', holes);
    await saveRound(page, {
      teamName: 'Long Names United',
      date: '2026-11-20',
      holes: holes.map((hole, index) => ({ ...hole, holeNumber: index + 1, score: index + 1 <= 3 ? 3 : undefined })),
      penalties: [{ id: 'spilled-drink', name: 'Spilled Drink', count: 1 }],
      courseId: course.id,
      courseName: course.name,
    });
    await page.goto('/history');
    const round = page.getByRole('article', { name: 'Long Names United' });
    await expect.poll(() => round.isVisible()).toBe(true);

    const exportButton = round.getByRole('button', { name: 'Export & Share' });
    expectScorecardPng(await exportPng(page, exportButton));
    expect(
      await exportDialog(page).getByRole('img', { name: 'Scorecard image: Long Names United, total +1' }).isVisible(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => exportDialog(page).count()).toBe(0);
    await expect.poll(() => exportButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('from a course page draws the course and the emoji in the team’s name in colour, and the image matches the reference in the dark theme too', async () => {
    const page = await browser.newContext();
    // The image is the same whatever the page's theme: it is drawn with colours of its own.
    await page.emulateMedia({ colorScheme: 'dark' });
    await newMember(page, 'course');
    const course = await createCourse(page, REFERENCE_COURSE.name, REFERENCE_COURSE.holes);
    await page.goto(`/courses/${course.id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Export PNG' }).isEnabled()).toBe(true);
    await playReferenceRound(page);

    const exported = await exportPng(page, page.getByRole('button', { name: 'Export PNG' }));
    expectScorecardPng(exported);
    // A browser with no emoji font of its own draws a box in ink: the image brings a colour one.
    expect(await colouredPixels(page, exported.bytes, TEAM_NAME_BAND)).toBeGreaterThan(400);

    if (UPDATE_REFERENCE) {
      await writeFile(REFERENCE_PATH, exported.bytes);
      console.log(`Rewrote ${REFERENCE_PATH}: open it and look before committing it.`);
      return;
    }
    const differing = await differingPixels(page, exported.bytes, await readFile(REFERENCE_PATH));
    if (differing > MAX_DIFFERING_PIXELS) {
      const got = path.join(os.tmpdir(), `pubgolf-export-${Date.now()}.png`);
      await writeFile(got, exported.bytes);
      expect.fail(`${differing} pixels differ from ${REFERENCE_PATH}; the exported image is at ${got}`);
    }
  });
});
