import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { layoutFaults } from './layout-faults';

const browser = useBrowser();

/** A column 40 px wide in a card that hides its overflow, as the card's tables are. */
const column = (cell: string) => `
  <div style="overflow: hidden; width: 200px; font: 16px sans-serif">
    <table style="table-layout: fixed; width: 100%; border-collapse: collapse">
      <tr><th style="width: 40px; padding: 0">${cell}</th><th></th></tr>
    </table>
  </div>`;

describe('layout faults', () => {
  it('names a word cut off at the edge of the box that hides it, and a word spilling out of its column', async () => {
    const page = await browser.newContext({ width: 360 });
    await page.setContent(
      `<body style="margin: 0; font: 16px sans-serif"><div style="overflow: hidden; width: 40px">SCHLÄGE</div></body>`,
    );
    expect(await layoutFaults(page)).toEqual([expect.stringMatching(/^"SCHLÄGE" runs \d+ px out of its box$/)]);

    await page.setContent(`<body style="margin: 0">${column('GETRÄNKEKARTE')}</body>`);
    expect(await layoutFaults(page)).toEqual([expect.stringMatching(/^"GETRÄNKEKARTE" runs \d+ px out of its box$/)]);
  });

  it('lets a name end at its ellipsis, and a word fit its column', async () => {
    const page = await browser.newContext({ width: 360 });
    const truncated = `<div style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis; width: 40px">The Very Long Named Establishment</div>`;
    await page.setContent(`<body style="margin: 0; font: 16px sans-serif">${truncated}${column('Par')}</body>`);
    expect(await layoutFaults(page)).toEqual([]);
  });

  it('names a text field that cuts its value off, and lets one end it with an ellipsis', async () => {
    const page = await browser.newContext({ width: 360 });
    const field = (style: string) =>
      `<input aria-label="Drink" style="width: 80px; font: 16px sans-serif; ${style}" value="Old Peculier Yorkshire Ale">`;
    await page.setContent(`<body style="margin: 0">${field('')}</body>`);
    expect(await layoutFaults(page)).toEqual([
      expect.stringMatching(/^the field "Old Peculier Yorkshire Ale" cuts its text off by \d+ px with no ellipsis$/),
    ]);
    await page.setContent(`<body style="margin: 0">${field('text-overflow: ellipsis')}</body>`);
    expect(await layoutFaults(page)).toEqual([]);
  });
});
