import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { cookieName, cookieOptions } from './cookies';

const BOOKMARK = 'd1_bookmark';

/** A bookmark as D1 writes them (hex groups joined by dashes); anything else starts afresh. */
const BOOKMARK_SHAPE = /^[0-9a-f]+(-[0-9a-f]+)*$/i;

/** A player's own writes matter while they are still looking: a day covers any crawl. */
const BOOKMARK_MAX_AGE_S = 24 * 60 * 60;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every /api request runs its queries in one D1 session, so reads can be served by the replica
 * nearest the player while writes go to the primary. The session starts at the bookmark of the
 * player's last write (a cookie), so a replica answers only once it has that write: a player
 * always reads their own writes. Without one it starts anywhere ('first-unconstrained').
 * A write answers its bookmark; reads set no cookie, so public answers stay cacheable.
 */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const sent = getCookie(c, cookieName(c, BOOKMARK));
  const start = sent && sent.length <= 256 && BOOKMARK_SHAPE.test(sent) ? sent : 'first-unconstrained';
  // Opened on the first query: most answers (a live game's, a bar search's) never touch D1, and
  // opening a session is not free (in workerd it is a call of its own).
  let session: D1DatabaseSession | undefined;
  const open = () => (session ??= c.env.DB.withSession(start));
  c.set('db', {
    prepare: (query) => open().prepare(query),
    batch: (statements) => open().batch(statements),
    getBookmark: () => session?.getBookmark() ?? null,
  });
  await next();
  if (READS.has(c.req.method)) return;
  const bookmark = session?.getBookmark();
  if (!bookmark || bookmark === sent) return;
  setCookie(c, cookieName(c, BOOKMARK), bookmark, cookieOptions(c, BOOKMARK_MAX_AGE_S));
});
