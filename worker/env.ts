import type { Context } from 'hono';
import type { Session, User } from './db/schema';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** Set on every /api request by the session middleware; null when signed out. */
    user: User | null;
    session: Session | null;
    /** The request's D1 session (lib/d1-session.ts): every query of an /api request runs in it. */
    db: D1DatabaseSession;
  };
};
export type AppContext = Context<AppEnv>;
