import { createMiddleware } from 'hono/factory';
import { SECURITY_HEADERS } from '../security-headers';

/** A switch to a WebSocket is left alone: it comes from a Durable Object with headers that cannot change. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status === 101) return;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
});
