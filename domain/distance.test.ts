import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, formatSpeed, unitSystemFor } from './distance';

describe('distanceKm', () => {
  it('is 0 between a point and itself', () => {
    expect(distanceKm({ lat: 53.3498, lng: -6.2603 }, { lat: 53.3498, lng: -6.2603 })).toBe(0);
  });

  it('measures London to Paris as about 343.6 km', () => {
    const london = { lat: 51.5074, lng: -0.1278 };
    const paris = { lat: 48.8566, lng: 2.3522 };
    expect(distanceKm(london, paris)).toBeCloseTo(343.56, 1);
    expect(distanceKm(paris, london)).toBeCloseTo(distanceKm(london, paris), 9);
  });

  it('uses an earth radius of 6371 km: one degree of latitude is about 111.19 km', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((6371 * Math.PI) / 180, 9);
  });
});

describe('formatDistance', () => {
  it('shows metres under 1 km', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(0.4)).toBe('400 m');
    expect(formatDistance(0.999)).toBe('999 m');
  });

  it('shows km to one decimal from 1 km', () => {
    expect(formatDistance(1)).toBe('1.0 km');
    expect(formatDistance(12.34)).toBe('12.3 km');
  });

  it('does not show 1000 m just under 1 km', () => {
    expect(formatDistance(0.9996)).toBe('1.0 km');
  });
});

describe('formatDistance in miles and feet', () => {
  const imperial = { units: 'imperial' } as const;

  it('shows feet under a tenth of a mile', () => {
    expect(formatDistance(0, imperial)).toBe('0 ft');
    expect(formatDistance(0.1, imperial)).toBe('328 ft');
    expect(formatDistance(0.16, imperial)).toBe('525 ft');
  });

  it('shows miles to one decimal from a tenth of a mile', () => {
    expect(formatDistance(0.161, imperial)).toBe('0.1 mi');
    expect(formatDistance(1.609344, imperial)).toBe('1.0 mi');
    expect(formatDistance(20, imperial)).toBe('12.4 mi');
  });
});

describe('distances in the reader’s own numbers', () => {
  it('writes the decimal as German does', () => {
    expect(formatDistance(12.34, { locale: 'de-DE' })).toBe('12,3 km');
    expect(formatDistance(0.4, { locale: 'de-DE' })).toBe('400 m');
  });
});

describe('formatSpeed', () => {
  it('gives a walking pace in km/h, or in mph to readers who walk in miles', () => {
    expect(formatSpeed(4.8)).toBe('4.8 km/h');
    expect(formatSpeed(4.8, { locale: 'de-DE' })).toBe('4,8 km/h');
    expect(formatSpeed(4.8, { units: 'imperial', locale: 'en-GB' })).toBe('3.0 mph');
  });
});

describe('unitSystemFor', () => {
  it('gives miles and feet to readers in the United States and the United Kingdom', () => {
    expect(unitSystemFor('en-US')).toBe('imperial');
    expect(unitSystemFor('en-GB')).toBe('imperial');
    expect(unitSystemFor('en')).toBe('imperial');
    expect(unitSystemFor('de-GB')).toBe('imperial');
  });

  it('gives metres and kilometres everywhere else', () => {
    expect(unitSystemFor('de-DE')).toBe('metric');
    expect(unitSystemFor('de')).toBe('metric');
    expect(unitSystemFor('en-IE')).toBe('metric');
    expect(unitSystemFor('en-AU')).toBe('metric');
    expect(unitSystemFor('fr')).toBe('metric');
  });
});
