/**
 * Safari's engine: every browser on an iPhone is WebKit. A smoke test of what a player in a bar
 * does first (the guest card), signing in, and a live game joined from WebKit with a Chromium host.
 */
import type { Page } from 'playwright-core';
import { By, type WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { signInAsMember } from './members';
import { WAIT_MS } from './wait';
import { by, selectOption, useWebKit, visible } from './webkit-browser';

const webkit = useWebKit();
const chromium = useBrowser();

/** The whole card has rendered: its main region holds the holes and is no longer busy. */
async function cardRendered(driver: WebDriver) {
  await visible(driver, by.combobox('Hole 9 score'));
  await driver.wait(
    async () => (await driver.findElements(By.css('main[aria-busy="true"]'))).length === 0,
    WAIT_MS,
    'The card stayed busy',
  );
}

/** The TOTAL SCORE card's text: the total, and the par status in words. */
const totalCard = async (driver: WebDriver) =>
  (await driver.findElement(by.region('TOTAL SCORE')).getText()).replace(/\s+/g, ' ');
const scoreOf = async (driver: WebDriver, hole: number) =>
  (await driver.findElement(by.combobox(`Hole ${hole} score`))).getAttribute('value');
/** A team's row on the live board, its cells joined by spaces: place, name, holes played, total and par status. */
const rowText = async (driver: WebDriver, team: string) => {
  const rows = await driver.findElements(by.rowOf(team));
  if (rows.length !== 1 || !rows[0]) return '';
  const cells = await rows[0].findElements(By.xpath('./th | ./td'));
  return (await Promise.all(cells.map((cell) => cell.getText()))).join(' ').replace(/\s+/g, ' ');
};

async function chromiumRowText(page: Page, team: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${team}( |$)`) }) });
  return (await row.count()) === 1 ? (await row.innerText()).replace(/\s+/g, ' ') : '';
}

describe('in WebKit, Safari’s engine', () => {
  it('keeps a guest’s score through a reload', async () => {
    const driver = await webkit.newSession({ width: 390, height: 844 });
    await driver.get(`${webkit.baseUrl}/`);
    await cardRendered(driver);
    expect(await totalCard(driver)).toContain('ON PAR');

    await selectOption(driver, await visible(driver, by.combobox('Hole 1 score')), '5');
    await expect.poll(() => totalCard(driver)).toMatch(/\+2.*ABOVE PAR/);

    await driver.navigate().refresh();
    await cardRendered(driver);
    await expect.poll(() => scoreOf(driver, 1)).toBe('5');
    expect(await totalCard(driver)).toMatch(/\+2.*ABOVE PAR/);
  });

  it('signs in through the local provider and shows the member’s header', async () => {
    const driver = await webkit.newSession();
    await driver.get(`${webkit.baseUrl}/`);
    await visible(driver, by.link('Log in or Sign up'));
    await driver.get(`${webkit.baseUrl}/api/login?login_hint=${encodeURIComponent('safari@example.com')}`);
    await visible(driver, by.link('Account'));
    for (const name of ['My Courses', 'History', 'Leaderboard']) await visible(driver, by.link(name));
    expect(await driver.findElements(by.link('Log in or Sign up'))).toHaveLength(0);
    expect(await driver.getPageSource()).not.toContain('Sign-in did not work');

    await (await visible(driver, by.link('Account'))).click();
    await visible(driver, by.text('safari@example.com'));
  });

  it('joins a live game hosted in Chromium, and a score travels both ways', async () => {
    const host = await chromium.newContext();
    await signInAsMember(host, 'webkit-host@example.com');
    await host.getByRole('button', { name: 'Play live with other teams' }).click();
    const start = host.getByRole('dialog', { name: 'Play live with other teams' });
    await start.getByRole('textbox', { name: 'Game name' }).fill('Safari Crawl');
    await start.getByRole('button', { name: 'Start live game' }).click();
    await start.getByText('Your game is live. Teams join with this code.').waitFor();
    const code = (await start.getByRole('definition').innerText()).trim();
    await start.getByRole('link', { name: 'Open the live game' }).click();
    await host.waitForURL(`**/play/${code}`);
    const hostTeam = (await host.getByRole('heading', { name: /^Your card: / }).innerText()).replace(
      /^Your card: /,
      '',
    );

    const driver = await webkit.newSession({ width: 390, height: 844 });
    await driver.get(`${webkit.baseUrl}/play/${code}`);
    // The join form comes painted and the app then takes its place: the invitation's Share, disabled
    // until then, says when, so the name goes into the form that stays.
    await driver.wait(
      async () => (await visible(driver, by.button('Share'))).isEnabled().catch(() => false),
      WAIT_MS,
      'The app never took over the painted join page',
    );
    await (await visible(driver, by.textbox('Team name'))).sendKeys('Safari');
    await (await visible(driver, by.button('Join game'))).click();
    await visible(driver, by.heading('Your card: Safari'));
    await expect.poll(() => chromiumRowText(host, 'Safari')).toContain('0/9');

    // WebKit to Chromium.
    await selectOption(driver, await visible(driver, by.combobox('Hole 1 score')), '5');
    await expect.poll(() => chromiumRowText(host, 'Safari')).toMatch(/1\/9 \+2 ABOVE PAR/);

    // Chromium to WebKit.
    await host.getByRole('combobox', { name: 'Hole 1 score' }).selectOption('2');
    await expect.poll(() => rowText(driver, hostTeam)).toMatch(/1\/9 -1 ?BELOW PAR/);
    expect(await rowText(driver, 'Safari')).toMatch(/1\/9 \+2 ?ABOVE PAR/);
  });
});
