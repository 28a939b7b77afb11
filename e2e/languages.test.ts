import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { buy, signInAs } from './members';

const browser = useBrowser();

type StorageState = Awaited<ReturnType<typeof browser.context.storageState>>;

const TEAM = 'Die Durstigen Wanderer der Altstadtkneipen vom Marktplatz';

/** A lifetime member with one fair round on the board, signed in as `storageState`. */
let member: StorageState;

beforeAll(async () => {
  const page = await browser.newContext({ width: 360 });
  await signInAs(page, `languages-${crypto.randomUUID()}@example.com`);
  await buy(page, 'Lifetime');
  await page.waitForURL((url) => url.pathname === '/');
  const status = await page.evaluate(async (teamName) => {
    // Nine holes at par 6, each drunk in one sip: -45, a board's best.
    const holes = Array.from({ length: 9 }, (_, index) => ({ holeNumber: index + 1, par: 6, score: 1 }));
    const response = await fetch('/api/scorecards', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: crypto.randomUUID(), teamName, date: '2026-11-21', holes, penalties: [] }),
    });
    return response.status;
  }, TEAM);
  expect(status).toBe(201);
  member = await browser.context.storageState();
});

/** Today as a reader in `locale` reads it: the rounds above were saved today. */
const today = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect.poll(() => heading(page, title).isVisible()).toBe(true);
}

describe('a German browser', () => {
  it('reads History, the leaderboard and the account in German, with German dates', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE', storageState: member });

    await open(page, '/history', 'RUNDENVERLAUF');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const round = page.getByRole('list', { name: 'Gespeicherte Runden' }).getByRole('article', { name: TEAM });
    await expect.poll(() => round.getByText('Gespielte Löcher: 9 / 9').isVisible()).toBe(true);
    expect(await round.locator('time').textContent()).toMatch(new RegExp(`^${today('de-DE')} um \\d\\d:\\d\\d$`));
    expect(await page.getByText('1 gespeicherte Runde', { exact: true }).isVisible()).toBe(true);
    expect(await round.getByRole('button', { name: /^Exportieren & Teilen/ }).isVisible()).toBe(true);

    await open(page, '/leaderboard', 'Bestenliste');
    expect(await page.getByText('Die 10 niedrigsten Ergebnisse').isVisible()).toBe(true);
    const row = page.getByRole('list', { name: 'Beste Ergebnisse' }).getByRole('listitem').filter({ hasText: TEAM });
    expect(await row.textContent()).toContain(today('de-DE'));
    expect(await row.textContent()).toContain('Schläge');
    expect(await page.getByText(/^Gleiche Ergebnisse teilen sich einen Platz\./).isVisible()).toBe(true);

    await open(page, '/account', 'Konto');
    await expect.poll(() => page.getByText(`Mitglied seit ${today('de-DE')}`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Meine Daten herunterladen' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Abmelden' }).isVisible()).toBe(true);
  });

  it('says <html lang="de"> before the app’s code runs', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE' });
    await page.route('**/assets/*.js', (route) => route.abort());
    browser.expectConsoleError(/Failed to load resource/);
    await page.goto('/leaderboard');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });
});

describe('a German browser at the table', () => {
  it('finds a bar in German, in metres and kilometres with a decimal comma', async () => {
    // Standing in the doorway of the Lamb & Flag, Covent Garden.
    const page = await browser.newContext({
      width: 360,
      locale: 'de-DE',
      geolocation: { latitude: 51.5117, longitude: -0.126 },
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Bar for hole 1' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Kneipe für Loch 1 finden' }).isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Die nächsten Kneipen zuerst, nach deinem Standort.').isVisible())
      .toBe(true);
    const box = dialog.getByRole('searchbox', { name: 'Nach Kneipen suchen' });
    expect(await box.getAttribute('placeholder')).toBe('Kneipe, Viertel oder Stadt');
    await box.fill('London');
    await dialog.getByRole('button', { name: 'Suchen' }).click();
    const results = dialog.getByRole('list', { name: 'Gefundene Kneipen' }).getByRole('button');
    await expect.poll(() => results.count()).toBeGreaterThan(5);
    expect(await results.first().textContent()).toMatch(/\d+ m$/);
    expect(await dialog.getByText('Jetzt geöffnet').first().isVisible()).toBe(true);
    expect(await dialog.getByText('Geschlossen').first().isVisible()).toBe(true);
    expect(
      await dialog
        .getByText(/\d+,\d km$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await dialog.getByRole('button', { name: '„London“ als Namen der Kneipe nehmen' }).isVisible()).toBe(true);
  });
});

describe('a German member on a course', () => {
  it('reads the course page’s own words in German', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE', storageState: member });
    await page.goto('/history');
    const answer = await page.evaluate(async () => {
      const holes = Array.from({ length: 9 }, (_, index) => ({
        holeNumber: index + 1,
        par: 3,
        ...(index < 2 ? { barName: `Zum Goldenen Hirschen ${index + 1}`, barLocation: { lat: 52.5, lng: 13.4 } } : {}),
      }));
      const response = await fetch('/api/courses', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Altstadt-Runde', holes, penalties: [] }),
      });
      return { status: response.status, body: (await response.json()) as { id: string } };
    });
    expect(answer.status).toBe(201);
    await page.goto(`/courses/${answer.body.id}`);
    await expect.poll(() => page.getByText('Kurs · 2/9 Kneipen').isVisible()).toBe(true);
    const actions = page.getByRole('region', { name: 'Aktionen der Runde' });
    await expect.poll(() => actions.getByRole('button', { name: 'Runde speichern' }).isVisible()).toBe(true);
    expect(await actions.getByRole('button', { name: 'Als PNG exportieren' }).isVisible()).toBe(true);
    expect(await actions.getByRole('button', { name: 'Zurücksetzen' }).isVisible()).toBe(true);

    // A course no one made: the server answers 404.
    browser.expectConsoleError(/status of 404/);
    await page.goto('/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f');
    await expect.poll(() => heading(page, 'Kurs nicht gefunden').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Zurück zur Scorekarte' }).isVisible()).toBe(true);
  });
});

describe('the language choice', () => {
  it('switches the page’s language and is remembered after a reload', async () => {
    const page = await browser.newContext({ width: 360, locale: 'en-US', storageState: member });
    await open(page, '/history', 'ROUND HISTORY');
    const choice = page.getByRole('combobox', { name: 'Language' });
    await expect.poll(() => choice.isVisible()).toBe(true);

    await choice.selectOption('de');
    await expect.poll(() => heading(page, 'RUNDENVERLAUF').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de');

    await page.reload();
    await expect.poll(() => heading(page, 'RUNDENVERLAUF').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect.poll(() => heading(page, 'ROUND HISTORY').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});

describe('English readers', () => {
  it('in Britain read the day first', async () => {
    const page = await browser.newContext({ width: 360, locale: 'en-GB', storageState: member });
    await open(page, '/leaderboard', 'Leaderboard');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const row = page.getByRole('list', { name: 'Top scores' }).getByRole('listitem').filter({ hasText: TEAM });
    expect(await row.textContent()).toContain(today('en-GB'));
    expect(today('en-GB')).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

    await open(page, '/account', 'Account');
    await expect.poll(() => page.getByText(`Member since ${today('en-GB')}`).isVisible()).toBe(true);
  });

  it('in Britain walk to a bar in feet and miles', async () => {
    // Standing in the doorway of the Lamb & Flag, Covent Garden.
    const page = await browser.newContext({
      width: 360,
      locale: 'en-GB',
      geolocation: { latitude: 51.5117, longitude: -0.126 },
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Bar for hole 1' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Nearest bars first, using your location.').isVisible()).toBe(true);
    await dialog.getByRole('searchbox', { name: 'Search for bars' }).fill('London');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const results = dialog.getByRole('list', { name: 'Bars found' }).getByRole('button');
    await expect.poll(() => results.count()).toBeGreaterThan(5);
    expect(await results.first().textContent()).toMatch(/\d+ ft$/);
    expect(
      await dialog
        .getByText(/\d+\.\d mi$/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await dialog.getByText(/\d+ m$|\d+\.\d km$/).count()).toBe(0);
  });

  it('in the United States read the spec’s words, and American dates', async () => {
    const page = await browser.newContext({ width: 360, locale: 'en-US', storageState: member });
    await open(page, '/history', 'ROUND HISTORY');
    const round = page.getByRole('list', { name: 'Saved rounds' }).getByRole('article', { name: TEAM });
    await expect.poll(() => round.getByText('Holes completed: 9 / 9').isVisible()).toBe(true);
    expect(await round.locator('time').textContent()).toMatch(
      new RegExp(`^${today('en-US')} at \\d{1,2}:\\d\\d\\s[AP]M$`),
    );
    expect(await page.getByText('1 saved round', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});
