import * as z from 'zod/mini';
import { optionalSetting, parseSettings } from '../../env-config';

/**
 * Places configuration. These are optional variables or secrets, not in wrangler.toml, so
 * the generated Env type does not list them; they are read and checked here.
 */
const placesConfigSchema = z.object({
  /** Set (a secret) to search Google Places; unset means OpenStreetMap. */
  GOOGLE_PLACES_API_KEY: optionalSetting,
  GOOGLE_PLACES_BASE_URL: z._default(z.url(), 'https://places.googleapis.com'),
  NOMINATIM_BASE_URL: z._default(z.url(), 'https://nominatim.openstreetmap.org'),
  /** An e-mail address or URL for Nominatim's operators to reach us, sent with each request. */
  NOMINATIM_CONTACT: optionalSetting,
});
export type PlacesConfig = z.infer<typeof placesConfigSchema>;

export function placesConfig(env: object): PlacesConfig {
  return parseSettings(placesConfigSchema, env, (names) => new Error(`Invalid places configuration: ${names}`));
}
