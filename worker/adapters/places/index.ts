import { placesConfig } from '../../config';
import { googlePlacesProvider } from './google';
import { osmPlacesProvider } from './osm';
import type { PlacesProvider } from './places-provider';

/** Google Places when a key is configured, else keyless OpenStreetMap. */
export function placesProviderFor(env: Env): PlacesProvider {
  const config = placesConfig(env);
  if (config.GOOGLE_PLACES_API_KEY) {
    return googlePlacesProvider({ apiKey: config.GOOGLE_PLACES_API_KEY, baseUrl: config.GOOGLE_PLACES_BASE_URL });
  }
  return osmPlacesProvider({
    baseUrl: config.NOMINATIM_BASE_URL,
    contact: config.NOMINATIM_CONTACT,
    budget: env.PLACES_RATE_LIMITER,
  });
}
