import { describe, expect, it } from 'vitest';
import { openingAtArrival } from '../../../domain/open-at-arrival';
import { osmOpeningHours } from './osm-hours';

const TEMPLE_BAR = { location: { lat: 53.3455, lng: -6.2643 }, countryCode: 'IE', state: 'Leinster' };
const NOW = new Date('2026-11-25T12:00:00Z');

describe('osmOpeningHours', () => {
  it('reads a week with late weekends into the bar’s own zone', () => {
    expect(osmOpeningHours('Mo-Th,Su 12:00-23:00; Fr,Sa 12:00-02:00', TEMPLE_BAR, NOW)).toEqual({
      timeZone: 'Europe/Dublin',
      periods: [
        { day: 0, opens: '12:00', closes: '23:00' },
        { day: 1, opens: '12:00', closes: '23:00' },
        { day: 2, opens: '12:00', closes: '23:00' },
        { day: 3, opens: '12:00', closes: '23:00' },
        { day: 4, opens: '12:00', closes: '23:00' },
        { day: 5, opens: '12:00', closes: '02:00' },
        { day: 6, opens: '12:00', closes: '02:00' },
      ],
    });
  });

  it('keeps a Sunday night that runs into a closed Monday', () => {
    const hours = osmOpeningHours('Tu-Su 16:00-00:30', TEMPLE_BAR, NOW);
    expect(hours?.periods.filter((period) => period.day === 0 || period.day === 1)).toEqual([
      { day: 0, opens: '16:00', closes: '00:30' },
    ]);
    expect(openingAtArrival(hours, { date: '2026-11-30', minutes: 21 * 60 })).toEqual({ state: 'closed-that-day' });
  });

  it('reads a bar open round the clock', () => {
    const hours = osmOpeningHours('24/7', TEMPLE_BAR, NOW);
    expect(hours?.periods).toHaveLength(7);
    expect(openingAtArrival(hours, { date: '2026-11-28', minutes: 4 * 60 })).toEqual({ state: 'open', until: null });
  });

  it('reads a tag with public holidays without failing', () => {
    const hours = osmOpeningHours('Mo-Sa 10:30-23:30; Su,PH 12:30-23:00', TEMPLE_BAR, NOW);
    expect(hours?.periods.find((period) => period.day === 3)).toEqual({ day: 3, opens: '10:30', closes: '23:30' });
  });

  it('leaves the hours unknown for a missing, empty, unreadable or unknown tag', () => {
    expect(osmOpeningHours(undefined, TEMPLE_BAR, NOW)).toBeUndefined();
    expect(osmOpeningHours('  ', TEMPLE_BAR, NOW)).toBeUndefined();
    expect(osmOpeningHours('ask at the bar, usually late', TEMPLE_BAR, NOW)).toBeUndefined();
    expect(osmOpeningHours('Mo-Su unknown', TEMPLE_BAR, NOW)).toBeUndefined();
  });

  it('leaves the hours unknown for a tag longer than OpenStreetMap keeps (255 characters), unparsed', () => {
    const tag = (length: number) => `Mo-Fr 10:00-23:00 open "${'x'.repeat(length - 25)}"`;
    expect(tag(255)).toHaveLength(255);
    expect(osmOpeningHours(tag(255), TEMPLE_BAR, NOW)?.periods).toHaveLength(5);
    expect(osmOpeningHours(tag(256), TEMPLE_BAR, NOW)).toBeUndefined();
    expect(osmOpeningHours('Mo-Fr 10:00-23:00; '.repeat(600), TEMPLE_BAR, NOW)).toBeUndefined();
  });
});
