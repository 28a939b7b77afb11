import { describe, expect, it } from 'vitest';
import recorded from './fixtures/google-search-text.json';
import { googleSearchTextRequest, mapGoogleSearchText } from './google';

describe('googleSearchTextRequest', () => {
  it('asks for bars matching the text, leaning towards the players when their position is known', () => {
    expect(googleSearchTextRequest({ query: 'covent garden', position: { lat: 51.512, lng: -0.123 } })).toEqual({
      textQuery: 'covent garden',
      includedType: 'bar',
      pageSize: 20,
      locationBias: { circle: { center: { latitude: 51.512, longitude: -0.123 }, radius: 5000 } },
    });
    expect(googleSearchTextRequest({ query: 'covent garden' })).not.toHaveProperty('locationBias');
  });
});

describe('mapGoogleSearchText', () => {
  it('maps a recorded Text Search answer', () => {
    expect(mapGoogleSearchText(recorded)).toEqual([
      {
        name: 'Lamb & Flag',
        placeId: 'ChIJ3ZQ8C8wEdkgRcr8BCmShlXg',
        address: '33 Rose St, London WC2E 9EB, UK',
        location: { lat: 51.5116943, lng: -0.1260262 },
        openNow: true,
      },
      {
        name: 'The Harp',
        placeId: 'ChIJjY7lV8wEdkgRqUw7v3HkJ2Y',
        address: '47 Chandos Pl, London WC2N 4HS, UK',
        location: { lat: 51.5098217, lng: -0.1252934 },
        openNow: false,
      },
      {
        name: 'The Nell Gwynne Tavern',
        placeId: 'ChIJM2n7kc4EdkgR3a2bT9j7L0E',
        address: '1-2 Bull Inn Ct, London WC2R 0NP, UK',
        location: { lat: 51.5100521, lng: -0.1227985 },
      },
      {
        name: 'The Salisbury',
        placeId: 'ChIJw5X0hsgEdkgRnQ7ohyP1Dq4',
        address: "90 St Martin's Ln, London WC2N 4AP, UK",
        location: { lat: 51.5110787, lng: -0.1274716 },
      },
    ]);
  });

  it('maps an answer without places (nothing matched) to no results', () => {
    expect(mapGoogleSearchText({})).toEqual([]);
  });

  it('drops places without a name or a position', () => {
    expect(
      mapGoogleSearchText({
        places: [
          { id: 'no-name', location: { latitude: 1, longitude: 2 } },
          { id: 'no-position', displayName: { text: 'Somewhere' } },
        ],
      }),
    ).toEqual([]);
  });

  it('throws on a shape that is not Google’s', () => {
    expect(() => mapGoogleSearchText({ places: 'none' })).toThrow();
    expect(() => mapGoogleSearchText(null)).toThrow();
  });
});

describe('mapGoogleSearchText: opening hours', () => {
  const place = {
    id: 'ChIJ3ZQ8C8wEdkgRcr8BCmShlXg',
    displayName: { text: 'Lamb & Flag' },
    formattedAddress: '33 Rose St, London WC2E 9EB, UK',
    location: { latitude: 51.5117, longitude: -0.126 },
  };

  it('keeps the regular week in the place’s zone, a Friday closing after midnight as Friday’s', () => {
    const [result] = mapGoogleSearchText({
      places: [
        {
          ...place,
          timeZone: { id: 'Europe/London' },
          regularOpeningHours: {
            periods: [
              { open: { day: 4, hour: 12, minute: 0 }, close: { day: 4, hour: 23, minute: 0 } },
              { open: { day: 5, hour: 12, minute: 0 }, close: { day: 6, hour: 2, minute: 0 } },
            ],
          },
        },
      ],
    });
    expect(result?.hours).toEqual({
      timeZone: 'Europe/London',
      periods: [
        { day: 4, opens: '12:00', closes: '23:00' },
        { day: 5, opens: '12:00', closes: '02:00' },
      ],
    });
  });

  it('reads one period with no close as open round the clock, and finds the zone from the position when not given', () => {
    const [result] = mapGoogleSearchText({
      places: [{ ...place, regularOpeningHours: { periods: [{ open: { day: 0, hour: 0, minute: 0 } }] } }],
    });
    expect(result?.hours?.timeZone).toBe('Europe/London');
    expect(result?.hours?.periods).toHaveLength(7);
  });

  it('keeps the bar, hours unknown, when the hours are not Google’s shape', () => {
    for (const regularOpeningHours of [
      { periods: 'late' },
      { periods: [{ open: { day: 9, hour: 1, minute: 0 } }] },
      'x',
    ]) {
      const [result] = mapGoogleSearchText({ places: [{ ...place, regularOpeningHours, timeZone: 42 }] });
      expect(result?.name).toBe('Lamb & Flag');
      expect(result).not.toHaveProperty('hours');
    }
  });
});
