import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_SCORECARD_WORDS } from '../src/features/export/german-scorecard-words';
import { useBrowser } from './browser';
import { placeholderCutOff } from './layout-faults';
import { signInAsMember, signInByRequest } from './members';

const browser = useBrowser();

type StorageState = Awaited<ReturnType<typeof browser.context.storageState>>;

const TEAM = 'Die Durstigen Wanderer der Altstadtkneipen vom Marktplatz';

/** A lifetime member with one fair round on the board, signed in as `storageState`. */
let member: StorageState;

beforeAll(async () => {
  const page = await browser.newContext({ width: 360 });
  await signInAsMember(page, `languages-${crypto.randomUUID()}@example.com`);
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
    await expect.poll(() => page.getByText('1 gespeicherte Runde', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => round.getByRole('button', { name: /^Exportieren & Teilen/ }).isVisible()).toBe(true);

    await open(page, '/leaderboard', 'Bestenliste');
    await expect.poll(() => page.getByText('Die 10 niedrigsten Ergebnisse').isVisible()).toBe(true);
    const row = page.getByRole('list', { name: 'Beste Ergebnisse' }).getByRole('listitem').filter({ hasText: TEAM });
    expect(await row.textContent()).toContain(today('de-DE'));
    expect(await row.textContent()).toContain('Schläge');
    await expect.poll(() => page.getByText(/^Gleiche Ergebnisse teilen sich einen Platz\./).isVisible()).toBe(true);

    await open(page, '/account', 'Konto');
    await expect.poll(() => page.getByText(`Mitglied seit ${today('de-DE')}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Meine Daten herunterladen' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Abmelden' }).isVisible()).toBe(true);
  });

  it('says <html lang="de"> before the app’s code runs', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE' });
    await page.route('**/assets/*.js', (route) => route.abort());
    browser.expectConsoleError(/Failed to load resource/);
    await page.goto('/leaderboard');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });

  it('reads the plans’ prices in dollars written the German way', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE' });
    await signInByRequest(page, `prices-${crypto.randomUUID()}@example.com`);
    await page.goto('/subscribe');
    const monthly = page.getByRole('radio', { name: /^Monatlich/ });
    await expect.poll(() => monthly.isVisible()).toBe(true);
    expect(await page.locator('label').filter({ has: monthly }).innerText()).toMatch(/2,99\s\$\/Monat/);
    const lifetime = page.locator('label').filter({ has: page.getByRole('radio', { name: /^Lebenslang/ }) });
    expect(await lifetime.innerText()).toMatch(/9,99\s\$\s+19,99\s\$/);
  });
});

describe('a German browser’s frame of every page', () => {
  it('gets the page’s HTML in German, <html lang="de"> and a German manifest, before any code runs', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE' });
    await page.route('**/assets/*.js', (route) => route.abort());
    browser.expectConsoleError(/Failed to load resource/);

    const leaderboard = await page.goto('/leaderboard');
    expect(await leaderboard?.text()).toMatch(/^<!doctype html>\s*<html lang="de">/);
    expect(leaderboard?.headers()['vary']).toMatch(/Accept-Language/);
    await expect.poll(() => heading(page, 'Bestenliste').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Die 10 niedrigsten Ergebnisse').isVisible()).toBe(true);
    expect(
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Scorekarte' })
        .isVisible(),
    ).toBe(true);
    await expect.poll(() => page.getByRole('status', { name: 'Seite wird geladen' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Pub Golf');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Pub-Golf-Scorekarte: neun Kneipen, je ein Getränk, das niedrigste Ergebnis gegen Par gewinnt.',
    );
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest-de.webmanifest');
    const manifest = await page.evaluate(
      async (href) => (await fetch(href)).json() as Promise<Record<string, unknown>>,
      manifestHref ?? '',
    );
    expect(manifest).toMatchObject({ name: 'Pub Golf', lang: 'de', start_url: '/' });
    expect(manifest['description']).toMatch(/^Pub-Golf-Scorekarte/);

    const card = await page.goto('/');
    expect(await card?.text()).toMatch(/^<!doctype html>\s*<html lang="de">/);
    await expect.poll(() => page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(true);

    await page.goto('/history');
    await expect.poll(() => heading(page, 'RUNDENVERLAUF').isVisible()).toBe(true);
  });

  it('reads the header, the Menu and the card’s buttons in German', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE', storageState: member });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Zurücksetzen' }).waitFor();
    await page.getByRole('button', { name: 'Live mit anderen Teams spielen' }).waitFor();
    await banner.getByRole('button', { name: 'Menü', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.waitFor();
    for (const name of ['Meine Kurse', 'Verlauf', 'Bestenliste', 'Konto']) {
      await expect.poll(() => menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await menu.waitFor({ state: 'detached' });

    // From a tablet's width up, the links stand in the row.
    await page.setViewportSize({ width: 1024, height: 900 });
    for (const name of ['Meine Kurse', 'Verlauf', 'Bestenliste', 'Konto']) {
      await expect.poll(() => banner.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await page.goto('/leaderboard');
    await heading(page, 'Bestenliste').waitFor();
    await expect.poll(() => banner.getByRole('link', { name: 'Scorekarte' }).isVisible()).toBe(true);
  });

  it('exports the scorecard image with German words and a German date', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE', storageState: member });
    // Every text the image draws, as the drawing hands it to the canvas.
    await page.addInitScript(() => {
      const drawn: string[] = [];
      (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
        drawn.push(String(text));
        return fillText.call(this, text, ...rest);
      };
    });
    await open(page, '/history', 'RUNDENVERLAUF');
    const round = page.getByRole('list', { name: 'Gespeicherte Runden' }).getByRole('article', { name: TEAM });
    const downloading = page.waitForEvent('download');
    await round.getByRole('button', { name: /^Exportieren & Teilen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Scorekarte exportieren' });
    await dialog.waitFor();
    await downloading;
    await expect.poll(() => dialog.getByText('Scorekarte heruntergeladen!').isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByRole('img', { name: `Bild der Scorekarte: ${TEAM}, gesamt -45` }).isVisible())
      .toBe(true);

    const texts = await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts);
    expect(texts).toEqual(expect.arrayContaining([...GERMAN_SCORECARD_WORDS, 'UNTER PAR']));
    for (const english of ['SCORECARD', 'DRINK', 'PENALTIES', 'TOTAL SCORE', 'BELOW PAR', 'Play your own round at ']) {
      expect(texts).not.toContain(english);
    }
    await dialog.getByRole('button', { name: 'Schließen', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });
});

/** What a card's words are as a reader sees and hears them: its columns, totals and penalties. */
async function cardWords(page: Page) {
  const holes = page.getByRole('region', { name: /^(Holes|Löcher)$/ });
  await holes.waitFor();
  return {
    columns: await holes.getByRole('columnheader').allTextContents(),
    total: await page.getByRole('region', { name: /^(TOTAL SCORE|GESAMTERGEBNIS)$/ }).textContent(),
    penalties: await page.getByRole('region', { name: /^(PENALTIES|STRAFEN)/ }).textContent(),
  };
}

/** Hovers over a members-only button until its hint opens (once the pointer rests on it), reading `hint`. */
async function showsHint(page: Page, button: string, hint: string) {
  const control = page.getByRole('button', { name: button, exact: true });
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  let nudge = 0;
  await expect
    .poll(async () => {
      await page.mouse.move((box?.x ?? 0) + 20 + (nudge++ % 5), (box?.y ?? 0) + 10);
      return page.getByRole('tooltip').filter({ hasText: hint }).count();
    })
    .toBeGreaterThan(0);
}

/** What the main card says below its total: its actions, its note, the call to membership and the rule. */
async function footWords(page: Page) {
  const actions = page.getByRole('region', { name: /^(Save and share|Speichern und teilen)$/ });
  await actions.waitFor();
  // The card is whole once its main region is no longer busy.
  const main = page.locator('main:not([aria-busy="true"])');
  await main.waitFor();
  return {
    heading: await page.getByRole('heading', { level: 1 }).textContent(),
    name: await main
      .getByRole('textbox')
      .first()
      .evaluate((input: HTMLInputElement) => ({
        label: input.labels?.[0]?.textContent,
        placeholder: input.placeholder,
      })),
    date: await main
      .locator('input[type="date"]')
      .evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent),
    actions: await actions.getByRole('button').allTextContents(),
    rest: await main
      .locator(':scope > p:not([aria-live]), :scope > section[aria-labelledby="guest-cta-heading"]')
      .allTextContents(),
  };
}

/** Every English word the main card showed before it spoke German, whatever the reader's language. */
const ENGLISH_CARD_WORDS = [
  'Player name',
  'Date',
  'Pub Golf scorecard',
  'Export PNG',
  'Save Course',
  'Auto-saving',
  'Saved',
  'Unlock the full clubhouse',
  'Save custom maps',
  'Share maps with friends',
  'Choose penalties',
  'Join the global leaderboard',
  'Log in or Sign up',
  'Subscribe Now',
  'Subscribe to track them',
  'Points are how far',
];

const GERMAN_BENEFITS = [
  '✓Eigene Routen speichern',
  '✓Routen mit Freunden teilen',
  '✓Strafen auswählen',
  '✓Als PNG exportieren und teilen',
  '✓In die weltweite Bestenliste kommen',
];

const GERMAN_RULE =
  'Punkte sind, wie weit du an jedem Loch unter oder über Par bleibst. Das niedrigste Ergebnis gewinnt.';

describe('a German browser at the table', () => {
  it('reads the card, its penalties and their presets in German, and keeps the names it stores', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE' });
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: 'Kneipe für Loch 1 hinzufügen' }).isVisible()).toBe(true);
    // The long word may break at its soft hyphen in a phone's narrow bar column.
    expect(await page.getByRole('button', { name: 'Kneipe für Loch 9 hinzufügen' }).textContent()).toBe(
      '+ Kneipe hinzu\u00adfügen',
    );
    await page.getByRole('combobox', { name: 'Schläge an Loch 1' }).selectOption('2');
    expect(await page.getByRole('combobox', { name: 'Par an Loch 1' }).inputValue()).toBe('3');
    await page.getByRole('textbox', { name: 'Getränk an Loch 1' }).fill('Helles');
    await expect.poll(() => page.getByText(/^Strafen sind für Mitglieder\./).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Getränk verschüttet erhöhen' }).isDisabled()).toBe(true);

    const words = await cardWords(page);
    expect(words.columns).toEqual(['#', 'Kneipe', 'Par', 'Getränk', 'Schläge']);
    expect(words.total).toBe('GESAMTERGEBNIS-1Schläge + StrafenUNTER PAR');
    for (const name of ['STRAFEN', 'Strafregeln', 'Normal', 'Getränk verschüttet', 'Zu spät in der Kneipe']) {
      expect(words.penalties).toContain(name);
    }
    const rules = page.getByRole('combobox', { name: 'Strafregeln' });
    expect(await rules.locator('option').allTextContents()).toEqual(['Locker', 'Normal', 'Streng', 'Eigene']);

    // The phone's pinned total speaks German too.
    const bar = page.getByRole('complementary', { name: 'Zwischenstand' });
    await expect.poll(() => bar.textContent()).toBe('GESAMT-1Nach 1UNTER PAR');

    // What the card keeps is the rules' own names, in whatever language it is read.
    const stored = () => page.evaluate(() => localStorage.getItem('pubgolf-scorecard') ?? '');
    await expect.poll(stored).toContain('"drink":"Helles"');
    expect(await stored()).toContain('"name":"Spilled Drink"');
    expect(await stored()).not.toContain('verschüttet');
  });

  it('reads the rest of a guest’s card in German: name and date, Export and Save Course, the note, the call to membership and the rule', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE' });
    await page.goto('/');
    const words = await footWords(page);
    expect(words).toEqual({
      heading: 'Pub-Golf-Scorekarte',
      name: { label: 'Spielername', placeholder: 'Optional' },
      date: 'Datum',
      actions: ['PNG-Export', 'Kurs speichern'],
      rest: [
        'Wird automatisch auf diesem Gerät gespeichert',
        `Schalte das ganze Clubhaus frei${GERMAN_BENEFITS.join('')}Anmelden oder registrieren`,
        GERMAN_RULE,
      ],
    });
    expect(await page.getByRole('button', { name: 'PNG-Export' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Kurs speichern' }).isDisabled()).toBe(true);
    await showsHint(page, 'PNG-Export', 'Mitglieder können die Karte als PNG exportieren und teilen.');
    await showsHint(
      page,
      'Kurs speichern',
      'Mitglieder können diese Kneipen als Kurs speichern, um ihn wieder zu spielen.',
    );
    const join = page.getByRole('link', { name: 'Anmelden oder registrieren' });
    expect(await join.getAttribute('href')).toBe('/subscribe');

    await page.getByRole('textbox', { name: 'Spielername' }).fill(TEAM);
    await expect.poll(() => page.getByText('Wird automatisch gespeichert…').isVisible()).toBe(true);
    const shown = await page.getByRole('main').innerText();
    expect(ENGLISH_CARD_WORDS.filter((english) => shown.includes(english))).toEqual([]);
  });

  it('reads a signed-in player’s card in German, and a member’s', async () => {
    const page = await browser.newContext({ width: 360, locale: 'de-DE' });
    await signInByRequest(page, `languages-player-${crypto.randomUUID()}@example.com`);
    await page.goto('/');
    await expect
      .poll(() => page.getByText('Strafen sind für Mitglieder. Schließ ein Abo ab, um sie zu zählen.').isVisible())
      .toBe(true);
    const words = await footWords(page);
    expect(words.rest[1]).toBe(`Schalte das ganze Clubhaus frei${GERMAN_BENEFITS.join('')}Jetzt abonnieren`);
    expect(words.actions).toEqual(['PNG-Export', 'Kurs speichern']);
    expect(ENGLISH_CARD_WORDS.filter((english) => JSON.stringify(words).includes(english))).toEqual([]);

    const memberPage = await browser.newContext({ width: 360, locale: 'de-DE', storageState: member });
    await memberPage.goto('/');
    const status = memberPage.getByRole('status', { name: 'Speicherstand' });
    await expect.poll(() => status.textContent()).toBe('Gespeichert');
    const memberWords = await footWords(memberPage);
    expect(memberWords.actions).toEqual(['PNG-Export', 'Kurs speichern']);
    expect(memberWords.rest).toEqual(['Gespeichert', GERMAN_RULE]);
    const shown = await memberPage.getByRole('main').innerText();
    expect(ENGLISH_CARD_WORDS.filter((english) => shown.includes(english))).toEqual([]);

    // The card's foot comes after its first paint, and so do the dialogs it opens.
    await memberPage.getByRole('button', { name: 'Kurs speichern' }).click();
    const dialog = memberPage.getByRole('dialog', { name: 'Kurs speichern' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Schließen', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('finds a bar in German, in metres and kilometres with a decimal comma', async () => {
    // Standing in the doorway of the Lamb & Flag, Covent Garden.
    const page = await browser.newContext({
      width: 360,
      locale: 'de-DE',
      geolocation: { latitude: 51.5117, longitude: -0.126 },
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Kneipe für Loch 1 hinzufügen' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Kneipe für Loch 1 finden' }).isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('Die nächsten Kneipen zuerst, nach deinem Standort.').isVisible())
      .toBe(true);
    const box = dialog.getByRole('searchbox', { name: 'Nach Kneipen suchen' });
    expect(await box.getAttribute('placeholder')).toBe('Kneipe, Ort');
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await placeholderCutOff(box), 'px of the placeholder cut off at 320 px').toBe(0);
    await box.fill('London');
    await dialog.getByRole('button', { name: 'Suchen' }).click();
    const results = dialog.getByRole('list', { name: 'Gefundene Kneipen' }).getByRole('button');
    await expect.poll(() => results.count()).toBeGreaterThan(5);
    expect(await results.first().textContent()).toMatch(/\d+ m$/);
    await expect.poll(() => dialog.getByText('Jetzt geöffnet').first().isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Geschlossen').first().isVisible()).toBe(true);
    expect(
      await dialog
        .getByText(/\d+,\d km$/)
        .first()
        .isVisible(),
    ).toBe(true);
    await expect
      .poll(() => dialog.getByRole('button', { name: '„London“ als Namen der Kneipe nehmen' }).isVisible())
      .toBe(true);
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
    await expect.poll(() => actions.getByRole('button', { name: 'Als PNG exportieren' }).isVisible()).toBe(true);
    await expect.poll(() => actions.getByRole('button', { name: 'Zurücksetzen' }).isVisible()).toBe(true);
    const holes = page.getByRole('region', { name: 'Löcher' });
    expect(await holes.getByRole('columnheader').allTextContents()).toEqual([
      '#',
      'Kneipe',
      'Par',
      'Getränk',
      'Schläge',
    ]);
    expect(await holes.getByRole('row').nth(1).textContent()).toContain('Zum Goldenen Hirschen 1');
    const name = page.getByRole('textbox', { name: 'Spielername' });
    expect(await name.getAttribute('placeholder')).toBe('Spieler');
    expect(await page.getByLabel('Datum', { exact: true }).inputValue()).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(await holes.getByText('Keine Kneipe festgelegt').count()).toBe(7);
    await holes.getByRole('combobox', { name: 'Schläge an Loch 3' }).selectOption('1');
    await expect.poll(() => page.getByRole('region', { name: 'GESAMTERGEBNIS' }).textContent()).toContain('UNTER PAR');
    await expect.poll(() => page.getByText('Dieser Kurs wird ohne Strafen gespielt.').isVisible()).toBe(true);

    // A course no one made: the server answers 404.
    browser.expectConsoleError(/status of 404/);
    await page.goto('/courses/0d5c6f36-3a57-4c1e-9b0e-2f1f1f1f1f1f');
    await expect.poll(() => heading(page, 'Kurs nicht gefunden').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Zurück zur Scorekarte' }).isVisible()).toBe(true);
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
    await expect.poll(() => page.getByText('1 saved round', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('in the United States read the card and its penalties in the spec’s words', async () => {
    const page = await browser.newContext({ width: 360, locale: 'en-US' });
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: 'Add Bar for hole 1' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add Bar for hole 9' }).textContent()).toBe('+ Add Bar');
    await page.getByRole('combobox', { name: 'Hole 1 score' }).selectOption('4');
    expect(await page.getByRole('combobox', { name: 'Hole 1 par' }).inputValue()).toBe('3');
    await expect.poll(() => page.getByText(/^Penalties are for members\./).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Increase Spilled Drink' }).isDisabled()).toBe(true);

    const words = await cardWords(page);
    expect(words.columns).toEqual(['#', 'Bar', 'Par', 'Drink', 'Score']);
    expect(words.total).toBe('TOTAL SCORE+1Strokes + PenaltiesABOVE PAR');
    for (const name of ['PENALTIES', 'Penalty Rules', 'Standard', 'Spilled Drink', 'Late to Bar', 'Wrong Order']) {
      expect(words.penalties).toContain(name);
    }
    const rules = page.getByRole('combobox', { name: 'Penalty Rules' });
    expect(await rules.locator('option').allTextContents()).toEqual(['Casual', 'Standard', 'Strict', 'Custom']);
    const bar = page.getByRole('complementary', { name: 'Running total' });
    await expect.poll(() => bar.textContent()).toBe('TOTAL+1Thru 1ABOVE PAR');

    // The note says 'Auto-saving...' for a moment after each change.
    await page.getByText('Auto-saving on this device').waitFor();
    expect(await footWords(page)).toEqual({
      heading: 'Pub Golf scorecard',
      name: { label: 'Player name', placeholder: 'Optional' },
      date: 'Date',
      actions: ['Export PNG', 'Save Course'],
      rest: [
        'Auto-saving on this device',
        'Unlock the full clubhouse✓Save custom maps✓Share maps with friends✓Choose penalties✓Export PNG and share✓Join the global leaderboardLog in or Sign up',
        'Points are how far under or over par you finish each hole. Lowest total wins.',
      ],
    });
    await showsHint(page, 'Export PNG', 'Members can export the card as a PNG to share.');
    await showsHint(page, 'Save Course', 'Members can save these bars as a course to play again.');
  });

  it('in the United States get the English shell and the spec’s header', async () => {
    const page = await browser.newContext({ width: 360, locale: 'en-US', storageState: member });
    const answer = await page.goto('/leaderboard');
    expect(await answer?.text()).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Reset' }).waitFor();
    await page.getByRole('button', { name: 'Play live with other teams' }).waitFor();
    await banner.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const name of ['My Courses', 'History', 'Leaderboard', 'Account']) {
      await expect.poll(() => menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => menu.getByRole('button', { name: 'Close menu' }).isVisible()).toBe(true);
  });
});
