/**
 * The live games a member is in, kept in D1 by join code, so each of the member's phones can
 * find its way back. The game's own object answers whether the member still has a team there
 * and what the game is called now, so a renamed, ended or forgotten game is shown as it is.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { isLinkCurrent, type GameLink } from '../../../domain/game-links';
import { GAME_IDLE_LIMIT_MS } from '../../../domain/game-protocol';
import { createDb } from '../../db/client';
import { memberGames } from '../../db/schema';

/** Games older than this are not looked at: even one played all day has ended and passed its day of standings. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000 + GAME_IDLE_LIMIT_MS;
/** The most games one answer asks about, newest first. */
const MAX_LOOKED_AT = 10;

export async function rememberMemberGame(
  db: D1Database | D1DatabaseSession,
  userId: string,
  code: string,
  now: Date,
): Promise<void> {
  await createDb(db)
    .insert(memberGames)
    .values({ userId, code, joinedAt: now })
    .onConflictDoUpdate({ target: [memberGames.userId, memberGames.code], set: { joinedAt: now } });
}

export async function listMemberGames(
  env: Pick<Env, 'DB' | 'GAME_ROOM'>,
  userId: string,
  now: number,
): Promise<GameLink[]> {
  const rows = await createDb(env.DB)
    .select({ code: memberGames.code })
    .from(memberGames)
    .where(and(eq(memberGames.userId, userId), gt(memberGames.joinedAt, new Date(now - LOOK_BACK_MS))))
    .orderBy(desc(memberGames.joinedAt), desc(sql`rowid`))
    .limit(MAX_LOOKED_AT);
  const links = await Promise.all(
    rows.map(async ({ code }): Promise<GameLink | null> => {
      const link = await env.GAME_ROOM.getByName(code).linkFor(userId);
      return (
        link && { code: link.code, name: link.name, status: link.status, endedAt: link.endedAt, watchId: link.watchId }
      );
    }),
  );
  return links.filter((link): link is GameLink => link !== null && isLinkCurrent(link, now));
}
