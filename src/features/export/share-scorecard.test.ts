import { describe, expect, it } from 'vitest';
import { translateRaw } from '../../lib/i18n/translate-raw';
import englishApp from '../../locales/app/en.json';
import germanApp from '../../locales/app/de.json';
import englishExport from '../../locales/export/en.json';
import germanExport from '../../locales/export/de.json';

const english = { ...englishApp, ...englishExport };
const german = { ...germanApp, ...germanExport };
import { resultsFileName, scorecardFileName, shareText, whatsAppUrl } from './share-scorecard';

const inEnglish = translateRaw('en', english);
const inGerman = translateRaw('de', german);

describe('sharing the scorecard', () => {
  it('names the file pubgolf-scorecard-{timestamp}.png', () => {
    expect(scorecardFileName(1_795_000_000_000)).toBe('pubgolf-scorecard-1795000000000.png');
    expect(scorecardFileName()).toMatch(/^pubgolf-scorecard-\d+\.png$/);
  });

  it('names the results image pubgolf-results-{timestamp}.png, the same timestamp', () => {
    expect(resultsFileName(1_795_000_000_000)).toBe('pubgolf-results-1795000000000.png');
    expect(resultsFileName()).toMatch(/^pubgolf-results-\d+\.png$/);
  });

  it('says how the team finished', () => {
    expect(shareText(inEnglish, 'The Birdies', 3)).toBe(
      'The Birdies finished +3 (above par) at Pub Golf! Score your own bar crawl:',
    );
    expect(shareText(inEnglish, '', -2)).toBe('I finished -2 (below par) at Pub Golf! Score your own bar crawl:');
    expect(shareText(inEnglish, ' ', 0)).toContain('finished 0 (on par)');
  });

  it('says it in German on a German page', () => {
    expect(shareText(inGerman, 'Die Durstigen', 3)).toBe(
      'Die Durstigen hat bei Pub Golf mit +3 (über Par) abgeschlossen! Zähl deine eigene Kneipentour:',
    );
    expect(shareText(inGerman, '', -2)).toBe(
      'Ich habe bei Pub Golf mit -2 (unter Par) abgeschlossen! Zähl deine eigene Kneipentour:',
    );
  });

  it('opens WhatsApp with the text and the site link', () => {
    const url = new URL(whatsAppUrl('We finished +3!', 'https://pubgolf.example'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe('We finished +3! https://pubgolf.example');
  });
});
