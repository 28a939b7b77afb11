import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

/**
 * Drizzle over D1, or over a request's D1 session (read replication). Drizzle's D1 driver only
 * prepares statements and runs batches, which a session does as the database does.
 */
export function createDb(db: D1Database | D1DatabaseSession) {
  return drizzle(db as D1Database, { schema });
}
export type Db = ReturnType<typeof createDb>;
