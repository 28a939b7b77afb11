import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LATE_AT_WEEKENDS, UNREADABLE } from '../../../scripts/doubles/places-fixtures';
import { openingAtArrival } from '../../../domain/open-at-arrival';
import { barSearchResponseSchema, type BarSearchResult } from '../../../domain/places';
import { osmPlacesProvider } from '../../adapters/places/osm';
import { placesConfig } from '../../config';
import { APP, get } from '../../test/http';

/** Friday 27 November 2026. */
const FRIDAY = '2026-11-27';
const minutes = (h: number, m = 0) => h * 60 + m;

async function googleSearch(query: string): Promise<BarSearchResult[]> {
  const url = new URL('/api/places/search', APP);
  url.searchParams.set('query', query);
  url.searchParams.set('type', 'bar');
  const response = await get(url.href, { headers: { 'CF-Connecting-IP': `198.51.100.${query.length}` } });
  expect(response.status).toBe(200);
  return barSearchResponseSchema.parse(await response.json()).results;
}

function osmSearch(query: string): Promise<BarSearchResult[]> {
  const provider = osmPlacesProvider({
    baseUrl: placesConfig(env).NOMINATIM_BASE_URL,
    budget: { limit: async () => ({ success: true }) },
  });
  return provider.searchBars({ query });
}

function byName(results: BarSearchResult[], name: string): BarSearchResult | undefined {
  return results.find((bar) => bar.name === name);
}

describe('opening hours through the places providers', () => {
  it('Google: a search answers each bar’s regular week in its own zone, or none when unknown', async () => {
    const results = await googleSearch('bars in london');
    const lambAndFlag = byName(results, 'Lamb & Flag');
    expect(lambAndFlag?.hours?.timeZone).toBe('Europe/London');
    expect(lambAndFlag?.hours?.periods).toContainEqual({ day: 5, opens: '12:00', closes: '02:00' });
    expect(openingAtArrival(lambAndFlag?.hours, { date: FRIDAY, minutes: minutes(23, 30) })).toEqual({
      state: 'open',
      until: '02:00',
    });
    expect(openingAtArrival(byName(results, 'The Harp')?.hours, { date: FRIDAY, minutes: minutes(22) })).toEqual({
      state: 'closes-before',
      closesAt: '21:00',
    });
    expect(byName(results, 'The Nell Gwynne Tavern')).not.toHaveProperty('hours');
    expect(byName(results, 'Ye Olde Cheshire Cheese')).not.toHaveProperty('hours');
  });

  it('Google: bars in New York keep New York’s zone', async () => {
    const results = await googleSearch('bars in new york');
    expect(byName(results, 'The Dead Rabbit')?.hours?.timeZone).toBe('America/New_York');
    expect(
      openingAtArrival(byName(results, 'The Ear Inn')?.hours, { date: '2026-11-30', minutes: minutes(20) }),
    ).toEqual({ state: 'closed-that-day' });
  });

  it('OpenStreetMap: the opening_hours tag gives the same week as Google gives for the same bar', async () => {
    const [osm, google] = await Promise.all([osmSearch('london'), googleSearch('london bars')]);
    expect(osm.length).toBeGreaterThanOrEqual(12);
    for (const bar of osm) {
      expect(bar.hours, bar.name).toEqual(byName(google, bar.name)?.hours);
    }
    expect(LATE_AT_WEEKENDS.osm).toContain('Fr,Sa 12:00-02:00');
    expect(byName(osm, 'Lamb & Flag')?.hours?.periods).toContainEqual({ day: 6, opens: '12:00', closes: '02:00' });
  });

  it('OpenStreetMap: an unreadable tag leaves that bar’s hours unknown and the search whole', async () => {
    const results = await osmSearch('dublin');
    expect(results.map((bar) => bar.name)).toContain('The Brazen Head');
    const cheese = byName(await osmSearch('ye olde cheshire cheese'), 'Ye Olde Cheshire Cheese');
    expect(UNREADABLE.osm).toBe('ask at the bar, usually late');
    expect(cheese?.name).toBe('Ye Olde Cheshire Cheese');
    expect(cheese).not.toHaveProperty('hours');
  });
});
