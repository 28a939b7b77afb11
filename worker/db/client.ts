import { drizzle } from 'drizzle-orm/d1';

/**
 * Drizzle over D1, or over a request's D1 session (read replication). Drizzle's D1 driver only
 * prepares statements and runs batches, which a session does as the database does. Built on every
 * request, so without the schema: queries name their tables, and drizzle then has no relations
 * to work out first (about 0.5 ms of CPU each time with the schema, 0.02 ms without).
 */
export function createDb(db: D1Database | D1DatabaseSession) {
  return drizzle(db as D1Database);
}
export type Db = ReturnType<typeof createDb>;
