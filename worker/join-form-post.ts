/**
 * `POST /play/{code}`: the join page's form posted as a plain form, before the app's code has
 * arrived or without it. It joins as `POST /api/games/{code}/teams` does (the same schema, limits,
 * look-alike and name rules, through `joinGame`), sets the team's cookies and sends the phone to
 * its painted page (303); a refusal paints the form again with the name and why. Mounted with the
 * API's body limit, CSRF check and session (index.ts).
 */
import { cleanName, isBlankName } from '../domain/clean-name';
import { joinGameRequestSchema } from '../domain/game-protocol';
import { gameCodeOf } from '../domain/page-data';
import type { JoinRefusal } from '../src/app/play-page-html';
import type { AppContext } from './env';
import { toApiError } from './errors';
import { joinGame } from './features/games/routes';
import { pageCallerTokenHash } from './features/games/team-token';
import { servePage, servePostedJoin } from './pages';

export async function joinFormPost(c: AppContext): Promise<Response> {
  const code = gameCodeOf(new URL(c.req.url).pathname);
  if (code === null) return servePage(c, 404);
  const form = await c.req.parseBody();
  const typed = typeof form.teamName === 'string' ? form.teamName : '';
  // A ticked box posts its field ('on'); an unticked one posts nothing.
  const alcoholFree = form.alcoholFree !== undefined;
  const request = joinGameRequestSchema.safeParse({ teamName: typed, ...(alcoholFree ? { alcoholFree } : {}) });
  if (!request.success) {
    return servePostedJoin(c, code, { teamName: typed, alcoholFree, refusal: nameRefusal(typed) }, 400);
  }
  try {
    const caller = { tokenHash: pageCallerTokenHash(c), userId: c.get('user')?.id ?? null };
    await joinGame(c, code, request.data, caller);
  } catch (error) {
    const known = toApiError(error);
    if (!known) throw error;
    const refusal: JoinRefusal = {
      reason: 'refused',
      status: known.status,
      error: { code: known.code, message: known.message },
    };
    return servePostedJoin(c, code, { teamName: typed, alcoholFree, refusal }, known.status);
  }
  return c.redirect(`/play/${code}`, 303);
}

/** What is wrong with a name the schema refused: blank (or only invisible characters), or too long. */
function nameRefusal(typed: string): JoinRefusal {
  return { reason: isBlankName(cleanName(typed)) ? 'blank' : 'too-long' };
}
