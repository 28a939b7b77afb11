import { createMiddleware } from 'hono/factory';

const PRIVATE_NO_STORE = 'private, no-store';

/**
 * API answers speak of the caller (their user, their subscription, their session cookie), so
 * no shared cache may keep them. A route whose answer is the same for everyone sets its own
 * Cache-Control, which is left alone.
 */
export const privateByDefault = createMiddleware(async (c, next) => {
  await next();
  // A switch to a WebSocket is no answer to cache, and its headers cannot change.
  if (c.res.status === 101) return;
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
});
