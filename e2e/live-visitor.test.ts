import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAsMember } from './members';
import { usePhones } from './phones';
import { openHostControls } from './live-game';

const browser = useBrowser();

const anotherPhone = usePhones(browser);

const liveBoard = (page: Page) => page.getByRole('region', { name: /^(LIVE BOARD|FINAL STANDINGS)$/ });
const boardText = async (page: Page) => (await liveBoard(page).innerText()).replace(/\s+/g, ' ');

describe('a visitor on a live game’s join page', () => {
  it('sees the board move while teams score, before joining, and the final standings when the game ends', async () => {
    const host = await browser.newContext();
    await signInAsMember(host, 'live-visitor-host@example.com');
    await host.getByRole('button', { name: 'Play live with other teams' }).click();
    const start = host.getByRole('dialog', { name: 'Play live with other teams' });
    await start.getByRole('textbox', { name: 'Game name' }).fill('Open Door Crawl');
    await start.getByRole('button', { name: 'Start live game' }).click();
    await start.getByRole('link', { name: 'Open the live game' }).click();
    await host.getByRole('heading', { name: 'Open Door Crawl', level: 1 }).waitFor();
    const code = new URL(host.url()).pathname.split('/').at(-1) ?? '';

    // Someone opens the join link and looks at the board before picking a team name.
    const { page: visitor } = await anotherPhone({ width: 360 });
    await visitor.goto(`/play/${code}`);
    await visitor.getByRole('button', { name: 'Join game' }).waitFor();
    await expect.poll(() => boardText(visitor)).toContain('0/9');

    await host.getByRole('combobox', { name: 'Hole 1 score' }).selectOption('5');
    await expect.poll(() => boardText(visitor)).toMatch(/1\/9 \+2 ABOVE PAR/);
    await expect.poll(() => visitor.getByRole('button', { name: 'Join game' }).isVisible()).toBe(true);

    await (await openHostControls(host)).getByRole('button', { name: 'End game' }).click();
    await host.getByRole('dialog', { name: 'End the game?' }).getByRole('button', { name: 'End game' }).click();
    await expect.poll(() => liveBoard(visitor).getByRole('heading').innerText()).toBe('FINAL STANDINGS');
    await expect
      .poll(() => visitor.getByText('The game is over. These are the final standings.').isVisible())
      .toBe(true);
    expect(await visitor.getByRole('button', { name: 'Join game' }).count()).toBe(0);
  });
});
