/**
 * Sessions are checked and deleted when used, but a user who never returns never uses theirs
 * again: the daily Cron Trigger deletes the ones past their idle expiry or their absolute cap.
 */
import { lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { wholeSeconds } from '../../db/timestamps';
import { SESSION_MAX_MS } from './session';

/** Answers how many sessions were deleted. */
export async function sweepExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const at = wholeSeconds(now);
  const result = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, at), lte(sessions.createdAt, new Date(at.getTime() - SESSION_MAX_MS))))
    .run();
  return result.meta.changes;
}
