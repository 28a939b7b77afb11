import * as z from 'zod/mini';
import type { BarSearchResult } from '../../../domain/places';
import { ApiError } from '../../errors';
import { osmOpeningHours } from './osm-hours';
import type { BarSearch, PlacesProvider } from './places-provider';
import { fetchUpstreamJson, upstreamError, UPSTREAM_TIMEOUT_MS } from './upstream';

/*
 * Keyless search through OpenStreetMap's public Nominatim, under its usage policy
 * (https://operations.osmfoundation.org/policies/nominatim/): an identifying User-Agent,
 * at most 1 request a second (we budget 30 a minute for the whole app per Cloudflare
 * location), results cached (the service's KV cache), searches only on a button press
 * (never autocomplete), and attribution shown with the results.
 */

const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
const USER_AGENT = 'PubGolf/0.1 (pub golf scorecard; bar search)';
/** Nominatim's special phrases: 'pub dublin' means pubs in, near or named Dublin. */
const AMENITY_PHRASES = ['pub', 'bar'] as const;
const BAR_TYPES = new Set(['bar', 'pub', 'biergarten']);
/** Half the side of the preferred box around the players, in degrees (about 5 km). */
const VIEWBOX_HALF_DEG = 0.05;
const BUDGET_KEY = 'upstream:nominatim';

interface OsmOptions {
  baseUrl: string;
  contact?: string;
  /** Shared by every client: spent once per Nominatim request. */
  budget: RateLimit;
}

export function osmPlacesProvider({ baseUrl, contact, budget }: OsmOptions): PlacesProvider {
  return {
    name: 'osm',
    attribution: OSM_ATTRIBUTION,
    async searchBars(search) {
      const signal = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
      const results = new Map<string, BarSearchResult>();
      for (const q of nominatimQueries(search.query)) {
        const { success } = await budget.limit({ key: BUDGET_KEY });
        if (!success) {
          if (results.size > 0) break;
          throw new ApiError(503, 'upstream_busy', 'Bar search is busy right now. Please try again in a minute.');
        }
        const body = await fetchUpstreamJson('osm', nominatimSearchUrl(baseUrl, q, search, contact), {
          headers: { 'User-Agent': contact ? `${USER_AGENT} ${contact}` : USER_AGENT, Accept: 'application/json' },
          signal,
        });
        try {
          for (const result of mapNominatimSearch(body)) results.set(result.placeId, result);
        } catch (error) {
          throw upstreamError('osm', error);
        }
      }
      return [...results.values()];
    },
  };
}

/** The text as typed when it already names bars or pubs, else one search per kind. */
export function nominatimQueries(query: string): string[] {
  if (/\b(pubs?|bars?)\b/.test(query)) return [query];
  return AMENITY_PHRASES.map((phrase) => `${phrase} ${query}`);
}

/** https://nominatim.org/release-docs/latest/api/Search/ */
export function nominatimSearchUrl(baseUrl: string, q: string, { position }: BarSearch, contact?: string): string {
  const url = new URL('/search', baseUrl);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('layer', 'poi');
  // The place's other tags, among them opening_hours.
  url.searchParams.set('extratags', '1');
  url.searchParams.set('limit', '20');
  if (position) {
    const { lat, lng } = position;
    const box = [lng - VIEWBOX_HALF_DEG, lat + VIEWBOX_HALF_DEG, lng + VIEWBOX_HALF_DEG, lat - VIEWBOX_HALF_DEG];
    url.searchParams.set('viewbox', box.map((value) => value.toFixed(5)).join(','));
  }
  if (contact?.includes('@')) url.searchParams.set('email', contact);
  return url.toString();
}

const nominatimPlaceSchema = z.object({
  osm_type: z.string(),
  osm_id: z.number(),
  lat: z.string(),
  lon: z.string(),
  category: z.string(),
  type: z.string(),
  name: z.optional(z.string()),
  display_name: z.string(),
  address: z.optional(z.record(z.string(), z.string())),
  extratags: z.optional(z.nullable(z.record(z.string(), z.string()))),
});
type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

/**
 * Nominatim's jsonv2 answer as our results: named bars, pubs and beer gardens only, with their
 * hours read from the opening_hours tag as of `now`. Throws on a foreign shape.
 */
export function mapNominatimSearch(body: unknown, now = new Date()): BarSearchResult[] {
  return z
    .array(nominatimPlaceSchema)
    .parse(body)
    .flatMap((place) => {
      const name = place.name?.trim();
      const location = { lat: Number(place.lat), lng: Number(place.lon) };
      if (place.category !== 'amenity' || !BAR_TYPES.has(place.type) || !name) return [];
      if (!Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return [];
      const hours = osmOpeningHours(
        place.extratags?.opening_hours,
        { location, countryCode: place.address?.country_code, state: place.address?.state },
        now,
      );
      return [
        {
          name,
          placeId: `osm:${place.osm_type}/${place.osm_id}`,
          address: shortAddress(place, name),
          location,
          ...(hours ? { hours } : {}),
        },
      ];
    });
}

function shortAddress(place: NominatimPlace, name: string): string {
  const address = place.address ?? {};
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  const locality = address.city ?? address.town ?? address.village ?? address.suburb;
  const parts = [street, locality, address.postcode].filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return place.display_name.startsWith(`${name}, `) ? place.display_name.slice(name.length + 2) : place.display_name;
}
