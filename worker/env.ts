import type { Context } from 'hono';
import type { Session, User } from './db/schema';

export type AppEnv = {
  Bindings: Env;
  /** Set on every /api request by the session middleware; null when signed out. */
  Variables: { user: User | null; session: Session | null };
};
export type AppContext = Context<AppEnv>;
