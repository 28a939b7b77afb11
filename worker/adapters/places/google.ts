import * as z from 'zod/mini';
import { MAX_BAR_RESULTS, type BarSearchResult } from '../../../domain/places';
import { googleOpeningHours } from './google-hours';
import type { BarSearch, PlacesProvider } from './places-provider';
import { fetchUpstreamJson, upstreamError, UPSTREAM_TIMEOUT_MS } from './upstream';

/**
 * Only the fields we show: Google bills Text Search by the fields asked for.
 * https://developers.google.com/maps/documentation/places/web-service/text-search#fieldmask
 */
const GOOGLE_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.currentOpeningHours.openNow',
  'places.regularOpeningHours.periods',
  // The zone's name, not utcOffsetMinutes: an offset is right only until the clocks change.
  'places.timeZone',
].join(',');

/**
 * Shown with results that are not on a Google map.
 * https://developers.google.com/maps/documentation/places/web-service/policies#other_attribution_requirements
 */
const GOOGLE_ATTRIBUTION = 'Google Maps';

/** How far around the players the search leans (a bias, not a fence). */
const LOCATION_BIAS_RADIUS_M = 5000;

export function googlePlacesProvider({ apiKey, baseUrl }: { apiKey: string; baseUrl: string }): PlacesProvider {
  return {
    name: 'google',
    attribution: GOOGLE_ATTRIBUTION,
    async searchBars(search) {
      const body = await fetchUpstreamJson('google', new URL('/v1/places:searchText', baseUrl).toString(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': GOOGLE_FIELD_MASK,
        },
        body: JSON.stringify(googleSearchTextRequest(search)),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      try {
        return mapGoogleSearchText(body);
      } catch (error) {
        throw upstreamError('google', error);
      }
    },
  };
}

/** https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places/searchText */
export function googleSearchTextRequest({ query, position }: BarSearch) {
  return {
    textQuery: query,
    includedType: 'bar',
    pageSize: MAX_BAR_RESULTS,
    ...(position && {
      locationBias: {
        circle: { center: { latitude: position.lat, longitude: position.lng }, radius: LOCATION_BIAS_RADIUS_M },
      },
    }),
  };
}

const googlePlaceSchema = z.object({
  id: z.string(),
  displayName: z.optional(z.object({ text: z.string() })),
  formattedAddress: z.optional(z.string()),
  location: z.optional(z.object({ latitude: z.number(), longitude: z.number() })),
  currentOpeningHours: z.optional(z.object({ openNow: z.optional(z.boolean()) })),
  // Read apart, so hours in a shape we do not expect leave that bar's hours unknown, not the search failed.
  regularOpeningHours: z.optional(z.unknown()),
  timeZone: z.optional(z.unknown()),
});
/** Google leaves `places` out entirely when nothing matches. */
const googleSearchTextResponseSchema = z.object({ places: z.optional(z.array(googlePlaceSchema)) });

/** Google's answer as our results; places without a name or position are dropped. Throws on a foreign shape. */
export function mapGoogleSearchText(body: unknown): BarSearchResult[] {
  const { places = [] } = googleSearchTextResponseSchema.parse(body);
  return places.flatMap((place) => {
    const name = place.displayName?.text.trim();
    if (!name || !place.location) return [];
    const openNow = place.currentOpeningHours?.openNow;
    const location = { lat: place.location.latitude, lng: place.location.longitude };
    const hours = googleOpeningHours(place.regularOpeningHours, place.timeZone, location);
    return [
      {
        name,
        placeId: place.id,
        address: place.formattedAddress ?? '',
        location,
        ...(openNow === undefined ? {} : { openNow }),
        ...(hours ? { hours } : {}),
      },
    ];
  });
}
