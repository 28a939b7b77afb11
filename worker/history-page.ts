import { eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { acceptedLanguages, type Language } from '../domain/language';
import { SAVED_ROUNDS_PATH, type HistoryPageData } from '../domain/history-page';
import { PAGE_SIZE } from '../domain/paging';
import { isTimeZone, TIME_ZONE_COOKIE } from '../domain/time-zone';
import { createDb } from './db/client';
import { subscriptions } from './db/schema';
import type { AppContext } from './env';
import { userJson } from './features/auth/users';
import { statusResponse } from './features/billing/subscription-store';
import { roundsPage, roundsPageStatements } from './features/rounds/round-store';
import { nextPagePath } from './lib/paging';
import { toSavedRound } from './lib/rounds/saved-round';
import { readSessionToken } from './lib/session/session-cookie';
import { loadSession } from './lib/session/session-middleware';

/**
 * A member's /history painted with its first page of rounds, from one D1 batch: the session, the
 * page of rounds and the member's subscription, as `GET /api/scorecards` reads them. Null, for the
 * page to ask itself as before, for a visitor with no session or a dead one, a member without an
 * active subscription (the app sends them to subscribe), or a read that fails now.
 */
export async function historyPage(
  c: AppContext,
  language: Language,
): Promise<{ data: HistoryPageData; html: string } | null> {
  if (readSessionToken(c) === undefined) return null;
  try {
    const db = createDb(c.var.db);
    const results = await loadSession(
      c,
      ({ owner }) =>
        [
          ...roundsPageStatements(db, owner, null),
          db.select().from(subscriptions).where(eq(subscriptions.userId, owner)),
        ] as const,
    );
    const user = c.get('user');
    if (!results || !user) return null;
    const [rows, counted, subscription] = results;
    const status = statusResponse(subscription[0]);
    if (!status.hasActiveSubscription) return null;
    const page = roundsPage([rows, counted]);
    const data: HistoryPageData = {
      history: {
        user: userJson(user),
        subscription: status,
        rounds: page.rows.slice(0, PAGE_SIZE).map(toSavedRound),
        next: nextPagePath(SAVED_ROUNDS_PATH, page.rows, (row) => [row.number]),
        total: page.total,
      },
    };
    // React's server renderer loads with the first painted page, not with every request the Worker starts on.
    const { historyPageHtml } = await import('../src/app/history-page-html');
    return { data, html: await historyPageHtml(data, language, readerOf(c)) };
  } catch {
    // The page asks for it itself.
    return null;
  }
}

/**
 * The reader's preferred languages and time zone: the one their phone last told the app (its
 * cookie), else where Cloudflare places the request.
 */
function readerOf(c: AppContext) {
  const { timezone } = (c.req.raw.cf ?? {}) as { timezone?: unknown };
  const told = getCookie(c, TIME_ZONE_COOKIE);
  return {
    languages: acceptedLanguages(c.req.header('Accept-Language')),
    timeZone: [told, timezone].find((zone): zone is string => typeof zone === 'string' && isTimeZone(zone)),
  };
}
