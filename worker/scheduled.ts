/**
 * The Cron Triggers (wrangler.toml `[triggers]`): daily, clears out rows nobody will read again;
 * every five minutes, takes erased players out of their live games.
 */
import { createDb } from './db/client';
import { GAME_EXITS_CRON, sendGameExits } from './features/games/game-exits';
import { sweepExpiredSessions } from './lib/session/session-sweep';
import { sweepProcessedEvents } from './features/billing/processed-events';

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  if (controller.cron === GAME_EXITS_CRON) return sendGameExits(env);
  const db = createDb(env.DB);
  await sweepExpiredSessions(db);
  await sweepProcessedEvents(db);
}
