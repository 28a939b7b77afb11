import { Hono } from 'hono';
import { barSearchQuerySchema, type BarSearchResponse } from '../../../domain/places';
import { placesProviderFor } from '../../adapters/places';
import type { AppEnv } from '../../env';
import { rateLimitPerClient } from '../../middleware/rate-limit';
import { validate } from '../../validate';
import { searchBars } from './service';

/** The period of PLACES_RATE_LIMITER in wrangler.toml. */
const RATE_LIMIT_PERIOD_SECONDS = 60;

export const placesRoutes = new Hono<AppEnv>().get(
  '/search',
  // Before validation, so malformed requests count against the client too.
  rateLimitPerClient((env) => env.PLACES_RATE_LIMITER, RATE_LIMIT_PERIOD_SECONDS),
  validate('query', barSearchQuerySchema),
  async (c) => {
    const { query, lat, lng } = c.req.valid('query');
    const position = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    const provider = placesProviderFor(c.env);
    const results = await searchBars({ cache: c.env.CACHE, provider }, { query, position });
    return c.json({ results, attribution: provider.attribution } satisfies BarSearchResponse);
  },
);
