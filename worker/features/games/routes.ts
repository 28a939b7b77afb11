/**
 * Live games (mounted under /api/games) and their spectator boards (/api/watch). Each game is a
 * GameRoom Durable Object named by its join code; a spectator id is that object's own id, so it
 * finds the game without telling anyone the code.
 */
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { apiErrorBodySchema } from '../../../domain/api-error';
import {
  MAX_TEAMS,
  TEAM_NAME_TAKEN_MESSAGE,
  createGameRequestSchema,
  type CreateGameRequest,
  gameCodeSchema,
  joinGameRequestSchema,
  type JoinGameRequest,
  liveSocketQuerySchema,
  teamIdSchema,
  watchIdSchema,
  type GameSnapshot,
  type KeptRoundStatus,
  type TeamCard,
} from '../../../domain/game-protocol';
import type { MemberGamesResponse } from '../../../domain/game-links';
import { hazardsFit, TOO_MANY_HAZARDS_MESSAGE } from '../../../domain/hole-rules';
import {
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
  type PushKeyResponse,
} from '../../../domain/game-push';
import { blackoutRequestSchema } from '../../../domain/finale';
import type { SavedRound } from '../../../domain/rounds';
import { MAX_TEAM_NAME_LENGTH } from '../../../domain/scorecard';
import { isPushEndpointAllowed, pushConfig } from '../../config';
import { createDb } from '../../db/client';
import { courses, type User } from '../../db/schema';
import type { AppContext, AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { unknownCourse } from '../../lib/rounds/course-round';
import { toSavedRound } from '../../lib/rounds/saved-round';
import { requireUser } from '../../lib/session/require-user';
import { requireSubscription } from '../../lib/subscription-gate';
import { validate } from '../../validate';
import { countCodeLookup, countCodeMiss } from './code-guard';
import { newGameCode } from './game-code';
import {
  CHANGES_HEADER,
  ROLE_HEADER,
  TOKEN_HASH_HEADER,
  USER_ID_HEADER,
  type Caller,
  type PushChoiceOutcome,
  type FinaleAction,
} from './game-room';
import { keepTeamRound, keptRoundStatus } from './game-rounds';
import { listMemberGames, rememberMemberGame } from './member-games';
import { callerTokenHash, newTeamToken, setTeamCookie, teamTokenHash } from './team-token';

/** A fresh code is taken about once in millions: a few tries always find a free one. */
const CODE_ATTEMPTS = 5;
const HOST_TEAM_NAME = 'Host';

const codeParam = validate('param', z.object({ code: gameCodeSchema }));
const watchParam = validate('param', z.object({ id: watchIdSchema }));
const liveQuery = validate('query', liveSocketQuerySchema);
const codeTeamParam = validate('param', z.object({ code: gameCodeSchema, teamId: teamIdSchema }));
const watchTeamParam = validate('param', z.object({ id: watchIdSchema, teamId: teamIdSchema }));

function teamNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such team in this game.');
}

function gameNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such game. Check the code and try again.');
}

/** A game by its join code. */
export function roomByCode(c: AppContext, code: string) {
  return c.env.GAME_ROOM.getByName(code);
}

/** An id this namespace never made is no game at all. */
export function roomByWatchId(c: AppContext, id: string) {
  try {
    return c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromString(id));
  } catch {
    throw gameNotFound();
  }
}

function hostTeamName(user: User, chosen: string | undefined): string {
  if (chosen !== undefined) return chosen;
  const name = (user.firstName ?? '').trim().slice(0, MAX_TEAM_NAME_LENGTH).trim();
  return name === '' ? HOST_TEAM_NAME : name;
}

/**
 * A game naming a course plays the course's holes as D1 holds them, not the ones sent, and takes
 * the course's house rules, hole rules and hazards unless the host wrote its own in the start
 * dialog; an unknown course is refused.
 */
async function withCourseHoles(c: AppContext, request: CreateGameRequest): Promise<CreateGameRequest> {
  if (request.courseId === undefined) return request;
  const course = await createDb(c.var.db)
    .select({ holes: courses.holes, houseRules: courses.houseRules, holeRules: courses.holeRules })
    .from(courses)
    .where(eq(courses.id, request.courseId))
    .get();
  if (!course) throw unknownCourse();
  const rules = request.rules ?? course.houseRules ?? undefined;
  const holeRules = request.holeRules ?? course.holeRules ?? undefined;
  if (holeRules && !hazardsFit(request.penalties, holeRules)) {
    throw new ApiError(400, 'invalid_request', TOO_MANY_HAZARDS_MESSAGE, [
      { path: 'holeRules', message: TOO_MANY_HAZARDS_MESSAGE },
    ]);
  }
  return {
    ...request,
    holes: course.holes,
    ...(rules === undefined ? {} : { rules }),
    ...(holeRules === undefined ? {} : { holeRules }),
  };
}

function requireUpgrade(c: AppContext): void {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    throw new ApiError(426, 'upgrade_required', 'This address takes a WebSocket');
  }
}

/**
 * The game room sees only what the Worker vouches for: the role, and for a player the hash of
 * its team token. Nothing the client sent is copied, so no client can claim another identity.
 */
function upgradeRequest(role: 'player' | 'spectator', caller: Caller | null, changes: boolean): Request {
  const headers = new Headers({ Upgrade: 'websocket', [ROLE_HEADER]: role });
  if (changes) headers.set(CHANGES_HEADER, '1');
  if (caller?.tokenHash) headers.set(TOKEN_HASH_HEADER, caller.tokenHash);
  if (caller?.userId) headers.set(USER_ID_HEADER, caller.userId);
  return new Request('https://game-room.internal/live', { headers });
}

/** The caller as the game knows it: its team token for this game, and the signed-in member (from the session). */
function callerOf(c: AppContext): Caller {
  return { tokenHash: callerTokenHash(c), userId: c.get('user')?.id ?? null };
}

/** The room's refusal in our error shape (its response's headers cannot be changed on the way out). */
async function refusal(response: Response): Promise<ApiError> {
  const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
  const status = response.status as ContentfulStatusCode;
  if (!parsed.success) return new ApiError(status, 'upgrade_refused', 'The game refused the connection');
  return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
}

/**
 * The team whose cookie this phone holds, with its card once the game has ended ('not-joined' for
 * no team, 'live' while the game is on): a phone with no team's cookie is a look-up by code like
 * any other, and counts as one.
 */
async function teamToKeepOf(c: AppContext, code: string) {
  const tokenHash = callerTokenHash(c);
  if (tokenHash === null) await countCodeLookup(c);
  const found = await roomByCode(c, code).roundToKeep(tokenHash);
  if (found.kind === 'unknown') {
    if (tokenHash === null) await countCodeMiss(c);
    throw gameNotFound();
  }
  return found;
}

function notJoined(): ApiError {
  return new ApiError(403, 'not_joined', 'Only a phone of a team in this game can keep its round.');
}

function gameStillOn(): ApiError {
  return new ApiError(409, 'game_live', 'This game is still on: its rounds are kept when the host ends it.');
}

/**
 * The caller joins the game of `code` as a new team, or finds the team it has: the team's cookies
 * set on a join, every refusal as the API's error. The caller is the phone's team token for this
 * game (from the cookie its path carries) and the signed-in member. A join is a look-up by code (code-guard.ts),
 * counted before the game hears of it. `POST /api/games/{code}/teams` and the join page's plain
 * form post (worker/join-form-post.ts) both join through it.
 */
export async function joinGame(
  c: AppContext,
  code: string,
  { teamName, alcoholFree }: JoinGameRequest,
  caller: Caller,
): Promise<{ snapshot: GameSnapshot; status: 200 | 201 }> {
  await countCodeLookup(c);
  const token = newTeamToken();
  const outcome = await roomByCode(c, code).join({
    teamName,
    alcoholFree,
    caller,
    newTokenHash: teamTokenHash(token),
  });
  switch (outcome.kind) {
    case 'unknown':
      await countCodeMiss(c);
      throw gameNotFound();
    case 'ended':
      throw new ApiError(410, 'game_ended', 'This game has ended.');
    case 'removed':
      throw new ApiError(
        403,
        'team_removed',
        'The host removed your team from this game. Ask the host to let you back in.',
      );
    case 'name-taken':
      throw new ApiError(409, 'team_name_taken', TEAM_NAME_TAKEN_MESSAGE);
    case 'full':
      throw new ApiError(409, 'game_full', `This game is full: it takes at most ${MAX_TEAMS} teams.`);
    case 'already-joined':
      return { snapshot: outcome.snapshot, status: 200 };
    case 'joined': {
      const user = c.get('user');
      if (user) await rememberMemberGame(c.var.db, user.id, code, new Date());
      setTeamCookie(c, code, token);
      return { snapshot: outcome.snapshot, status: 201 };
    }
  }
}

/** A phone's choice of notifications as the game answered it: nothing for done, else the API's error. */
async function pushChoiceAnswer(c: AppContext, caller: Caller, outcome: PushChoiceOutcome): Promise<void> {
  switch (outcome) {
    case 'done':
      return;
    case 'unknown':
      if (caller.tokenHash === null) await countCodeMiss(c);
      throw gameNotFound();
    case 'not-joined':
      throw new ApiError(403, 'not_joined', 'Only a phone of a team in this game can ask for its notifications.');
    case 'ended':
      throw new ApiError(410, 'game_ended', 'This game has ended.');
  }
}

const FINALE_REFUSAL_STATUS = { forbidden: 403, ended: 410, invalid: 409 } as const;

/** The host's or co-host's finale over HTTP: 204 when done, the game's refusal as the API's error. */
async function finale(c: AppContext, code: string, action: FinaleAction): Promise<Response> {
  const outcome = await roomByCode(c, code).finale(callerOf(c), action);
  switch (outcome.kind) {
    case 'unknown':
      await countCodeLookup(c);
      await countCodeMiss(c);
      throw gameNotFound();
    case 'not-joined':
      await countCodeLookup(c);
      throw new ApiError(403, 'not_joined', 'Only the host and the co-host can hide the board or reveal it.');
    case 'refused':
      throw new ApiError(FINALE_REFUSAL_STATUS[outcome.code], outcome.code, outcome.message);
    case 'done':
      return c.body(null, 204);
  }
}

export const gamesRoutes = new Hono<AppEnv>()
  .get('/mine', async (c) => {
    const user = requireUser(c);
    const games = await listMemberGames(c.env, user.id, Date.now());
    return c.json({ games } satisfies MemberGamesResponse);
  })
  // Membership before validation, so a signed-out caller hears 401 whatever it sent.
  .post('/', requireSubscription, validate('json', createGameRequestSchema), async (c) => {
    const user = requireUser(c);
    const token = newTeamToken();
    const request = await withCourseHoles(c, c.req.valid('json'));
    const host = { name: hostTeamName(user, request.hostTeamName), userId: user.id, tokenHash: teamTokenHash(token) };
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newGameCode();
      const snapshot = await roomByCode(c, code).create({ code, request, host });
      if (snapshot) {
        await rememberMemberGame(c.var.db, user.id, code, new Date());
        setTeamCookie(c, code, token);
        return c.json(snapshot satisfies GameSnapshot, 201);
      }
    }
    throw new Error('No free game code');
  })
  .post('/:code/teams', codeParam, validate('json', joinGameRequestSchema), async (c) => {
    const { snapshot, status } = await joinGame(c, c.req.valid('param').code, c.req.valid('json'), callerOf(c));
    return c.json(snapshot satisfies GameSnapshot, status);
  })
  .get('/:code', codeParam, async (c) => {
    const snapshot = await roomByCode(c, c.req.valid('param').code).snapshot(callerOf(c));
    // A joined team's own look-ups never count.
    if (!snapshot?.you) await countCodeLookup(c);
    if (!snapshot) {
      await countCodeMiss(c);
      throw gameNotFound();
    }
    return c.json(snapshot satisfies GameSnapshot);
  })
  .get('/:code/teams/:teamId', codeTeamParam, async (c) => {
    const { code, teamId } = c.req.valid('param');
    const room = roomByCode(c, code);
    const snapshot = await room.snapshot(callerOf(c));
    if (!snapshot?.you) await countCodeLookup(c);
    if (!snapshot) {
      await countCodeMiss(c);
      throw gameNotFound();
    }
    const card = await room.teamCard(teamId);
    if (!card) throw teamNotFound();
    return c.json(card satisfies TeamCard);
  })
  // Where this phone's team's round is, so the final standings offer to keep it only when it can be.
  .get('/:code/keep', requireSubscription, codeParam, async (c) => {
    const user = requireUser(c);
    const found = await teamToKeepOf(c, c.req.valid('param').code);
    // A member's other phone plays as their team without its cookie: it has no round of its own to keep.
    if (found.kind === 'not-joined') return c.json({ round: 'no-team' } satisfies KeptRoundStatus);
    if (found.kind !== 'ready') throw gameStillOn();
    const round = await keptRoundStatus(c.env, user.id, found.team, found.card);
    return c.json({ round } satisfies KeptRoundStatus);
  })
  // A team's phone that had no member at the end keeps its round once a member signs in on it.
  .post('/:code/keep', requireSubscription, codeParam, async (c) => {
    const user = requireUser(c);
    const found = await teamToKeepOf(c, c.req.valid('param').code);
    if (found.kind === 'not-joined') throw notJoined();
    if (found.kind !== 'ready') throw gameStillOn();
    const outcome = await keepTeamRound(c.env, user.id, found.game, found.team, found.card, found.liveGame);
    switch (outcome.kind) {
      case 'empty':
        throw new ApiError(422, 'empty_card', 'This team scored nothing in the game: there is no round to keep.');
      case 'taken':
        throw new ApiError(409, 'round_taken', "This team's round is already in another member's History.");
      case 'created':
        return c.json(toSavedRound(outcome.row) satisfies SavedRound, 201);
      case 'existing':
        return c.json(toSavedRound(outcome.row) satisfies SavedRound, 200);
    }
  })
  // The key a phone subscribes to notifications with; null when this server sends none.
  .get('/:code/push', codeParam, (c) =>
    c.json({ publicKey: pushConfig(c.env)?.publicKey ?? null } satisfies PushKeyResponse),
  )
  // This phone's notifications for its team: at 'drink up', 'time to move' and the game's end.
  .put('/:code/push', codeParam, validate('json', pushSubscribeRequestSchema), async (c) => {
    if (!pushConfig(c.env)) throw new ApiError(503, 'push_unavailable', 'This server sends no notifications.');
    const request = c.req.valid('json');
    if (!isPushEndpointAllowed(request.endpoint, c.env)) {
      throw new ApiError(400, 'invalid_request', 'Invalid json: endpoint', [
        { path: 'endpoint', message: "endpoint must be the push service's https URL" },
      ]);
    }
    const caller = callerOf(c);
    if (caller.tokenHash === null) await countCodeLookup(c);
    await pushChoiceAnswer(c, caller, await roomByCode(c, c.req.valid('param').code).subscribePush(caller, request));
    return c.body(null, 204);
  })
  .delete('/:code/push', codeParam, validate('json', pushUnsubscribeRequestSchema), async (c) => {
    const caller = callerOf(c);
    if (caller.tokenHash === null) await countCodeLookup(c);
    const room = roomByCode(c, c.req.valid('param').code);
    await pushChoiceAnswer(c, caller, await room.unsubscribePush(caller, c.req.valid('json').endpoint));
    return c.body(null, 204);
  })
  // The host (or co-host) hides the board's last holes until the reveal, or shows every hole again (0).
  .post('/:code/blackout', codeParam, validate('json', blackoutRequestSchema), async (c) =>
    finale(c, c.req.valid('param').code, { kind: 'blackout', holes: c.req.valid('json').holes }),
  )
  // The host (or co-host) reveals a blacked-out game's final standings once it has ended.
  .post('/:code/reveal', codeParam, async (c) => finale(c, c.req.valid('param').code, { kind: 'reveal' }))
  .get('/:code/live', codeParam, liveQuery, async (c) => {
    requireUpgrade(c);
    const room = roomByCode(c, c.req.valid('param').code);
    const response = await room.fetch(upgradeRequest('player', callerOf(c), c.req.valid('query').board === 'changes'));
    if (response.status === 101) return response;
    await countCodeLookup(c);
    if (response.status === 404) await countCodeMiss(c);
    throw await refusal(response);
  });

export const watchRoutes = new Hono<AppEnv>()
  .get('/:id', watchParam, async (c) => {
    const snapshot = await roomByWatchId(c, c.req.valid('param').id).snapshot('spectator');
    if (!snapshot) throw gameNotFound();
    return c.json(snapshot satisfies GameSnapshot);
  })
  .get('/:id/teams/:teamId', watchTeamParam, async (c) => {
    const { id, teamId } = c.req.valid('param');
    const card = await roomByWatchId(c, id).teamCard(teamId);
    if (!card) throw teamNotFound();
    return c.json(card satisfies TeamCard);
  })
  .get('/:id/live', watchParam, liveQuery, async (c) => {
    requireUpgrade(c);
    const changes = c.req.valid('query').board === 'changes';
    const response = await roomByWatchId(c, c.req.valid('param').id).fetch(upgradeRequest('spectator', null, changes));
    if (response.status === 101) return response;
    throw await refusal(response);
  });
