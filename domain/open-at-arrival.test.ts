import { describe, expect, it } from 'vitest';
import { plannedArrivals } from './crawl-timing';
import { closedAtArrival, openingAt, openingAtArrival } from './open-at-arrival';
import type { OpeningHours } from './opening-hours';

const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;
const SATURDAY = 6;

/** Friday 27 November 2026, Saturday the 28th, Sunday the 29th, Monday the 30th. */
const FRI = '2026-11-27';
const SAT = '2026-11-28';
const MON = '2026-11-30';

function at(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Open 12:00 to 23:00 Monday to Thursday and Sunday, late on Friday and Saturday, shut on Tuesday. */
const LATE_WEEKENDS: OpeningHours = {
  timeZone: 'Europe/London',
  periods: [
    { day: SUNDAY, opens: '12:00', closes: '22:30' },
    { day: MONDAY, opens: '12:00', closes: '23:00' },
    { day: 3, opens: '12:00', closes: '23:00' },
    { day: 4, opens: '12:00', closes: '23:00' },
    { day: FRIDAY, opens: '12:00', closes: '02:00' },
    { day: SATURDAY, opens: '12:00', closes: '02:00' },
  ],
};

describe('openingAtArrival', () => {
  it('is open until the closing time when the group arrives within opening', () => {
    expect(openingAtArrival(LATE_WEEKENDS, { date: MON, minutes: at('21:30') })).toEqual({
      state: 'open',
      until: '23:00',
    });
  });

  it('stays open across midnight when the bar closes after midnight', () => {
    expect(openingAtArrival(LATE_WEEKENDS, { date: FRI, minutes: at('23:30') })).toEqual({
      state: 'open',
      until: '02:00',
    });
    // A crawl starting on Friday reaching hole 9 at 01:15 on Saturday (minutes past 24:00).
    expect(openingAtArrival(LATE_WEEKENDS, { date: FRI, minutes: 24 * 60 + at('01:15') })).toEqual({
      state: 'open',
      until: '02:00',
    });
    // The same moment given as Saturday's date.
    expect(openingAtArrival(LATE_WEEKENDS, { date: SAT, minutes: at('01:15') })).toEqual({
      state: 'open',
      until: '02:00',
    });
  });

  it('says when the bar closed before the arrival, after midnight too', () => {
    expect(openingAtArrival(LATE_WEEKENDS, { date: MON, minutes: at('23:30') })).toEqual({
      state: 'closes-before',
      closesAt: '23:00',
    });
    // 02:30 on Saturday is still Friday night: the bar shut at 02:00.
    expect(openingAtArrival(LATE_WEEKENDS, { date: FRI, minutes: 24 * 60 + at('02:30') })).toEqual({
      state: 'closes-before',
      closesAt: '02:00',
    });
    // Sunday closes at 22:30, across Saturday night into Monday's early hours.
    expect(openingAtArrival(LATE_WEEKENDS, { date: MON, minutes: at('00:15') })).toEqual({
      state: 'closes-before',
      closesAt: '22:30',
    });
  });

  it('says the bar closes as the group arrives when the arrival is its closing minute, and before it a minute later', () => {
    expect(openingAtArrival(LATE_WEEKENDS, { date: MON, minutes: at('23:00') })).toEqual({
      state: 'closes-on-arrival',
      closesAt: '23:00',
    });
    expect(openingAtArrival(LATE_WEEKENDS, { date: MON, minutes: at('22:59') })).toEqual({
      state: 'open',
      until: '23:00',
    });
    expect(openingAtArrival(LATE_WEEKENDS, { date: MON, minutes: at('23:01') })).toEqual({
      state: 'closes-before',
      closesAt: '23:00',
    });
    // 02:00 on Saturday is Friday night's closing.
    expect(openingAtArrival(LATE_WEEKENDS, { date: FRI, minutes: 24 * 60 + at('02:00') })).toEqual({
      state: 'closes-on-arrival',
      closesAt: '02:00',
    });
  });

  it('says when the bar opens after the arrival', () => {
    expect(openingAtArrival(LATE_WEEKENDS, { date: SAT, minutes: at('10:00') })).toEqual({
      state: 'opens-after',
      opensAt: '12:00',
    });
  });

  it('is closed that day when the bar does not open that night', () => {
    expect(openingAtArrival(LATE_WEEKENDS, { date: '2026-12-01', minutes: at('21:00') })).toEqual({
      state: 'closed-that-day',
    });
    // Monday's bar shut at 23:00; 00:30 on Tuesday is Monday night, not Tuesday.
    expect(openingAtArrival(LATE_WEEKENDS, { date: '2026-12-01', minutes: at('00:30') })).toEqual({
      state: 'closes-before',
      closesAt: '23:00',
    });
  });

  it('knows a bar open round the clock, and one closed every day', () => {
    const always: OpeningHours = {
      timeZone: 'America/New_York',
      periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '00:00', closes: '00:00' })),
    };
    expect(openingAtArrival(always, { date: SAT, minutes: at('04:00') })).toEqual({ state: 'open', until: null });
    expect(openingAtArrival({ timeZone: 'Europe/Dublin', periods: [] }, { date: FRI, minutes: at('21:00') })).toEqual({
      state: 'closed-that-day',
    });
  });

  it('answers unknown for missing or malformed hours and dates, never a guess', () => {
    const arrival = { date: FRI, minutes: at('21:00') };
    expect(openingAtArrival(undefined, arrival)).toEqual({ state: 'unknown' });
    expect(openingAtArrival({ timeZone: 'Mars/Olympus_Mons', periods: [] }, arrival)).toEqual({ state: 'unknown' });
    expect(
      openingAtArrival({ timeZone: 'Europe/London', periods: [{ day: 8, opens: '25:00', closes: 'late' }] }, arrival),
    ).toEqual({ state: 'unknown' });
    expect(openingAtArrival('Mo-Fr 10:00-20:00', arrival)).toEqual({ state: 'unknown' });
    expect(openingAtArrival(LATE_WEEKENDS, { date: '2026-02-30', minutes: at('21:00') })).toEqual({
      state: 'unknown',
    });
  });
});

describe('openingAt: an instant read on the bar’s own clock', () => {
  const EVENINGS = (timeZone: string): OpeningHours => ({
    timeZone,
    periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '17:00', closes: '23:00' })),
  });
  // 22:30 UTC on Friday 27 November 2026: 22:30 in London, 17:30 in New York, 09:30 on Saturday in Sydney.
  const instant = new Date('2026-11-27T22:30:00Z');

  it('uses the bar’s zone, not the phone’s', () => {
    expect(openingAt(EVENINGS('Europe/London'), instant)).toEqual({ state: 'open', until: '23:00' });
    expect(openingAt(EVENINGS('America/New_York'), instant)).toEqual({ state: 'open', until: '23:00' });
    expect(openingAt(EVENINGS('Australia/Sydney'), instant)).toEqual({ state: 'opens-after', opensAt: '17:00' });
    expect(openingAt(EVENINGS('Asia/Tokyo'), new Date('2026-11-27T15:30:00Z'))).toEqual({
      state: 'closes-before',
      closesAt: '23:00',
    });
  });

  it('follows the clocks changing: 18:30 UTC is 19:30 in Berlin in winter and 20:30 in summer', () => {
    const hours: OpeningHours = {
      timeZone: 'Europe/Berlin',
      periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '20:00', closes: '23:00' })),
    };
    expect(openingAt(hours, new Date('2026-01-09T18:30:00Z'))).toEqual({ state: 'opens-after', opensAt: '20:00' });
    expect(openingAt(hours, new Date('2026-07-10T18:30:00Z'))).toEqual({ state: 'open', until: '23:00' });
  });

  it('is unknown without hours', () => {
    expect(openingAt(undefined, instant)).toEqual({ state: 'unknown' });
  });
});

describe('a planned crawl read against its bars’ hours', () => {
  /** Tuesday to Sunday 16:00 to 00:30, shut on Mondays. */
  const CLOSED_MONDAYS: OpeningHours = {
    timeZone: 'America/New_York',
    periods: [0, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '16:00', closes: '00:30' })),
  };

  it('reads holes planned past midnight on the night the crawl started', () => {
    const holes = Array.from({ length: 9 }, () => ({}));
    const arrivals = plannedArrivals({ startTime: '21:00', minutesPerHole: 30 }, holes);
    const answers = arrivals.map((minutes) => openingAtArrival(CLOSED_MONDAYS, { date: FRI, minutes }));
    // 21:00 to 00:00 are open until 00:30; at 00:30 it closes as they arrive; after, it has closed that night.
    expect(answers.slice(0, 7)).toEqual(Array.from({ length: 7 }, () => ({ state: 'open', until: '00:30' })));
    expect(answers.slice(7)).toEqual([
      { state: 'closes-on-arrival', closesAt: '00:30' },
      { state: 'closes-before', closesAt: '00:30' },
    ]);
  });

  it('finds Sunday night’s late opening running into a Monday the bar is shut', () => {
    const sunday = '2026-11-29';
    expect(openingAtArrival(CLOSED_MONDAYS, { date: sunday, minutes: at('24:15') })).toEqual({
      state: 'open',
      until: '00:30',
    });
    expect(openingAtArrival(CLOSED_MONDAYS, { date: MON, minutes: at('20:00') })).toEqual({ state: 'closed-that-day' });
  });

  it('counts a door shut at arrival, and never unknown hours, as closed', () => {
    expect(closedAtArrival({ state: 'closes-before', closesAt: '21:00' })).toBe(true);
    expect(closedAtArrival({ state: 'closes-on-arrival', closesAt: '21:00' })).toBe(true);
    expect(closedAtArrival({ state: 'opens-after', opensAt: '17:00' })).toBe(true);
    expect(closedAtArrival({ state: 'closed-that-day' })).toBe(true);
    expect(closedAtArrival({ state: 'open', until: '23:00' })).toBe(false);
    expect(closedAtArrival({ state: 'open', until: null })).toBe(false);
    expect(closedAtArrival({ state: 'unknown' })).toBe(false);
  });
});
