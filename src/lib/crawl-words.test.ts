import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrivalText, atArrivalText, closedHolesQuestion, PLAN_WORDS, totalWalkText, walkText } from './crawl-words';

describe('the crawl plan’s words', () => {
  it('reads planned times on a 24-hour clock, past midnight as the next day’s', () => {
    expect(arrivalText(20 * 60 + 30)).toBe('Arrive 20:30');
    expect(arrivalText(24 * 60 + 15)).toBe('Arrive 00:15');
  });

  /** A page in English read by someone whose browser names `locale` first. */
  function readerIn(locale: string) {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    vi.stubGlobal('navigator', { language: locale, languages: [locale] });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives walks in metres under a kilometre and kilometres above for a reader in Ireland', () => {
    readerIn('en-IE');
    expect(walkText({ toHole: 4, km: 0.35, minutes: 6 })).toBe('350 m to hole 4, about 6 min walk');
    expect(walkText({ toHole: 2, km: 1.26, minutes: 21 })).toBe('1.3 km to hole 2, about 21 min walk');
    expect(totalWalkText({ km: 4.04, minutes: 66 })).toBe('Total walk: 4.0 km, about 1 h 6 min');
    expect(totalWalkText({ km: 0, minutes: 0 })).toBe('Total walk: 0 m, about 0 min');
  });

  it('gives walks in feet under a tenth of a mile and miles above for a reader in Britain', () => {
    readerIn('en-GB');
    expect(walkText({ toHole: 4, km: 0.1, minutes: 2 })).toBe('328 ft to hole 4, about 2 min walk');
    expect(totalWalkText({ km: 4.04, minutes: 66 })).toBe('Total walk: 2.5 mi, about 1 h 6 min');
  });

  it('says once how a walk is estimated', () => {
    expect(PLAN_WORDS.walkEstimate).toBe(
      'Walks are estimated from the straight line between bars: streets taken as 1.3 times as long, walked at 4.8 km/h.',
    );
  });

  it('says what a bar will be at the hole’s planned time', () => {
    expect(atArrivalText(22 * 60 + 30, { state: 'closes-before', closesAt: '21:00' })).toBe(
      'At 22:30: Closes at 21:00, before you arrive',
    );
    expect(atArrivalText(22 * 60, { state: 'unknown' })).toBe('At 22:00: Hours unknown');
  });

  it('asks about one shut bar or several', () => {
    expect(closedHolesQuestion(1)).toBe('One bar will be closed when you get there. Keep it on the course?');
    expect(closedHolesQuestion(3)).toBe('3 bars will be closed when you get there. Keep them on the course?');
  });
});
