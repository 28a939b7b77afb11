import * as z from 'zod/mini';
import { distanceKm } from '../../../domain/distance';
import { BAR_TEXT_LIMITS, type LatLng } from '../../../domain/holes';
import { barSearchResultSchema, MAX_BAR_RESULTS, type BarSearchResult } from '../../../domain/places';
import type { PlacesProvider } from '../../adapters/places/places-provider';

/** Long enough that a crowd in one bar costs one upstream call; short enough that 'Open Now' stays true. */
const CACHE_TTL_SECONDS = 300;

const cachedResultsSchema = z.array(barSearchResultSchema);

interface SearchBarsDeps {
  cache: KVNamespace;
  provider: PlacesProvider;
}

export async function searchBars(
  { cache, provider }: SearchBarsDeps,
  { query, position }: { query: string; position?: LatLng },
): Promise<BarSearchResult[]> {
  const search = { query: normaliseQuery(query), position: position && roundPosition(position) };
  const key = cacheKey(provider.name, search);
  const found = await readCache(cache, key);
  const results = found ?? (await provider.searchBars(search)).map(withinLimits);
  if (!found) await writeCache(cache, key, results);
  const ordered = position ? nearestFirst(results, position) : results;
  return ordered.slice(0, MAX_BAR_RESULTS);
}

export function normaliseQuery(query: string): string {
  return query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Three decimals is about 110 m of latitude: one cache entry per bar-sized cell. */
export function roundPosition({ lat, lng }: LatLng): LatLng {
  // `+ 0` turns -0 into 0, so both sides of the equator and meridian share a key.
  return { lat: Math.round(lat * 1000) / 1000 + 0, lng: Math.round(lng * 1000) / 1000 + 0 };
}

export function cacheKey(providerName: string, { query, position }: { query: string; position?: LatLng }): string {
  const where = position ? `${position.lat.toFixed(3)},${position.lng.toFixed(3)}` : 'anywhere';
  return `places:v2:${providerName}:${where}:${query}`;
}

/** Providers' text can be longer than a hole keeps; cut it here so a picked bar always fits. */
function withinLimits(bar: BarSearchResult): BarSearchResult {
  return {
    ...bar,
    name: bar.name.slice(0, BAR_TEXT_LIMITS.name),
    placeId: bar.placeId.slice(0, BAR_TEXT_LIMITS.placeId),
    address: bar.address.slice(0, BAR_TEXT_LIMITS.address),
  };
}

function nearestFirst(results: BarSearchResult[], position: LatLng): BarSearchResult[] {
  return results
    .map((result) => ({ result, km: distanceKm(position, result.location) }))
    .sort((a, b) => a.km - b.km)
    .map(({ result }) => result);
}

async function readCache(cache: KVNamespace, key: string): Promise<BarSearchResult[] | null> {
  const parsed = cachedResultsSchema.safeParse(await cache.get(key, 'json'));
  return parsed.success ? parsed.data : null;
}

async function writeCache(cache: KVNamespace, key: string, results: BarSearchResult[]): Promise<void> {
  try {
    await cache.put(key, JSON.stringify(results), { expirationTtl: CACHE_TTL_SECONDS });
  } catch (error) {
    // KV allows one write a second per key: a crowd searching at once loses some writes, harmlessly.
    console.warn('Could not cache bar search', key, error);
  }
}
