/** The daily Cron Trigger (wrangler.toml `[triggers]`): clears out rows nobody will read again. */
import { createDb } from './db/client';
import { sweepExpiredSessions } from './lib/session/session-sweep';
import { sweepProcessedEvents } from './features/billing/processed-events';

export async function scheduled(_controller: ScheduledController, env: Env): Promise<void> {
  const db = createDb(env.DB);
  await sweepExpiredSessions(db);
  await sweepProcessedEvents(db);
}
