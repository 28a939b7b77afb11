import * as z from 'zod/mini';

/**
 * Places configuration. These are optional variables or secrets, not in wrangler.toml, so
 * the generated Env type does not list them; they are read and checked here.
 */
const placesConfigSchema = z.object({
  /** Set (a secret) to search Google Places; unset means OpenStreetMap. */
  GOOGLE_PLACES_API_KEY: z.optional(z.string().check(z.minLength(1))),
  GOOGLE_PLACES_BASE_URL: z._default(z.url(), 'https://places.googleapis.com'),
  NOMINATIM_BASE_URL: z._default(z.url(), 'https://nominatim.openstreetmap.org'),
  /** An e-mail address or URL for Nominatim's operators to reach us, sent with each request. */
  NOMINATIM_CONTACT: z.optional(z.string().check(z.minLength(1))),
});
export type PlacesConfig = z.infer<typeof placesConfigSchema>;

export function placesConfig(env: object): PlacesConfig {
  const vars = env as Record<string, unknown>;
  const present = (name: string) => (vars[name] === '' ? undefined : vars[name]);
  return placesConfigSchema.parse({
    GOOGLE_PLACES_API_KEY: present('GOOGLE_PLACES_API_KEY'),
    GOOGLE_PLACES_BASE_URL: present('GOOGLE_PLACES_BASE_URL'),
    NOMINATIM_BASE_URL: present('NOMINATIM_BASE_URL'),
    NOMINATIM_CONTACT: present('NOMINATIM_CONTACT'),
  });
}
