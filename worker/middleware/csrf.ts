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
  const refused = isWebSocketUpgrade(c.req.raw)
    ? c.req.header('Origin') !== new URL(c.req.url).origin
    : !SAFE_METHODS.has(c.req.method) && !EXEMPT_PATHS.has(c.req.path) && !isSameOrigin(c.req.raw);
  if (refused) throw new ApiError(403, 'csrf', 'Cross-site request refused');
  await next();
});

/**
 * A WebSocket handshake is a GET that carries the caller's cookies, so another site could open a
 * socket as the player: it must come from our own pages. Browsers always send Origin with it.
 */
function isWebSocketUpgrade(request: Request): boolean {
  return request.headers.get('Upgrade')?.toLowerCase() === 'websocket';
}

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get('Sec-Fetch-Site') === 'same-origin';
}
