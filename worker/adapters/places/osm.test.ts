import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors';
import recorded from './fixtures/osm-nominatim.json';
import { mapNominatimSearch, nominatimQueries, nominatimSearchUrl, osmPlacesProvider } from './osm';

const BASE_URL = 'https://nominatim.example';

function budgetOf(allowed: number): RateLimit {
  let left = allowed;
  return { limit: async () => ({ success: left-- > 0 }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mapNominatimSearch', () => {
  it('maps a recorded jsonv2 answer, keeping only named bars and pubs', () => {
    expect(mapNominatimSearch(recorded)).toEqual([
      {
        name: 'The Brazen Head',
        placeId: 'osm:node/452040913',
        address: '20 Bridge Street Lower, Dublin, D08 WC64',
        location: { lat: 53.3447416, lng: -6.2763108 },
      },
      {
        name: 'The Temple Bar',
        placeId: 'osm:way/51263394',
        address: '47-48 Temple Bar, Dublin, D02 N725',
        location: { lat: 53.34549735, lng: -6.264284361979868 },
      },
      {
        name: 'The Auld Dubliner',
        placeId: 'osm:node/2390442015',
        address: 'Temple Bar, Temple Bar, Dublin, Dublin 2, Leinster, Éire / Ireland',
        location: { lat: 53.3458931, lng: -6.2627024 },
      },
    ]);
  });

  it('throws on a shape that is not Nominatim’s', () => {
    expect(() => mapNominatimSearch({ error: 'Unable to geocode' })).toThrow();
  });
});

describe('nominatimQueries', () => {
  it('searches pubs and bars for a place or a name', () => {
    expect(nominatimQueries('temple')).toEqual(['pub temple', 'bar temple']);
  });
  it('searches once when the text already says what it wants', () => {
    expect(nominatimQueries('pubs in dublin')).toEqual(['pubs in dublin']);
    expect(nominatimQueries('temple bar')).toEqual(['temple bar']);
  });
});

describe('nominatimSearchUrl', () => {
  it('asks for points of interest as jsonv2, near the players when known, with our contact', () => {
    const url = new URL(
      nominatimSearchUrl(
        BASE_URL,
        'pub soho',
        { query: 'soho', position: { lat: 51.5, lng: -0.1 } },
        'ops@pubgolf.example',
      ),
    );
    expect(url.origin + url.pathname).toBe(`${BASE_URL}/search`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'pub soho',
      format: 'jsonv2',
      addressdetails: '1',
      layer: 'poi',
      extratags: '1',
      limit: '20',
      viewbox: '-0.15000,51.55000,-0.05000,51.45000',
      email: 'ops@pubgolf.example',
    });
  });
});

describe('osmPlacesProvider', () => {
  it('identifies the app and its contact, and merges the pub and bar searches', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(recorded));
    const provider = osmPlacesProvider({ baseUrl: BASE_URL, contact: 'ops@pubgolf.example', budget: budgetOf(10) });
    const results = await provider.searchBars({ query: 'dublin' });

    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const headers = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
    expect(headers.get('user-agent')).toMatch(/^PubGolf\/[\d.]+ \(.+\) ops@pubgolf\.example$/);
    expect(results.map((result) => result.name)).toEqual(['The Brazen Head', 'The Temple Bar', 'The Auld Dubliner']);
    expect(provider.attribution).toBe('© OpenStreetMap contributors');
  });

  it('answers 503 when the app-wide Nominatim budget is spent, without calling it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const provider = osmPlacesProvider({ baseUrl: BASE_URL, budget: budgetOf(0) });
    const failure = await provider.searchBars({ query: 'dublin' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, code: 'upstream_busy' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers 502 when Nominatim refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('Too Many Requests', { status: 429 }));
    const provider = osmPlacesProvider({ baseUrl: BASE_URL, budget: budgetOf(10) });
    await expect(provider.searchBars({ query: 'dublin' })).rejects.toMatchObject({
      status: 502,
      code: 'upstream_error',
    });
  });
});
