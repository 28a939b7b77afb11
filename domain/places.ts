import * as z from 'zod/mini';
import { BAR_TEXT_LIMITS, latLngSchema } from './holes';
import { openingHoursSchema } from './opening-hours';

export const BAR_QUERY_MAX_LENGTH = 100;
/** The most results one search answers. */
export const MAX_BAR_RESULTS = 20;

/**
 * A coordinate from a query string. The string step rejects `lat=` and `lat= `, which
 * plain coercion would quietly read as 0.
 */
function coordinate(name: 'lat' | 'lng', limit: number) {
  const notANumber = `${name} must be a number`;
  const outOfRange = `${name} must be between -${limit} and ${limit}`;
  return z.optional(
    z.pipe(
      z.string(notANumber).check(z.trim(), z.minLength(1, notANumber)),
      z.coerce.number<string>(notANumber).check(z.gte(-limit, outOfRange), z.lte(limit, outOfRange)),
    ),
  );
}

/** `GET /api/places/search?query=…&type=bar[&lat=…&lng=…]` */
export const barSearchQuerySchema = z
  .object({
    query: z
      .string('Enter a place or a bar name to search for')
      .check(
        z.trim(),
        z.minLength(1, 'Enter a place or a bar name to search for'),
        z.maxLength(BAR_QUERY_MAX_LENGTH, `Use at most ${BAR_QUERY_MAX_LENGTH} characters`),
      ),
    type: z.literal('bar', 'Only bars can be searched: type must be bar'),
    lat: coordinate('lat', 90),
    lng: coordinate('lng', 180),
  })
  .check(
    z.superRefine((search, ctx) => {
      if ((search.lat === undefined) !== (search.lng === undefined)) {
        ctx.issues.push({
          code: 'custom',
          path: [search.lat === undefined ? 'lat' : 'lng'],
          message: 'lat and lng must be given together',
          input: search,
        });
      }
    }),
  );
/** What a client sends: every value as query-string text. */
export type BarSearchParams = z.input<typeof barSearchQuerySchema>;

export const barSearchResultSchema = z.object({
  name: z.string().check(z.maxLength(BAR_TEXT_LIMITS.name)),
  placeId: z.string().check(z.maxLength(BAR_TEXT_LIMITS.placeId)),
  address: z.string().check(z.maxLength(BAR_TEXT_LIMITS.address)),
  location: latLngSchema,
  /** Absent when the provider does not know the opening hours. */
  openNow: z.optional(z.boolean()),
  /** The regular week, normalised on the server; absent when the provider's hours are missing or unreadable. */
  hours: z.optional(openingHoursSchema),
});
export type BarSearchResult = z.infer<typeof barSearchResultSchema>;

export const barSearchResponseSchema = z.object({
  results: z.array(barSearchResultSchema),
  /** The provider's credit ('Google Maps', '© OpenStreetMap contributors'), to show with the results. */
  attribution: z.optional(z.string()),
});
export type BarSearchResponse = z.infer<typeof barSearchResponseSchema>;
