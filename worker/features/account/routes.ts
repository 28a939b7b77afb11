/**
 * A signed-in player's own data (mounted under /api/user): download every stored fact about
 * them, or delete the account. Signed in is enough: the account page is open to players
 * without a subscription too.
 */
import { Hono } from 'hono';
import { userExportSchema, type AccountDeleted, type UserExport } from '../../../domain/account';
import type { AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { deleteSessionCookie } from '../../lib/session/session-cookie';
import { requireUser, signedIn } from '../../lib/session/require-user';
import { eraseUser, exportUserData } from './user-data';
import { KV_KEYS, workerAccountStore } from './worker-account-store';

function noAccount(): ApiError {
  return new ApiError(404, 'not_found', 'This account no longer exists');
}

export const accountRoutes = new Hono<AppEnv>()
  .get('/export', signedIn, async (c) => {
    const data = await exportUserData(workerAccountStore(c.env), requireUser(c).id);
    if (data === null) throw noAccount();
    const body = userExportSchema.parse(data) satisfies UserExport;
    return c.json(body, 200, { 'Content-Disposition': 'attachment; filename="pub-golf-my-data.json"' });
  })
  .delete('/', signedIn, async (c) => {
    const erased = await eraseUser(workerAccountStore(c.env), KV_KEYS, requireUser(c).id);
    if (erased === null) throw noAccount();
    deleteSessionCookie(c);
    return c.json({
      rounds: erased.rounds,
      courses: erased.courses,
      sessions: erased.sessions,
      subscriptionCancelled: erased.cancelledSubscription !== null,
      lifetimeEnded: erased.lifetimeEnded,
    } satisfies AccountDeleted);
  });
