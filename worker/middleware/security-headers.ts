import { createMiddleware } from 'hono/factory';
import { SECURITY_HEADERS } from '../security-headers';

export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
});
