import { describe, expect, it } from 'vitest';
import { parStatus } from '../../../domain/scoring';
import { translateRaw } from '../../lib/i18n/translate-raw';
import englishApp from '../../locales/app/en.json';
import germanApp from '../../locales/app/de.json';
import englishExport from '../../locales/export/en.json';
import germanExport from '../../locales/export/de.json';

const english = { ...englishApp, ...englishExport };
const german = { ...germanApp, ...germanExport };
import { drawResults } from './draw-results';
import { drawScorecard } from './draw-scorecard';
import { fakeCanvasContext } from './fake-canvas-context';
import { GERMAN_SCORECARD_WORDS } from './german-scorecard-words';
import { ENGLISH_IMAGE_WORDS, imageWords } from './image-words';

const GERMAN = imageWords(translateRaw('de', german), 'de', 'de-DE');

const holes = Array.from({ length: 9 }, (_, index) => ({
  holeNumber: index + 1,
  par: 3,
  score: index < 5 ? 4 : undefined,
  barName: index === 0 ? 'Zum Goldenen Hirschen am Alten Marktplatz' : '',
  drink: index === 0 ? 'Weißbier' : '',
}));

function drawnTexts(draw: (ctx: ReturnType<typeof fakeCanvasContext>['ctx']) => void): string[] {
  const fake = fakeCanvasContext(16);
  draw(fake.ctx);
  return fake.texts.map((drawn) => drawn.text);
}

describe('the exported images’ words', () => {
  it('are the spec’s English words on an English page', () => {
    expect(imageWords(translateRaw('en', english), 'en', 'en-GB')).toEqual({ ...ENGLISH_IMAGE_WORDS, locale: 'en-GB' });
    // The catalog holds the same words, for a page that draws them through it.
    expect(imageWords(translateRaw('de', english), 'de', 'en-US')).toEqual({ ...ENGLISH_IMAGE_WORDS, locale: 'en-US' });
  });

  it.each([
    ['en', 'en-GB', english, 'Saturday, 21 November 2026'],
    ['en', 'en-US', english, 'Saturday, November 21, 2026'],
    ['de', 'de-DE', german, 'Samstag, 21. November 2026'],
  ] as const)('write the date as a reader in %s’s %s does, on both images', (language, locale, catalog, date) => {
    const words = imageWords(translateRaw(language, catalog), language, locale);
    const card = drawnTexts((ctx) =>
      drawScorecard(
        ctx,
        { teamName: 'Die Birdies', date: '2026-11-21', holes, penalties: [] },
        { siteUrl: 'pubgolf.example', words },
      ),
    );
    const results = drawnTexts((ctx) =>
      drawResults(
        ctx,
        { gameName: 'Altstadt-Runde', date: '2026-11-21', teams: [] },
        { siteUrl: 'pubgolf.example', words },
      ),
    );
    expect(card).toContain(date);
    expect(results).toContain(date);
  });

  it('draw the scorecard in German, with a German date', () => {
    const texts = drawnTexts((ctx) =>
      drawScorecard(
        ctx,
        { teamName: '', date: '2026-11-21', holes, penalties: [{ count: 2 }], mulliganHoles: [1] },
        { siteUrl: 'pubgolf.example', words: GERMAN },
      ),
    );
    expect(texts).toEqual(
      expect.arrayContaining([...GERMAN_SCORECARD_WORDS, 'Spieler', 'ÜBER PAR', 'M', 'Mulligan genommen']),
    );
    for (const english of [
      'SCORECARD',
      'BAR',
      'DRINK',
      'SCORE',
      'PENALTIES',
      'TOTAL SCORE',
      'ABOVE PAR',
      'Player',
      'Mulligan used',
    ]) {
      expect(texts).not.toContain(english);
    }
  });

  it('draw the final standings in German', () => {
    const team = (name: string, total: number) => ({
      id: name,
      name,
      total,
      holesPlayed: 9,
      parStatus: parStatus(total),
    });
    const texts = drawnTexts((ctx) =>
      drawResults(
        ctx,
        { gameName: 'Altstadt-Runde', date: '2026-11-21', teams: [team('Die Birdies', -2), team('', 3)] },
        { siteUrl: 'pubgolf.example', words: GERMAN },
      ),
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        'ENDSTAND',
        'Samstag, 21. November 2026',
        'LÖCHER',
        'GESAMT',
        'UNTER PAR',
        'ÜBER PAR',
        'Gleiche Ergebnisse teilen sich einen Platz.',
      ]),
    );
    expect(texts).not.toContain('FINAL STANDINGS');
    expect(texts).not.toContain('HOLES');
  });
});
