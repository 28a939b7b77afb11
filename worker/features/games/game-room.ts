/**
 * One live game: a Durable Object named by the join code, the source of truth while teams play.
 * The Worker reaches it by RPC (create, join, snapshot) and forwards each socket upgrade to
 * `fetch` with headers it set itself. Sockets are hibernatable: who a socket belongs to rides on
 * it as its attachment and tag, and the game itself lives in SQLite (game-store.ts).
 */
import { DurableObject } from 'cloudflare:workers';
import type { LiveGameExport } from '../../../domain/account';
import { courseHoles } from '../../../domain/courses';
import {
  barsShown,
  changeClock,
  newClock,
  walkMinutesAfter,
  withBarsShown,
  type GameClock,
} from '../../../domain/game-clock';
import { dueNudge, nextNudgeAt, nudgeKey, nudgeMoments } from '../../../domain/game-nudges';
import type { PushSubscribeRequest } from '../../../domain/game-push';
import type { GameLink } from '../../../domain/game-links';
import {
  DEFAULT_GAME_NAME,
  GAME_IDLE_LIMIT_MS,
  MAX_GAME_MESSAGE_BYTES,
  MAX_TEAMS,
  MAX_TEAM_SOCKETS,
  PING_TEXT,
  PONG_TEXT,
  TEAM_NAME_TAKEN_MESSAGE,
  TEAM_REMOVED_CLOSE_CODE,
  TEAM_SOCKETS_CLOSE_CODE,
  TOO_MANY_MESSAGES_CLOSE_CODE,
  clientMessageSchema,
  type ClientMessage,
  type CreateGameRequest,
  type GameErrorCode,
  type GameSnapshot,
  type ServerMessage,
  type TeamCard,
} from '../../../domain/game-protocol';
import { sameHazards, withHazardPenalties } from '../../../domain/hole-rules';
import type { Language } from '../../../domain/language';
import type { RoundLiveGame } from '../../../domain/rounds';
import type { NoticeSubject } from '../../../src/app/push-notice-words';
import { ConfigError, pushConfig, type PushConfig } from '../../config';
import { WHOLE_GAME, mulliganRefusal } from '../../../domain/mulligans';
import { cardHoles, cardPenalties, penaltyCountsOf } from '../../../domain/team-card';
import { clampStamp } from '../../lib/edit-stamps';
import { publicTeamName, publicTitle } from '../../lib/public-name';
import { BoardBroadcast, CHANGES_TAG, sendText, teamTag } from './board-broadcast';
import { BoardState, hiddenHolesOf } from './board-state';
import { ClockKeeper, clockMessage, earliest } from './game-clock';
import { PushKeeper } from './game-push';
import { GameStore, type GameRow, type TeamRow } from './game-store';
import { keepGameRounds, liveGameOf } from './game-rounds';
import { MESSAGES_PER_SECOND, MessageBudget } from './message-budget';

/** How long an ended game's final board can still be read before the object forgets it. */
const ENDED_GAME_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** How long after the end a blacked-out game waits for the host's reveal before it reveals itself. */
const REVEAL_WAIT_MS = 60 * 60 * 1000;
/** How soon rounds the end could not keep (D1 unreachable) are tried again. */
const ROUND_RETRY_MS = 60 * 1000;
const SPECTATOR_TAG = 'spectator';

/** What each socket carries through hibernation. */
interface SocketAttachment {
  role: 'player' | 'spectator';
  teamId: string | null;
  /** Names the socket while the object is awake: a spectator's message budget, and whether it was cut off. */
  socketId: string;
  /** When it opened: past MAX_TEAM_SOCKETS, a team's oldest socket is closed. Absent on sockets opened before it was kept. */
  openedAt?: number;
}

/** Headers only the Worker sets on the upgrade it forwards (routes.ts). */
export const ROLE_HEADER = 'x-game-role';
export const CHANGES_HEADER = 'x-game-board-changes';
export const TOKEN_HASH_HEADER = 'x-game-team-token-hash';
/** The signed-in member behind the upgrade, from the session: a member plays as their team from any phone. */
export const USER_ID_HEADER = 'x-game-user-id';

/**
 * Who asks, as the Worker vouches for it: the hash of the caller's team token for this game, and
 * the signed-in member, if any. The token names a team first; a member with no token on this
 * phone (their second phone) is the team they made or joined as a member.
 */
export interface Caller {
  tokenHash: string | null;
  userId: string | null;
}

export interface CreateGameInput {
  code: string;
  request: CreateGameRequest;
  host: { name: string; userId: string; tokenHash: string };
}

export interface JoinInput {
  teamName: string;
  alcoholFree?: boolean;
  /** The caller: a team it already has in this game is answered instead of a new one. */
  caller: Caller;
  /** The hash of the token the caller gets if a new team is made. */
  newTokenHash: string;
}

/** A team's card to keep as a round, found by the caller's team token; only once the game has ended. */
export type RoundToKeep =
  | { kind: 'ready'; game: GameRow; team: TeamRow; card: TeamCard; liveGame: RoundLiveGame }
  | { kind: 'unknown' | 'not-joined' | 'live' };

/** What a phone asking for notifications (or turning them off) hears. */
export type PushChoiceOutcome = 'done' | 'unknown' | 'not-joined' | 'ended';

/** The host's (or co-host's) part of the finale: the board's last holes hidden (0: none), or revealed at the end. */
export type FinaleAction = { kind: 'blackout'; holes: number } | { kind: 'reveal' };

/** Why the finale action was refused; null when it was done. */
export type FinaleRefusal = { code: 'forbidden' | 'ended' | 'invalid'; message: string } | null;

export type FinaleOutcome =
  | { kind: 'done' | 'unknown' | 'not-joined' }
  | { kind: 'refused'; code: 'forbidden' | 'ended' | 'invalid'; message: string };

export type JoinOutcome =
  | { kind: 'joined' | 'already-joined'; snapshot: GameSnapshot }
  | { kind: 'unknown' | 'ended' | 'removed' | 'name-taken' | 'full' };

export class GameRoom extends DurableObject<Env> {
  private readonly store: GameStore;
  private readonly clock: ClockKeeper;
  private readonly push: PushKeeper;
  /**
   * Each team's message budget, shared by its sockets, and each spectator socket's. Kept in memory
   * only: an object that hibernates has had quiet sockets, and their budgets start full again.
   */
  readonly #budgets = new Map<string, MessageBudget>();
  /** Sockets closed for overspending: what they still had in flight is dropped unread. */
  readonly #cutOff = new Set<string>();
  /** The boards on their way to the sockets: paced, whole or as the rows that changed. */
  readonly #boards: BoardBroadcast;
  /** The game as the boards show it, while the object is awake; null until first needed after it wakes, or after a change it does not follow. */
  #state: BoardState | null = null;
  /** The last list of mulligans on hidden holes the host's and the co-host's sockets got; null since the object woke. */
  #hiddenMulligansSent: string | null = null;
  /** Each socket's attachment, read once while the object is awake. */
  readonly #attachments = new WeakMap<WebSocket, SocketAttachment | null>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new GameStore(ctx.storage);
    this.clock = new ClockKeeper(ctx.storage);
    this.push = new PushKeeper(ctx.storage, () => this.store.tables());
    this.#boards = new BoardBroadcast(ctx, () => this.state());
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_TEXT, PONG_TEXT));
  }

  /** Starts the game with the host's team; null when this code already holds a game. */
  async create({ code, request, host }: CreateGameInput): Promise<GameSnapshot | null> {
    const now = Date.now();
    const hostTeamId = crypto.randomUUID();
    const created = this.store.createGame(
      {
        code,
        name: request.name ?? DEFAULT_GAME_NAME,
        source: request.source,
        courseId: request.courseId ?? null,
        date: request.date ?? new Date(now).toISOString().slice(0, 10),
        holes: courseHoles(request.holes),
        // A hazard's penalty joins the list for the whole game, so every card counts it as any penalty.
        penalties: withHazardPenalties(request.penalties, request.holeRules ?? []).map((penalty) => ({
          ...penalty,
          count: 0,
        })),
        rules: request.rules ?? '',
        holeRules: request.holeRules ?? [],
        mulligans: request.mulligans ?? 0,
        hostTeamId,
        createdAt: now,
      },
      { id: hostTeamId, name: host.name, tokenHash: host.tokenHash, userId: host.userId },
    );
    if (!created) return null;
    this.clock.write(newClock(request));
    this.#state = null;
    await this.ctx.storage.setAlarm(now + GAME_IDLE_LIMIT_MS);
    return this.snapshotOf(hostTeamId);
  }

  join(input: JoinInput): JoinOutcome {
    const game = this.store.game();
    if (!game) return { kind: 'unknown' };
    const current = this.teamOf(input.caller);
    if (current) return { kind: 'already-joined', snapshot: this.snapshotOf(current) };
    if (game.status === 'ended') return { kind: 'ended' };
    if (this.store.isRemoved(input.caller.tokenHash, input.caller.userId)) return { kind: 'removed' };
    if (this.store.isNameTaken(input.teamName)) return { kind: 'name-taken' };
    if (this.store.teamCount() >= MAX_TEAMS) return { kind: 'full' };
    const teamId = crypto.randomUUID();
    const now = Date.now();
    const { userId } = input.caller;
    this.store.addTeam(
      { id: teamId, name: input.teamName, tokenHash: input.newTokenHash, userId, alcoholFree: input.alcoholFree },
      now,
    );
    this.store.markActive(now);
    this.#state = null;
    this.#boards.send();
    return { kind: 'joined', snapshot: this.snapshotOf(teamId) };
  }

  /** The game as a player (by token or membership) or a spectator sees it; null for no game. */
  snapshot(viewer: Caller | 'spectator'): GameSnapshot | null {
    if (!this.store.game()) return null;
    if (viewer === 'spectator') return this.snapshotOf(null, true);
    return this.snapshotOf(this.teamOf(viewer));
  }

  private teamOf({ tokenHash, userId }: Caller): string | null {
    const byToken = tokenHash === null ? null : this.store.teamIdByTokenHash(tokenHash);
    return byToken ?? (userId === null ? null : this.store.teamIdByUserId(userId));
  }

  /** One team's card, read-only, for anyone who can see the board (as the board shows it); null for no such game or team. */
  teamCard(teamId: string): TeamCard | null {
    return this.state()?.publicCard(teamId) ?? null;
  }

  /** The finale over HTTP: the caller's team, as on its socket, hides the board's last holes or reveals them. */
  async finale(caller: Caller, action: FinaleAction): Promise<FinaleOutcome> {
    const state = this.state();
    if (!state) return { kind: 'unknown' };
    const teamId = this.teamOf(caller);
    if (teamId === null || !state.hasTeam(teamId)) return { kind: 'not-joined' };
    const refusal = await this.applyFinale(state, teamId, action, Date.now());
    return refusal === null ? { kind: 'done' } : { kind: 'refused', ...refusal };
  }

  /**
   * Only the host's team and the co-host's hide holes (while the game is on) or reveal them (once
   * it has ended). A blackout's change goes to every socket as a whole board; the reveal, as the
   * final board to every socket.
   */
  private async applyFinale(
    state: BoardState,
    teamId: string,
    action: FinaleAction,
    now: number,
  ): Promise<FinaleRefusal> {
    const { game } = state;
    if (teamId !== game.hostTeamId && teamId !== this.clock.read().coHostTeamId) {
      return { code: 'forbidden', message: 'Only the host and the co-host can hide the board or reveal it.' };
    }
    if (action.kind === 'blackout') {
      if (game.status === 'ended') return { code: 'ended', message: 'This game has ended.' };
      this.store.setBlackout(action.holes, now);
      this.#state = null;
      this.#boards.sendWholeNext();
      this.#boards.send();
      this.sendHiddenMulligans();
      return null;
    }
    if (game.status === 'live') return { code: 'invalid', message: 'End the game before the reveal.' };
    if (!this.store.reveal(now))
      return { code: 'invalid', message: 'Nothing is hidden: the final standings show already.' };
    await this.revealed(now);
    return null;
  }

  /** The final standings, after the reveal, to every socket; then the rounds are kept. */
  private async revealed(now: number): Promise<void> {
    this.#state = null;
    const state = this.state();
    if (!state) return;
    this.#boards.reveal(state);
    const kept = await this.keepRounds(state.game);
    await this.ctx.storage.setAlarm(kept ? now + ENDED_GAME_KEPT_MS : now + ROUND_RETRY_MS);
  }

  /** The ended game's card of the team holding `tokenHash`, for a player who became a member after the end. */
  roundToKeep(tokenHash: string | null): RoundToKeep {
    const game = this.store.game();
    if (!game) return { kind: 'unknown' };
    const teamId = tokenHash === null ? null : this.store.teamIdByTokenHash(tokenHash);
    const team = this.store.teams().find((row) => row.id === teamId);
    const cards = this.store.cards(game.penalties);
    const card = teamId === null ? undefined : cards.get(teamId);
    if (!team || !card) return { kind: 'not-joined' };
    // A kept round carries its place: not before the reveal.
    if (game.status !== 'ended' || hiddenHolesOf(game) !== null) return { kind: 'live' };
    const mulliganHoles = this.store.mulliganHoles();
    return { kind: 'ready', game, team, card, liveGame: liveGameOf(game, team, cards, mulliganHoles) };
  }

  /** The game as a link for a member with a team in it; null when there is no game or no such team. */
  linkFor(userId: string): GameLink | null {
    const game = this.store.game();
    const team = this.store.teams().find((row) => row.userId === userId);
    if (!game || !team) return null;
    return {
      code: game.code,
      name: team.id === game.hostTeamId ? game.name : publicTitle(game.name),
      status: game.status,
      endedAt: game.endedAt === null ? null : new Date(game.endedAt).toISOString(),
      watchId: this.ctx.id.toString(),
    };
  }

  /** What the game holds about a member's team, for their export; null when there is no game or no such team. */
  exportFor(userId: string): LiveGameExport | null {
    const game = this.store.game();
    if (!game) return null;
    const teamId = this.store.teamIdByUserId(userId);
    const team = this.store.teams().find((row) => row.id === teamId);
    const card = team && this.store.cards(game.penalties).get(team.id);
    if (!team || !card) return null;
    const mulliganHoles = this.store.mulliganHoles().get(team.id) ?? [];
    return {
      name: game.name,
      status: game.status,
      date: game.date,
      startedAt: new Date(game.createdAt).toISOString(),
      endedAt: game.endedAt === null ? null : new Date(game.endedAt).toISOString(),
      team: { name: team.name, isHost: team.id === game.hostTeamId, alcoholFree: team.alcoholFree },
      card: {
        holes: cardHoles(game.holes, card),
        penalties: cardPenalties(game.penalties, card, mulliganHoles),
        penaltiesByHole: penaltyCountsOf(card).filter((cell) => cell.count > 0),
        mulliganHoles,
      },
    };
  }

  /** Keeps this phone's subscription for the caller's team, and wakes the game for its next nudge. */
  async subscribePush(caller: Caller, request: PushSubscribeRequest): Promise<PushChoiceOutcome> {
    const game = this.store.game();
    if (!game) return 'unknown';
    const teamId = this.teamOf(caller);
    if (teamId === null) return 'not-joined';
    if (game.status === 'ended') return 'ended';
    this.push.subscribe(teamId, request, Date.now());
    await this.clock.wakeInTime(this.nudgeWakeAt(game.holes, Date.now()));
    return 'done';
  }

  /** Drops this phone's subscription, if it is the caller's team's. */
  unsubscribePush(caller: Caller, endpoint: string): PushChoiceOutcome {
    if (!this.store.game()) return 'unknown';
    const teamId = this.teamOf(caller);
    if (teamId === null) return 'not-joined';
    this.push.unsubscribe(teamId, endpoint);
    return 'done';
  }

  /** A socket upgrade the Worker forwarded: it has checked the Origin and set the role, token hash and member. */
  override fetch(request: Request): Response {
    const game = this.store.game();
    if (!game) return jsonError(404, 'not_found', 'No such game');
    // An ended game waiting for its reveal keeps its screens connected, to show the reveal.
    if (game.status === 'ended' && hiddenHolesOf(game) === null)
      return jsonError(410, 'game_ended', 'This game has ended');
    const role = request.headers.get(ROLE_HEADER);
    let teamId: string | null = null;
    if (role === 'player') {
      teamId = this.teamOf({
        tokenHash: request.headers.get(TOKEN_HASH_HEADER),
        userId: request.headers.get(USER_ID_HEADER),
      });
      if (teamId === null) return jsonError(401, 'not_joined', 'Join the game with a team name first');
    } else if (role !== 'spectator') {
      return jsonError(400, 'invalid_request', 'Unknown role');
    }
    // Built before the socket is accepted, so it says whether the team was online without it.
    const state = this.state();
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    const tags = [teamId === null ? SPECTATOR_TAG : teamTag(teamId)];
    if (request.headers.get(CHANGES_HEADER) === '1') tags.push(CHANGES_TAG);
    if (teamId !== null) this.makeRoomForSocket(teamId);
    this.ctx.acceptWebSocket(server, tags);
    const attachment: SocketAttachment = { role, teamId, socketId: crypto.randomUUID(), openedAt: Date.now() };
    server.serializeAttachment(attachment);
    this.#attachments.set(server, attachment);
    const cameOnline = teamId !== null && state !== null && state.setOnline(teamId, true);
    send(server, { type: 'snapshot', ...this.snapshotOf(teamId, role === 'spectator') });
    if (teamId !== null && teamId === game.hostTeamId && this.store.removedTeams().length > 0) {
      this.sendRemovedTeams(teamId, [server]);
    }
    if (teamId !== null && this.runsGame(teamId, game)) this.sendHiddenMulligans([server], { evenNone: false });
    this.#boards.sendWholeNext();
    if (cameOnline) this.#boards.send();
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (!this.withinBudget(ws)) return;
    const parsed = parseMessage(message);
    if (!parsed.ok) return refuse(ws, parsed.code, parsed.message);
    if (parsed.message.type === 'ping') return send(ws, { type: 'pong' });
    const attachment = this.attachmentOf(ws);
    const state = this.state();
    if (!state) return refuse(ws, 'ended', 'This game no longer exists.');
    if (attachment?.role !== 'player' || attachment.teamId === null) {
      return refuse(ws, 'forbidden', 'Spectators cannot change the game.');
    }
    const teamId = attachment.teamId;
    if (!state.hasTeam(teamId)) return refuse(ws, 'forbidden', 'Your team is no longer in this game.');
    if (state.game.status === 'ended' && parsed.message.type !== 'reveal') {
      return refuse(ws, 'ended', 'This game has ended.');
    }
    await this.apply(ws, state, teamId, parsed.message);
    this.sendHiddenMulligans();
  }

  private async apply(ws: WebSocket, state: BoardState, teamId: string, message: ClientMessage): Promise<void> {
    const now = Date.now();
    const { game } = state;
    const isHost = teamId === game.hostTeamId;
    switch (message.type) {
      case 'score': {
        const version = clampStamp(message.version, now);
        const kept = state.setScore(teamId, message.hole, message.score, version, now);
        if (kept) this.store.saveScore(teamId, message.hole, message.score, version, now);
        this.sendCard(teamId, state, message);
        if (kept) this.#boards.send();
        return;
      }
      case 'penalty': {
        if (!game.penalties.some((penalty) => penalty.id === message.penaltyId)) {
          return refuse(ws, 'invalid', 'This game has no such penalty.');
        }
        const version = clampStamp(message.version, now);
        const hole = message.hole ?? WHOLE_GAME;
        const kept = state.setPenalty(teamId, message.penaltyId, hole, message.count, version, now);
        if (kept) this.store.savePenalty(teamId, message.penaltyId, hole, message.count, version, now);
        this.sendCard(teamId, state, message);
        if (kept) this.#boards.send();
        return;
      }
      case 'rename-team':
        if (this.store.isNameTaken(message.name, teamId)) return refuse(ws, 'name-taken', TEAM_NAME_TAKEN_MESSAGE);
        this.store.renameTeam(teamId, message.name, now);
        this.#state = null;
        this.#boards.send();
        return;
      case 'alcohol-free':
        this.store.setAlcoholFree(teamId, message.alcoholFree, now);
        this.#state = null;
        this.#boards.send();
        return;
      case 'rename-game':
        if (!isHost) return refuse(ws, 'forbidden', 'Only the host can rename the game.');
        this.store.rename(message.name, now);
        this.#state = null;
        this.#boards.send();
        return;
      case 'remove-team':
        if (!isHost) return refuse(ws, 'forbidden', 'Only the host can remove a team.');
        if (message.teamId === teamId) return refuse(ws, 'invalid', "The host's team cannot be removed.");
        if (!state.hasTeam(message.teamId)) return refuse(ws, 'invalid', 'There is no such team in this game.');
        this.store.removeTeam(message.teamId, true, now);
        this.store.markActive(now);
        this.dropCoHost([message.teamId], now);
        this.#state = null;
        this.shutOut(message.teamId, 'Removed by the host');
        this.sendRemovedTeams(teamId);
        this.#boards.send();
        return;
      case 'let-back-in':
        if (!isHost) return refuse(ws, 'forbidden', 'Only the host can let a team back in.');
        if (!this.store.letBackIn(message.teamId)) return refuse(ws, 'invalid', 'The host removed no such team.');
        this.store.markActive(now);
        this.sendRemovedTeams(teamId);
        return;
      case 'set-rules':
        if (!this.runsGame(teamId, game)) {
          return refuse(ws, 'forbidden', 'Only the host and the co-host can change the house rules.');
        }
        this.store.setRules(message.rules, now);
        this.#state = null;
        this.sendRules();
        return;
      case 'set-hole-rules':
        if (!this.runsGame(teamId, game)) {
          return refuse(ws, 'forbidden', 'Only the host and the co-host can change the hole rules.');
        }
        if (!sameHazards(message.holeRules, game.holeRules)) {
          return refuse(ws, 'invalid', 'The hazards are set when the game starts: only the rules can change.');
        }
        this.store.setHoleRules(message.holeRules, now);
        this.#state = null;
        this.sendRules();
        return;
      case 'mulligan': {
        const refusal = mulliganRefusal(game.mulligans, state.mulliganHoles(teamId), message.hole);
        if (refusal === 'already-used') {
          return refuse(ws, 'invalid', `Your team already used a mulligan on hole ${message.hole}.`);
        }
        if (refusal === 'none-left') return refuse(ws, 'invalid', 'Your team has no mulligans left.');
        this.store.spendMulligan(teamId, message.hole, now);
        state.setMulligan(teamId, message.hole, true, now);
        this.sendCard(teamId, state);
        this.#boards.send();
        return;
      }
      case 'set-mulligans':
        if (!this.runsGame(teamId, game)) {
          return refuse(ws, 'forbidden', 'Only the host and the co-host can set the mulligans.');
        }
        this.store.setMulligans(message.mulligans, now);
        this.#state = null;
        // Every board shows the new number: the next one goes whole.
        this.#boards.sendWholeNext();
        this.#boards.send();
        return;
      case 'undo-mulligan':
        if (!this.runsGame(teamId, game)) {
          return refuse(ws, 'forbidden', 'Only the host and the co-host can undo a mulligan.');
        }
        if (!state.mulliganHoles(message.teamId).includes(message.hole)) {
          return refuse(ws, 'invalid', `That team used no mulligan on hole ${message.hole}.`);
        }
        this.store.undoMulligan(message.teamId, message.hole, now);
        state.setMulligan(message.teamId, message.hole, false, now);
        this.sendCard(message.teamId, state);
        this.#boards.send();
        return;
      case 'end-game':
        if (!isHost) return refuse(ws, 'forbidden', 'Only the host can end the game.');
        await this.endGame(now);
        return;
      case 'clock':
        await this.changeClock(ws, state, teamId, message.change, now);
        return;
      case 'blackout':
      case 'reveal': {
        const action: FinaleAction =
          message.type === 'blackout' ? { kind: 'blackout', holes: message.holes } : { kind: 'reveal' };
        const refusal = await this.applyFinale(state, teamId, action, now);
        if (refusal) refuse(ws, refusal.code, refusal.message);
        return;
      }
      case 'ping':
        return;
    }
  }

  /**
   * A change to the game's clock from the host's team or the co-host's: stored, sent to every
   * socket with who made it, and the alarm set by it. Only the host chooses the co-host.
   */
  private async changeClock(
    ws: WebSocket,
    state: BoardState,
    teamId: string,
    change: Extract<ClientMessage, { type: 'clock' }>['change'],
    now: number,
  ): Promise<void> {
    const { game } = state;
    const current = this.clock.advance(game.holes, now);
    const isHost = teamId === game.hostTeamId;
    if (!isHost && teamId !== current.clock.coHostTeamId) {
      return refuse(ws, 'forbidden', 'Only the host and the co-host can run the clock.');
    }
    if (change.kind === 'co-host') {
      if (!isHost) return refuse(ws, 'forbidden', 'Only the host can choose the co-host.');
      if (change.teamId !== null && (change.teamId === teamId || !state.hasTeam(change.teamId))) {
        return refuse(ws, 'invalid', 'There is no such other team in this game.');
      }
    }
    if (current.finished && current.clock.endsGame) {
      await this.endGame(now);
      return refuse(ws, 'ended', 'This game has ended.');
    }
    const by = state.rows().find((row) => row.team.id === teamId)?.team.name ?? '';
    const result = changeClock(current.clock, change, game.holes, now, by);
    if (!result.ok) return refuse(ws, 'invalid', result.reason);
    this.clock.write(result.clock);
    this.store.markActive(now);
    this.sendClock(result.clock, now);
    if (change.kind === 'co-host' && change.teamId !== null) {
      this.sendHiddenMulligans(this.ctx.getWebSockets(teamTag(change.teamId)));
    }
    this.sendBarsShown(game.holes, now);
    await this.clock.wakeInTime(this.nudgeWakeAt(game.holes, now));
  }

  /** Whether the team is the game's host or the clock's co-host, who run the game with it. */
  private runsGame(teamId: string, game: GameRow): boolean {
    return teamId === game.hostTeamId || teamId === this.clock.read().coHostTeamId;
  }

  /** When the co-host is among these teams (gone, or made host), the clock has no co-host, and every phone hears it. */
  private dropCoHost(teamIds: readonly string[], now: number): void {
    const clock = this.clock.read();
    if (clock.coHostTeamId === null || !teamIds.includes(clock.coHostTeamId)) return;
    const next = { ...clock, coHostTeamId: null };
    this.clock.write(next);
    this.sendClock(next, now);
  }

  /** On a surprise route, once another bar may show: every socket is sent its snapshot again, with the bars it may now see. */
  private sendBarsShown(holes: GameRow['holes'], now: number): void {
    if (!this.clock.barsShownChanged(holes, now)) return;
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = this.attachmentOf(socket);
      if (!attachment) continue;
      const spectator = attachment.role === 'spectator';
      send(socket, { type: 'snapshot', ...this.snapshotOf(spectator ? null : attachment.teamId, spectator) });
    }
  }

  private sendClock(clock: GameClock, now: number): void {
    const text = clockMessage(clock, now);
    for (const socket of this.ctx.getWebSockets()) sendText(socket, text);
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    // 1005, 1006 and 1015 say no code was sent: they may not be sent back.
    closeQuietly(ws, code === 1005 || code === 1006 || code === 1015 ? 1000 : code, 'Bye');
    this.goneOffline(ws);
  }

  override webSocketError(ws: WebSocket): void {
    this.goneOffline(ws);
  }

  /**
   * Spends one of the team's messages (a spectator's socket has a budget of its own), whichever
   * of its sockets sent it. A socket that sends past the budget is answered 'too-many' and closed;
   * what it still had in flight is dropped unread.
   */
  private withinBudget(ws: WebSocket): boolean {
    const attachment = this.attachmentOf(ws);
    const socketId = attachment?.socketId ?? '';
    if (this.#cutOff.has(socketId)) return false;
    const key = attachment?.teamId ? teamTag(attachment.teamId) : socketId;
    const now = Date.now();
    let budget = this.#budgets.get(key);
    if (!budget) {
      budget = new MessageBudget(now);
      this.#budgets.set(key, budget);
    }
    if (budget.take(now)) return true;
    this.#cutOff.add(socketId);
    refuse(
      ws,
      'too-many',
      `Too many messages: a team may send at most ${MESSAGES_PER_SECOND} a second. Reload the page to reconnect.`,
    );
    closeQuietly(ws, TOO_MANY_MESSAGES_CLOSE_CODE, 'Too many messages');
    return false;
  }

  /** Before a team's socket opens: when MAX_TEAM_SOCKETS are open already, closes the oldest. */
  private makeRoomForSocket(teamId: string): void {
    const open = this.ctx
      .getWebSockets(teamTag(teamId))
      .filter((socket) => socket.readyState === WebSocket.OPEN)
      .map((socket) => ({ socket, openedAt: this.attachmentOf(socket)?.openedAt ?? 0 }))
      .sort((a, b) => a.openedAt - b.openedAt);
    for (const { socket } of open.slice(0, Math.max(0, open.length - MAX_TEAM_SOCKETS + 1))) {
      closeQuietly(socket, TEAM_SOCKETS_CLOSE_CODE, 'The team opened the game on another socket');
    }
  }

  /**
   * The member's account was deleted: their teams leave the game (live or ended) on every phone,
   * with their cards, and nothing of theirs is kept. When the host's team goes from a live game,
   * the team that joined longest ago hosts it; a game left with no team ends.
   */
  async eraseMember(userId: string): Promise<void> {
    const game = this.store.game();
    if (!game) return;
    this.store.forgetRemovedMember(userId);
    const gone = this.store.teams().filter((team) => team.userId === userId);
    if (gone.length === 0) return;
    const now = Date.now();
    for (const team of gone) this.store.removeTeam(team.id, false, now);
    this.#state = null;
    for (const team of gone) this.shutOut(team.id, 'The account was deleted');
    const coHost = this.clock.read().coHostTeamId;
    this.dropCoHost(
      gone.map((team) => team.id),
      now,
    );
    if (game.status === 'live' && gone.some((team) => team.id === game.hostTeamId)) {
      // The co-host, who already runs the clock, hosts; else the team that joined longest ago.
      const teams = this.store.teams();
      const next = teams.find((team) => team.id === coHost) ?? teams[0];
      if (!next) return this.endGame(now);
      this.store.setHost(next.id);
      this.dropCoHost([next.id], now);
      this.store.markActive(now);
      this.#state = null;
      for (const socket of this.ctx.getWebSockets(teamTag(next.id))) {
        send(socket, { type: 'snapshot', ...this.snapshotOf(next.id) });
      }
      if (this.store.removedTeams().length > 0) this.sendRemovedTeams(next.id);
      this.sendHiddenMulligans(this.ctx.getWebSockets(teamTag(next.id)));
    }
    this.#boards.send();
    this.sendHiddenMulligans();
  }

  /**
   * Moves the game's clock on when it is due (and ends the game after the last hole when the host
   * chose so); ends a game left alone for GAME_IDLE_LIMIT_MS; after the end, keeps rounds still
   * owed and forgets the game in time. The one alarm is set for the earliest of these.
   */
  override async alarm(): Promise<void> {
    const game = this.store.game();
    if (!game) return;
    const now = Date.now();
    if (game.status === 'live') {
      const before = this.clock.read();
      const { clock, moved, finished } = this.clock.advance(game.holes, now);
      if (moved) this.sendClock(clock, now);
      await this.nudge(game, [before, clock], now);
      if (finished && clock.endsGame) return this.endGame(now);
      this.sendBarsShown(game.holes, now);
      const idleUntil = game.lastActivityAt + GAME_IDLE_LIMIT_MS;
      const due = this.clock.dueAt();
      const nudge = this.nudgeWakeAt(game.holes, now);
      const wake = earliest(idleUntil, due === null ? nudge : earliest(due, nudge));
      if (now < idleUntil) return this.ctx.storage.setAlarm(wake);
      return this.endGame(now);
    }
    if (this.push.any()) {
      // The game has ended: each phone that asked hears it once, and is forgotten.
      await this.sendNotices(game, { kind: 'end' }, 'end');
      this.push.dropAll();
    }
    if (hiddenHolesOf(game) !== null) {
      const revealAt = (game.endedAt ?? now) + REVEAL_WAIT_MS;
      if (now < revealAt) return this.ctx.storage.setAlarm(revealAt);
      this.store.reveal(now);
      return this.revealed(now);
    }
    if (!(await this.keepRounds(game))) return this.ctx.storage.setAlarm(now + ROUND_RETRY_MS);
    const forgetAt = (game.endedAt ?? now) + ENDED_GAME_KEPT_MS;
    if (now < forgetAt) return this.ctx.storage.setAlarm(forgetAt);
    for (const socket of this.ctx.getWebSockets()) closeQuietly(socket, 1000, 'Game over');
    await this.store.wipe();
    this.#state = null;
  }

  private async endGame(now: number): Promise<void> {
    if (!this.store.end(now)) return;
    this.#state = null;
    const state = this.state();
    if (!state) return;
    const { game } = state;
    this.#boards.end(state);
    // Phones that asked for notifications hear of the end from the alarm, at once.
    if (this.push.any()) return this.ctx.storage.setAlarm(now);
    // A blacked-out game keeps its rounds (which carry their places) at the reveal.
    if (state.hiddenHoles !== null) return this.ctx.storage.setAlarm(now + REVEAL_WAIT_MS);
    const kept = await this.keepRounds(game);
    await this.ctx.storage.setAlarm(kept ? now + ENDED_GAME_KEPT_MS : now + ROUND_RETRY_MS);
  }

  /**
   * The nudge due at `now` ('drink up', 'time to move'), from the clock as it was before this
   * alarm moved it and as it is now, pushed to every phone that asked, once a hole.
   */
  private async nudge(game: GameRow, clocks: readonly GameClock[], now: number): Promise<void> {
    if (!this.push.any()) return;
    const due = dueNudge(
      clocks.flatMap((clock) => nudgeMoments(clock, game.holes)),
      now,
      this.push.sentNudges(),
    );
    if (!due) return;
    this.push.markSent(nudgeKey(due));
    if (due.kind === 'drink-up') return this.sendNotices(game, { kind: 'drink-up' }, 'nudge');
    const next = due.hole + 1;
    // On a surprise route the next bar is named only once the phones may see it.
    const shown = barsShown(this.clock.read(), game.holes, now) >= next;
    const bar = shown ? game.holes[next - 1]?.barName || null : null;
    await this.sendNotices(
      game,
      { kind: 'move', next, bar, walkMinutes: walkMinutesAfter(game.holes, due.hole) },
      'nudge',
    );
  }

  /** When the next nudge is due (now when one is due and unsent); null with no phone to nudge. */
  private nudgeWakeAt(holes: GameRow['holes'], now: number): number | null {
    if (!this.push.any()) return null;
    const moments = nudgeMoments(this.clock.read(), holes);
    const sent = this.push.sentNudges();
    return dueNudge(moments, now, sent) ? now : nextNudgeAt(moments, now, sent);
  }

  /** The notification to every phone that asked, in its language, titled with the game's name. */
  private async sendNotices(game: GameRow, subject: NoticeSubject, kind: 'nudge' | 'end'): Promise<void> {
    const config = this.pushSettings();
    if (!config) return;
    const { pushNoticeBody } = await import('../../../src/app/push-notice-words');
    const languages = new Set(this.push.all().map((subscription) => subscription.language));
    const bodies = new Map<Language, string>();
    for (const language of languages) bodies.set(language, await pushNoticeBody(language, subject));
    const title = publicTitle(game.name);
    await this.push.send(
      config,
      ({ language }) => ({
        title,
        body: bodies.get(language) ?? '',
        url: `/play/${game.code}`,
        tag: `game-${game.code}`,
      }),
      kind,
    );
  }

  /** The VAPID keys; null (and said in the log) when this server sends no notifications or they are set up wrong. */
  private pushSettings(): PushConfig | null {
    try {
      return pushConfig(this.env);
    } catch (error) {
      if (error instanceof ConfigError) console.error('Notifications are not sent:', error.message);
      else throw error;
      return null;
    }
  }

  /** Each signed-in member's round, once; false when some could not be kept yet. */
  private async keepRounds(game: GameRow): Promise<boolean> {
    const pending = this.store.teams().filter((team) => team.roundState === 'pending');
    if (pending.length === 0) return true;
    try {
      const cards = this.store.cards(game.penalties);
      const mulliganHoles = this.store.mulliganHoles();
      await keepGameRounds(this.env, game, pending, cards, mulliganHoles, (teamId) => this.store.roundKept(teamId));
      return true;
    } catch (error) {
      console.error('Keeping the rounds of a live game failed', error);
      return false;
    }
  }

  private goneOffline(ws: WebSocket): void {
    const attachment = this.attachmentOf(ws);
    const socketId = attachment?.socketId ?? '';
    this.#cutOff.delete(socketId);
    this.#budgets.delete(socketId);
    const teamId = attachment?.teamId ?? null;
    if (teamId === null) return;
    const online = this.ctx
      .getWebSockets(teamTag(teamId))
      .some((socket) => socket !== ws && socket.readyState === WebSocket.OPEN);
    const state = this.state();
    if (!state || online) return;
    state.setOnline(teamId, false);
    this.#boards.send();
  }

  private attachmentOf(ws: WebSocket): SocketAttachment | null {
    let attachment = this.#attachments.get(ws);
    if (attachment === undefined) {
      attachment = ws.deserializeAttachment() as SocketAttachment | null;
      this.#attachments.set(ws, attachment);
    }
    return attachment;
  }

  /**
   * The game as the boards show it: kept in memory while the object is awake, built again from
   * storage and the sockets' attachments when it wakes. Null when there is no game.
   */
  private state(): BoardState | null {
    if (this.#state) return this.#state;
    const game = this.store.game();
    if (!game) return null;
    const online = new Set<string>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      const teamId = this.attachmentOf(socket)?.teamId;
      if (teamId) online.add(teamId);
    }
    this.#state = new BoardState(
      game,
      this.store.teams(),
      this.store.cards(game.penalties),
      online,
      this.store.mulliganHoles(),
    );
    return this.#state;
  }

  private snapshotOf(teamId: string | null, spectator = false): GameSnapshot {
    const state = this.state();
    if (!state) throw new Error('No game to show');
    const { game } = state;
    const card = teamId === null ? null : state.card(teamId);
    // The host's team reads what the host typed; other teams and spectators read it as strangers do.
    const host = !spectator && teamId === game.hostTeamId;
    const now = Date.now();
    const clock = this.clock.read();
    // A surprise route's bars ahead are never sent before their time, except to the host who chose them.
    const holes = host ? game.holes : withBarsShown(game.holes, barsShown(clock, game.holes, now));
    return {
      code: spectator ? null : game.code,
      watchId: this.ctx.id.toString(),
      date: game.date,
      holes,
      penalties: host ? game.penalties : state.publicPenalties,
      board: state.board(host),
      you: card ? { teamId: card.teamId, isHost: card.teamId === game.hostTeamId } : null,
      yourCard: card,
      clock,
      serverNow: now,
      rules: host ? game.rules : state.publicRules,
      holeRules: host ? game.holeRules : state.publicHoleRules,
    };
  }

  /** The house rules and hole rules to every socket: the host's team reads them as written, everyone else as strangers do. */
  private sendRules(): void {
    const state = this.state();
    if (!state) return;
    const { game } = state;
    const hostTag = teamTag(game.hostTeamId);
    const texts = (rules: string, holeRules: GameRow['holeRules']) => [
      JSON.stringify({ type: 'rules', rules } satisfies ServerMessage),
      JSON.stringify({ type: 'hole-rules', holeRules } satisfies ServerMessage),
    ];
    const forHost = texts(game.rules, game.holeRules);
    const forOthers = texts(state.publicRules, state.publicHoleRules);
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = this.attachmentOf(socket);
      const host =
        attachment?.role === 'player' && attachment.teamId !== null && teamTag(attachment.teamId) === hostTag;
      for (const text of host ? forHost : forOthers) sendText(socket, text);
    }
  }

  /** Tells the team's sockets it is out of the game, and closes them for good. */
  private shutOut(teamId: string, reason: string): void {
    for (const socket of this.ctx.getWebSockets(teamTag(teamId))) {
      send(socket, { type: 'removed' });
      closeQuietly(socket, TEAM_REMOVED_CLOSE_CODE, reason);
    }
  }

  /** The teams the host removed, to the host's sockets (or those given), by the names the board showed. */
  private sendRemovedTeams(hostTeamId: string, sockets = this.ctx.getWebSockets(teamTag(hostTeamId))): void {
    const teams = this.store.removedTeams().map((team) => ({ id: team.id, name: publicTeamName(team.name, team.id) }));
    const text = JSON.stringify({ type: 'removed-teams', teams } satisfies ServerMessage);
    for (const socket of sockets) sendText(socket, text);
  }

  /**
   * The mulligans spent on hidden holes (board-state.ts) to the given sockets (a socket just
   * opened, whose snapshot cleared its list, only when there are some), or, given none, to the
   * host's and the co-host's sockets when the list changed since they last had it. Only those two
   * teams may undo a mulligan, and only they hear of one the board hides.
   */
  private sendHiddenMulligans(sockets?: WebSocket[], { evenNone = true } = {}): void {
    const state = this.state();
    if (!state) return;
    const mulligans = state.hiddenMulligans();
    const text = JSON.stringify({ type: 'hidden-mulligans', mulligans } satisfies ServerMessage);
    if (sockets !== undefined) {
      if (evenNone || mulligans.length > 0) for (const socket of sockets) sendText(socket, text);
      return;
    }
    if (text === this.#hiddenMulligansSent) return;
    // An object that just woke does not know what it last sent: without a blackout an empty list
    // is news to nobody (a page shows the list only while the board hides holes), with one it may be.
    if (this.#hiddenMulligansSent === null && mulligans.length === 0 && state.hiddenHoles === null) return;
    this.#hiddenMulligansSent = text;
    const coHost = this.clock.read().coHostTeamId;
    const teams = coHost === null ? [state.game.hostTeamId] : [state.game.hostTeamId, coHost];
    for (const team of teams) for (const socket of this.ctx.getWebSockets(teamTag(team))) sendText(socket, text);
  }

  /** The team's card to the team's sockets, with the write it answers (none after a mulligan spent or taken back). */
  private sendCard(
    teamId: string,
    state: BoardState,
    write?: Extract<ClientMessage, { type: 'score' | 'penalty' }>,
  ): void {
    const card = state.card(teamId);
    if (!card) return;
    const text = JSON.stringify({ type: 'card', card, ...(write ? { write } : {}) } satisfies ServerMessage);
    for (const socket of this.ctx.getWebSockets(teamTag(teamId))) sendText(socket, text);
  }
}

type Parsed = { ok: true; message: ClientMessage } | { ok: false; code: GameErrorCode; message: string };

function parseMessage(raw: string | ArrayBuffer): Parsed {
  if (typeof raw !== 'string') return { ok: false, code: 'invalid', message: 'Messages must be JSON text.' };
  if (new TextEncoder().encode(raw).byteLength > MAX_GAME_MESSAGE_BYTES) {
    return { ok: false, code: 'too-large', message: `Messages must be at most ${MAX_GAME_MESSAGE_BYTES} bytes.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'invalid', message: 'Messages must be JSON.' };
  }
  const result = clientMessageSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    return { ok: false, code: 'invalid', message: `Invalid message: ${field}${issue?.message ?? 'unknown'}` };
  }
  return { ok: true, message: result.data };
}

function refuse(ws: WebSocket, code: GameErrorCode, message: string): void {
  send(ws, { type: 'error', code, message });
}

function send(ws: WebSocket, message: ServerMessage): void {
  sendText(ws, JSON.stringify(message));
}

function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed.
  }
}

function jsonError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
