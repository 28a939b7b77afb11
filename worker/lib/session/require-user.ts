import { createMiddleware } from 'hono/factory';
import type { User } from '../../db/schema';
import type { AppContext, AppEnv } from '../../env';
import { ApiError } from '../../errors';

/** The signed-in user, or a 401 for the handler that needs one. */
export function requireUser(c: AppContext): User {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthenticated', 'Not signed in');
  return user;
}

/** The same check as middleware, placed before validation so a signed-out caller hears 401 whatever it sent. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
