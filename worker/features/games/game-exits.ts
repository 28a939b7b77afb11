/**
 * Takes erased players out of the live games they still have a team in: `npm run admin --
 * delete-user` reaches D1 but no game, so it leaves a row in game_exits for each, and the
 * five-minute Cron Trigger tells each game here. A row goes once its game is told; one whose
 * game could not be reached stays for the next run.
 */
export const GAME_EXITS_CRON = '*/5 * * * *';

/** Rows told per run: a run stays short, and what is left waits five minutes. */
const EXITS_PER_RUN = 100;

interface ExitRow {
  code: string;
  user_id: string;
}

export async function sendGameExits(env: Env): Promise<void> {
  const { results } = await env.DB.prepare('select code, user_id from game_exits order by queued_at limit ?')
    .bind(EXITS_PER_RUN)
    .all<ExitRow>();
  const told = await Promise.all(
    results.map(async (row) => {
      try {
        await env.GAME_ROOM.getByName(row.code).eraseMember(row.user_id);
        return row;
      } catch (error) {
        console.error(`The live game ${row.code} could not be told of an erased player`, error);
        return null;
      }
    }),
  );
  const done = told.filter((row): row is ExitRow => row !== null);
  if (done.length === 0) return;
  await env.DB.batch(
    done.map((row) =>
      env.DB.prepare('delete from game_exits where code = ? and user_id = ?').bind(row.code, row.user_id),
    ),
  );
}
