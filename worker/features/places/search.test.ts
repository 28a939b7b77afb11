import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { distanceKm } from '../../../domain/distance';
import { barSearchResponseSchema, type BarSearchParams } from '../../../domain/places';
import { placesConfig } from '../../config';
import { APP, errorOf, get } from '../../test/http';

// Each request comes from its own client, so the per-client rate limit never interferes.
let clientNumber = 0;
function search(params: Partial<Record<keyof BarSearchParams, string>>): Promise<Response> {
  clientNumber += 1;
  const url = new URL('/api/places/search', APP);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return get(url.href, { headers: { 'CF-Connecting-IP': `203.0.113.${clientNumber}` } });
}

async function resultsOf(response: Response) {
  expect(response.status).toBe(200);
  return barSearchResponseSchema.parse(await response.json()).results;
}

/** searchText calls the places double has seen for this text. */
async function upstreamCalls(textQuery: string): Promise<number> {
  const url = new URL('/__requests', placesConfig(env).GOOGLE_PLACES_BASE_URL);
  url.searchParams.set('textQuery', textQuery);
  const { count } = (await (await fetch(url)).json()) as { count: number };
  return count;
}

const BRAZEN_HEAD = { lat: '53.3447', lng: '-6.2763' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/places/search: validation', () => {
  it.each([
    ['query', 'missing', { type: 'bar' }],
    ['query', 'empty', { query: '', type: 'bar' }],
    ['query', 'only spaces', { query: '   ', type: 'bar' }],
    ['query', '101 characters', { query: 'x'.repeat(101), type: 'bar' }],
    ['type', 'missing', { query: 'dublin' }],
    ['type', 'cafe', { query: 'dublin', type: 'cafe' }],
    ['lng', 'missing while lat is given', { query: 'dublin', type: 'bar', lat: '53.3' }],
    ['lat', 'missing while lng is given', { query: 'dublin', type: 'bar', lng: '-6.2' }],
    ['lat', '91', { query: 'dublin', type: 'bar', lat: '91', lng: '0' }],
    ['lat', 'not a number', { query: 'dublin', type: 'bar', lat: 'north', lng: '0' }],
    ['lat', 'empty', { query: 'dublin', type: 'bar', lat: '', lng: '0' }],
    ['lng', '-181', { query: 'dublin', type: 'bar', lat: '0', lng: '-181' }],
  ])('answers 400 naming %s when it is %s', async (field, _case, params) => {
    const response = await search(params);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe(`Invalid query: ${field}`);
    expect(error.issues?.map((issue) => issue.path)).toEqual([field]);
  });

  it('accepts 100 characters and the edges of the map', async () => {
    expect((await search({ query: 'y'.repeat(100), type: 'bar' })).status).toBe(200);
    expect((await search({ query: 'nowhere', type: 'bar', lat: '-90', lng: '180' })).status).toBe(200);
  });
});

describe('GET /api/places/search: results', () => {
  it('answers bars with name, place id, address, position, opening state and hours', async () => {
    const response = await search({ query: 'bars in london', type: 'bar' });
    const results = await resultsOf(response);
    expect(results.length).toBeGreaterThanOrEqual(12);
    expect(results).toContainEqual({
      name: 'Lamb & Flag',
      placeId: 'local-london-lamb-and-flag',
      address: '33 Rose St, London WC2E 9EB, UK',
      location: { lat: 51.5117, lng: -0.126 },
      openNow: true,
      hours: expect.objectContaining({ timeZone: 'Europe/London' }),
    });
    expect(results.find((bar) => bar.name === 'The Salisbury')?.openNow).toBe(false);
    expect(results.find((bar) => bar.name === 'The Lamb')).not.toHaveProperty('openNow');
  });

  it('credits the provider', async () => {
    const body = barSearchResponseSchema.parse(await (await search({ query: 'the harp', type: 'bar' })).json());
    expect(body.attribution).toBe('Google Maps');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await resultsOf(await search({ query: 'atlantis', type: 'bar' }))).toEqual([]);
  });

  it('answers at most 20 results', async () => {
    expect(await resultsOf(await search({ query: 'the', type: 'bar' }))).toHaveLength(20);
  });

  it('puts the nearest bar first when a position is given', async () => {
    const results = await resultsOf(await search({ query: 'pubs in dublin', type: 'bar', ...BRAZEN_HEAD }));
    expect(results[0]?.name).toBe('The Brazen Head');
    const here = { lat: Number(BRAZEN_HEAD.lat), lng: Number(BRAZEN_HEAD.lng) };
    const distances = results.map((bar) => distanceKm(here, bar.location));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe('GET /api/places/search: cache', () => {
  it('answers a repeated search, however it is typed, without asking upstream again', async () => {
    const first = await resultsOf(await search({ query: 'Temple Bar', type: 'bar' }));
    const second = await resultsOf(await search({ query: '  temple   BAR ', type: 'bar' }));
    expect(second).toEqual(first);
    expect(await upstreamCalls('temple bar')).toBe(1);
  });

  it('shares one upstream call between players within about 100 m, each sorted from where they stand', async () => {
    const atTheDoor = await resultsOf(
      await search({ query: 'dublin 2 crawl dublin', type: 'bar', lat: '53.34701', lng: '-6.2556' }),
    );
    const acrossTheRoad = await resultsOf(
      await search({ query: 'dublin 2 crawl dublin', type: 'bar', lat: '53.34699', lng: '-6.2557' }),
    );
    expect(atTheDoor[0]?.name).toBe("Mulligan's");
    expect(acrossTheRoad.map((bar) => bar.name)).toEqual(atTheDoor.map((bar) => bar.name));
    expect(await upstreamCalls('dublin 2 crawl dublin')).toBe(1);

    await resultsOf(await search({ query: 'dublin 2 crawl dublin', type: 'bar', ...BRAZEN_HEAD }));
    expect(await upstreamCalls('dublin 2 crawl dublin')).toBe(2);
  });
});

describe('GET /api/places/search: upstream trouble', () => {
  it('answers 502 when the provider fails, and does not cache the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await search({ query: 'upstream-failure', type: 'bar' });
      expect(response.status).toBe(502);
      expect((await errorOf(response)).code).toBe('upstream_error');
    }
    expect(await upstreamCalls('upstream-failure')).toBe(2);
    expect(warn).toHaveBeenCalled();
  });

  it('answers 502 when the provider answers something that is not its JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await search({ query: 'upstream-garbage', type: 'bar' });
    expect(response.status).toBe(502);
    expect((await errorOf(response)).code).toBe('upstream_error');
  });

  it('answers 502 after 5 s when the provider does not answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = Date.now();
    const response = await search({ query: 'upstream-timeout', type: 'bar' });
    expect(response.status).toBe(502);
    expect((await errorOf(response)).code).toBe('upstream_error');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
