/**
 * Takes erased players out of the live games they still have a team in: `npm run admin --
 * delete-user` reaches D1 but no game, so it leaves a row in game_exits for each, and the
 * five-minute Cron Trigger tells each game here. A row goes once its game is told; one whose
 * game could not be reached stays for the next run.
 */
import { and, eq } from 'drizzle-orm';
import { createDb } from '../../db/client';
import { gameExits } from '../../db/schema';

export const GAME_EXITS_CRON = '*/5 * * * *';

/** Rows told per run: a run stays short, and what is left waits five minutes. */
const EXITS_PER_RUN = 100;

export async function sendGameExits(env: Env): Promise<void> {
  const db = createDb(env.DB);
  const rows = await db.select().from(gameExits).orderBy(gameExits.queuedAt).limit(EXITS_PER_RUN).all();
  const told = await Promise.all(
    rows.map(async (row) => {
      try {
        await env.GAME_ROOM.getByName(row.code).eraseMember(row.userId);
        return row;
      } catch (error) {
        console.error(`The live game ${row.code} could not be told of an erased player`, error);
        return null;
      }
    }),
  );
  const [first, ...rest] = told
    .filter((row) => row !== null)
    .map((row) => db.delete(gameExits).where(and(eq(gameExits.code, row.code), eq(gameExits.userId, row.userId))));
  // One round trip for the run's told rows (a single statement would pass D1's 100 bound values).
  if (first) await db.batch([first, ...rest]);
}
