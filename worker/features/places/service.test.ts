import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BarSearchResult } from '../../../domain/places';
import type { BarSearch, PlacesProvider } from '../../adapters/places/places-provider';
import { cacheKey, normaliseQuery, roundPosition, searchBars } from './service';

function bar(name: string, lat: number, lng: number): BarSearchResult {
  return { name, placeId: `id-${name}`, address: `${name} street`, location: { lat, lng } };
}

function recordingProvider(results: BarSearchResult[]) {
  const searches: BarSearch[] = [];
  const provider: PlacesProvider = {
    name: 'fake',
    attribution: 'Fake',
    searchBars: async (search) => {
      searches.push(search);
      return results;
    },
  };
  return { provider, searches };
}

describe('normaliseQuery', () => {
  it('trims, collapses spaces and lower-cases', () => {
    expect(normaliseQuery('  Temple \t  BAR ')).toBe('temple bar');
  });
});

describe('roundPosition and cacheKey', () => {
  it('round to three decimals and never key on -0', () => {
    expect(roundPosition({ lat: 53.34471, lng: -6.27634 })).toEqual({ lat: 53.345, lng: -6.276 });
    expect(cacheKey('google', { query: 'q', position: roundPosition({ lat: -0.0001, lng: 0.0001 }) })).toBe(
      'places:v2:google:0.000,0.000:q',
    );
    expect(cacheKey('osm', { query: 'q' })).toBe('places:v2:osm:anywhere:q');
  });
});

describe('searchBars', () => {
  it('asks the provider with the normalised query and the rounded position', async () => {
    const { provider, searches } = recordingProvider([]);
    await searchBars(
      { cache: env.CACHE, provider },
      { query: ' Soho  Pubs ', position: { lat: 51.51361, lng: -0.13104 } },
    );
    expect(searches).toEqual([{ query: 'soho pubs', position: { lat: 51.514, lng: -0.131 } }]);
  });

  it('orders by distance from the exact position and keeps at most 20', async () => {
    const far = Array.from({ length: 25 }, (_, index) => bar(`far ${index}`, 51 + index / 100, 0));
    const { provider } = recordingProvider([...far, bar('near', 51.5, -0.1)]);
    const results = await searchBars(
      { cache: env.CACHE, provider },
      { query: 'many', position: { lat: 51.5, lng: -0.1 } },
    );
    expect(results).toHaveLength(20);
    expect(results[0]?.name).toBe('near');
  });

  it('keeps the provider order without a position', async () => {
    const { provider } = recordingProvider([bar('b', 1, 1), bar('a', 0, 0)]);
    const results = await searchBars({ cache: env.CACHE, provider }, { query: 'provider order' });
    expect(results.map((result) => result.name)).toEqual(['b', 'a']);
  });

  it('treats an unreadable cache entry as a miss', async () => {
    await env.CACHE.put(cacheKey('fake', { query: 'broken entry' }), '{"not":"a list"}');
    const { provider, searches } = recordingProvider([bar('fresh', 0, 0)]);
    const results = await searchBars({ cache: env.CACHE, provider }, { query: 'broken entry' });
    expect(results.map((result) => result.name)).toEqual(['fresh']);
    expect(searches).toHaveLength(1);
  });
});

describe('searchBars limits', () => {
  it('cuts provider text to what a hole keeps, so a picked bar always fits the card', async () => {
    const long = {
      ...bar('x', 51.5, -0.12),
      name: 'N'.repeat(500),
      address: 'A'.repeat(500),
      placeId: 'P'.repeat(500),
    };
    const { provider } = recordingProvider([long]);
    const [result] = await searchBars({ cache: env.CACHE, provider }, { query: 'very long names' });
    expect(result?.name).toHaveLength(200);
    expect(result?.address).toHaveLength(300);
    expect(result?.placeId).toHaveLength(300);
  });
});
