import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import {
  barsOffTheRoute,
  totalWalk,
  walkTakesMostOfHole,
  walkingLegs,
  walkingMinutes,
  walkingRouteUrl,
} from './walking';

const LAMB_AND_FLAG = { lat: 51.5117, lng: -0.126 };
const THE_HARP = { lat: 51.5098, lng: -0.1253 };
const THE_SALISBURY = { lat: 51.5111, lng: -0.1275 };
const GORDONS = { lat: 51.5081, lng: -0.1233 };

describe('walkingMinutes', () => {
  it('walks the straight line times 1.3 at 4.8 km/h, rounded up to a minute', () => {
    expect(walkingMinutes(0)).toBe(0);
    // 1 km straight is 1.3 km of street: 16.25 minutes at 4.8 km/h.
    expect(walkingMinutes(1)).toBe(17);
    expect(walkingMinutes(0.4)).toBe(7);
  });
});

describe('walkingLegs', () => {
  it('measures each walk between consecutive holes that both have a bar, and skips across a hole without one', () => {
    const legs = walkingLegs([
      { holeNumber: 1, barLocation: LAMB_AND_FLAG },
      { holeNumber: 2, barLocation: THE_HARP },
      { holeNumber: 3 },
      { holeNumber: 4, barLocation: THE_SALISBURY },
      { holeNumber: 5, barLocation: GORDONS },
    ]);
    expect(legs.map(({ fromHole, toHole }) => [fromHole, toHole])).toEqual([
      [1, 2],
      [4, 5],
    ]);
    expect(legs[0]?.km).toBeCloseTo(distanceKm(LAMB_AND_FLAG, THE_HARP), 9);
    expect(legs[0]?.minutes).toBe(walkingMinutes(distanceKm(LAMB_AND_FLAG, THE_HARP)));
    const total = totalWalk(legs);
    expect(total.km).toBeCloseTo((legs[0]?.km ?? 0) + (legs[1]?.km ?? 0), 9);
    expect(total.minutes).toBe((legs[0]?.minutes ?? 0) + (legs[1]?.minutes ?? 0));
  });
});

describe('walkingRouteUrl', () => {
  it('opens the whole crawl as walking directions, bars in hole order as waypoints', () => {
    const url = new URL(
      walkingRouteUrl([
        { holeNumber: 1, barLocation: LAMB_AND_FLAG },
        { holeNumber: 2, barLocation: THE_HARP },
        { holeNumber: 3 },
        { holeNumber: 4, barLocation: THE_SALISBURY },
        { holeNumber: 5, barLocation: GORDONS },
      ]) ?? '',
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api: '1',
      travelmode: 'walking',
      origin: '51.5117,-0.126',
      destination: '51.5081,-0.1233',
      waypoints: '51.5098,-0.1253|51.5111,-0.1275',
    });
  });

  it('has no waypoints for two bars, and no route for fewer', () => {
    const two = new URL(
      walkingRouteUrl([
        { holeNumber: 1, barLocation: LAMB_AND_FLAG },
        { holeNumber: 2, barLocation: THE_HARP },
      ]) ?? '',
    );
    expect(two.searchParams.has('waypoints')).toBe(false);
    expect(walkingRouteUrl([{ holeNumber: 1, barLocation: LAMB_AND_FLAG }, { holeNumber: 2 }])).toBeNull();
  });
});

describe('walkTakesMostOfHole', () => {
  it('is true once the walk takes over half the hole’s minutes', () => {
    expect(walkTakesMostOfHole(28, 30)).toBe(true);
    expect(walkTakesMostOfHole(16, 30)).toBe(true);
    expect(walkTakesMostOfHole(15, 30)).toBe(false);
    expect(walkTakesMostOfHole(6, 30)).toBe(false);
  });
});

describe('barsOffTheRoute', () => {
  it('names the bars with no place on the map, and never an empty hole', () => {
    const off = barsOffTheRoute([
      { holeNumber: 1, barName: 'Lamb & Flag', barLocation: LAMB_AND_FLAG },
      { holeNumber: 2, barName: 'The Crown' },
      { holeNumber: 3 },
      { holeNumber: 4, barName: '  ' },
      { holeNumber: 5, barName: 'Gordon’s', barLocation: GORDONS },
    ]);
    expect(off.map((hole) => hole.holeNumber)).toEqual([2]);
  });
});
