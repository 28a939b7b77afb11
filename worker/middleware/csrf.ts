import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Authenticated by Stripe's signature, and Stripe sends no Origin. */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);

/**
 * Refuses state-changing requests from other sites. Hono's own `csrf()` only looks at form
 * content types, and our API takes JSON, so every non-GET is checked here: the Origin must be
 * ours, or, when a browser omits Origin, `Sec-Fetch-Site` must say same-origin.
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !EXEMPT_PATHS.has(c.req.path) && !isSameOrigin(c.req.raw)) {
    throw new ApiError(403, 'csrf', 'Cross-site request refused');
  }
  await next();
});

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get('Sec-Fetch-Site') === 'same-origin';
}
