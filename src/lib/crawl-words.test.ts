import { afterEach, describe, expect, it, vi } from 'vitest';
import german from '../locales/card/de.json';
import { crawlWords } from './crawl-words';
import { englishCardText, type CardText } from './i18n/card-text';
import { translateRaw } from './i18n/translate-raw';

const english = crawlWords(englishCardText);

/** The card's words as a page in German reads them from its catalog. */
function inGerman(): ReturnType<typeof crawlWords> {
  const t = translateRaw<'card'>('de', german);
  const text: CardText = Object.assign(
    (word: Parameters<CardText>[0], values?: Record<string, string | number>) => t(word, values),
    { named: (id: Parameters<CardText['named']>[0]) => t(id) },
  );
  return crawlWords(text);
}

describe('the crawl plan’s words', () => {
  it('reads planned times on a 24-hour clock, past midnight as the next day’s', () => {
    expect(english.arrival(20 * 60 + 30)).toBe('Arrive 20:30');
    expect(english.arrival(24 * 60 + 15)).toBe('Arrive 00:15');
  });

  /** A page in `language` read by someone whose browser names `locale` first. */
  function readerIn(locale: string, language = 'en') {
    vi.stubGlobal('document', { documentElement: { lang: language } });
    vi.stubGlobal('navigator', { language: locale, languages: [locale] });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives walks in metres under a kilometre and kilometres above for a reader in Ireland', () => {
    readerIn('en-IE');
    expect(english.walk({ toHole: 4, km: 0.35, minutes: 6 })).toBe('350 m to hole 4, about 6 min walk');
    expect(english.walk({ toHole: 2, km: 1.26, minutes: 21 })).toBe('1.3 km to hole 2, about 21 min walk');
    expect(english.totalWalk({ km: 4.04, minutes: 66 })).toBe('Total walk: 4.0 km, about 1 h 6 min');
    expect(english.totalWalk({ km: 1, minutes: 60 })).toBe('Total walk: 1.0 km, about 1 h');
    expect(english.totalWalk({ km: 0, minutes: 0 })).toBe('Total walk: 0 m, about 0 min');
  });

  it('gives walks in feet under a tenth of a mile and miles above for a reader in Britain', () => {
    readerIn('en-GB');
    expect(english.walk({ toHole: 4, km: 0.1, minutes: 2 })).toBe('328 ft to hole 4, about 2 min walk');
    expect(english.totalWalk({ km: 4.04, minutes: 66 })).toBe('Total walk: 2.5 mi, about 1 h 6 min');
  });

  it('says once how a walk is estimated, in the reader’s units', () => {
    readerIn('en-IE');
    expect(crawlWords(englishCardText).walkEstimate).toBe(
      'Walks are estimated from the straight line between bars: streets taken as 1.3 times as long, walked at 4.8 km/h.',
    );
    readerIn('en-US');
    expect(crawlWords(englishCardText).walkEstimate).toBe(
      'Walks are estimated from the straight line between bars: streets taken as 1.3 times as long, walked at 3.0 mph.',
    );
  });

  it('says each answer about a bar’s hours in words', () => {
    expect(english.opening({ state: 'open', until: '23:00' })).toBe('Open when you arrive (until 23:00)');
    expect(english.opening({ state: 'open', until: null })).toBe('Open when you arrive (open all day)');
    expect(english.opening({ state: 'closes-before', closesAt: '21:00' })).toBe('Closes at 21:00, before you arrive');
    expect(english.opening({ state: 'closes-on-arrival', closesAt: '21:00' })).toBe('Closes at 21:00, as you arrive');
    expect(inGerman().opening({ state: 'closes-on-arrival', closesAt: '21:00' })).toBe(
      'Schließt um 21:00, wenn ihr ankommt',
    );
    expect(english.opening({ state: 'opens-after', opensAt: '17:00' })).toBe('Opens at 17:00, after you arrive');
    expect(english.opening({ state: 'closed-that-day' })).toBe('Closed that day');
    expect(english.opening({ state: 'unknown' })).toBe('Hours unknown');
  });

  it('says what a bar will be at the hole’s planned time', () => {
    expect(english.atArrival(22 * 60 + 30, { state: 'closes-before', closesAt: '21:00' })).toBe(
      'At 22:30: Closes at 21:00, before you arrive',
    );
    expect(english.atArrival(22 * 60, { state: 'unknown' })).toBe('At 22:00: Hours unknown');
  });

  it('asks about one shut bar or several', () => {
    expect(english.closedHolesQuestion(1)).toBe('One bar will be closed when you get there. Keep it on the course?');
    expect(english.closedHolesQuestion(3)).toBe('3 bars will be closed when you get there. Keep them on the course?');
  });

  it('speaks German on a German page, in metres with a decimal comma', () => {
    readerIn('de-DE', 'de');
    const words = inGerman();
    expect(words.title).toBe('Den Abend planen');
    expect(words.arrival(22 * 60 + 30)).toBe('Ankunft 22:30');
    expect(words.walk({ toHole: 2, km: 1.26, minutes: 21 })).toBe('1,3 km bis Loch 2, etwa 21 Min. zu Fuß');
    expect(words.totalWalk({ km: 4.04, minutes: 66 })).toBe('Fußweg insgesamt: 4,0 km, etwa 1 Std. 6 Min.');
    expect(words.atArrival(22 * 60, { state: 'closes-before', closesAt: '21:00' })).toBe(
      'Um 22:00: Schließt um 21:00, bevor ihr ankommt',
    );
    expect(words.closedHolesQuestion(2)).toBe(
      '2 Kneipen haben geschlossen, wenn ihr dort ankommt. Trotzdem im Kurs behalten?',
    );
    expect(words.walkEstimate).toBe(
      'Wege sind aus der Luftlinie zwischen den Kneipen geschätzt: Straßen als 1,3-mal so lang gerechnet, mit 4,8 km/h zu Fuß.',
    );
  });
});
