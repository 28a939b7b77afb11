/** Games, teams and sockets for the live game tests. */
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import {
  LIVE_SOCKET_QUERY,
  gameSnapshotSchema,
  serverMessageSchema,
  type Board,
  type GameSnapshot,
  type ServerMessage,
} from '../../../domain/game-protocol';
import { applyBoardChanges } from '../../../domain/standings';
import { signedInMember } from '../../test/auth-helpers';
import { APP, get, postJson } from '../../test/http';

const TEAM_COOKIE = 'game_team';
/**
 * How long a socket waits for its next message: a 2-core machine busy with other work can stall
 * the game for seconds, and a passing wait ends as soon as the message comes.
 */
const WAIT_MS = 15_000;
const BOARD_MESSAGES: readonly ServerMessage['type'][] = ['board', 'board-changes'];

/**
 * Every call its own client address, so the per-client limits on code look-ups never spill over:
 * 64 random bits in the documentation range 2001:db8::/32, where a test that blocks its address
 * (too many misses) is never followed by another drawing the same one within the block's minute.
 */
export function clientAddress(): string {
  const groups = [...crypto.getRandomValues(new Uint16Array(4))].map((group) => group.toString(16));
  return `2001:db8:${groups.join(':')}::1`;
}

export function gameRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'card',
    holes: Array.from({ length: 9 }, (_, index) => ({
      holeNumber: index + 1,
      par: index === 0 ? 4 : 3,
      barName: `Bar ${index + 1}`,
      drink: 'Lager',
      ...(index < 2 ? { score: 5 } : {}),
    })),
    penalties: [
      { id: 'spilled-drink', name: 'Spilled Drink', count: 2 },
      { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
    ],
    ...overrides,
  };
}

/** Names drawn like 'Alice' that only a look at the characters tells apart. */
export const ALICE_LOOK_ALIKES = [
  'Alice\u2800', // a blank Braille pattern after it
  'Ali\u0307ce', // a combining dot over the i
  'Al\u0131ce', // a dotless i
  '\u1d00lice', // a small capital A
];

export interface Player {
  /** The Cookie header this player's browser sends to its game's API path. */
  cookie: string;
  snapshot: GameSnapshot;
  teamId: string;
}

/** The team cookie a create or join set, with any session cookie the player already had. */
function playerCookie(response: Response, sessionCookie?: string): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${TEAM_COOKIE}=`));
  expect(header, 'team cookie').toBeDefined();
  const teamCookie = (header ?? '').split(';')[0] ?? '';
  return sessionCookie ? `${sessionCookie}; ${teamCookie}` : teamCookie;
}

async function asPlayer(response: Response, sessionCookie?: string): Promise<Player> {
  const snapshot = gameSnapshotSchema.parse(await response.json());
  if (!snapshot.you) throw new Error('No team in the answer');
  return { cookie: playerCookie(response, sessionCookie), snapshot, teamId: snapshot.you.teamId };
}

/** A member starts a game; answers the host as a player, with the member's session. */
export async function startGame(overrides: Record<string, unknown> = {}) {
  const member = await signedInMember();
  const response = await postJson('/api/games', gameRequest(overrides), { cookie: member.cookie });
  expect(response.status).toBe(201);
  const host = await asPlayer(response, member.cookie);
  const code = host.snapshot.code ?? '';
  return { member, host, code, watchId: host.snapshot.watchId };
}

export function joinRequest(code: string, teamName: string, options: { cookie?: string; ip?: string } = {}) {
  return postJson(
    `/api/games/${code}/teams`,
    { teamName },
    {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      headers: { 'CF-Connecting-IP': options.ip ?? clientAddress() },
    },
  );
}

export async function joinGame(code: string, teamName: string, sessionCookie?: string): Promise<Player> {
  const response = await joinRequest(code, teamName, sessionCookie ? { cookie: sessionCookie } : {});
  expect(response.status).toBe(201);
  return asPlayer(response, sessionCookie);
}

export async function snapshotOf(code: string, cookie?: string): Promise<GameSnapshot> {
  const response = await get(`/api/games/${code}`, {
    ...(cookie ? { cookie } : {}),
    headers: { 'CF-Connecting-IP': clientAddress() },
  });
  expect(response.status).toBe(200);
  return gameSnapshotSchema.parse(await response.json());
}

export function upgrade(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${APP}${path}`, {
    headers: { Upgrade: 'websocket', Origin: APP, 'CF-Connecting-IP': clientAddress(), ...headers },
  });
}

/**
 * A client end of a game socket that keeps every message it gets, and after each the board it
 * holds, as a page does: a whole board, or the last one with the changes since applied.
 */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  readonly boards: (Board | null)[] = [];
  closedWith: number | null = null;
  private seen = 0;

  constructor(readonly ws: WebSocket) {
    ws.accept();
    ws.addEventListener('message', (event) => {
      const message = serverMessageSchema.parse(JSON.parse(String(event.data)));
      const held = this.boards.at(-1) ?? null;
      this.messages.push(message);
      if (
        message.type === 'snapshot' ||
        message.type === 'board' ||
        message.type === 'ended' ||
        message.type === 'revealed'
      ) {
        this.boards.push(message.board);
      } else if (message.type === 'board-changes') {
        if (!held) throw new Error('Board changes came before any board');
        this.boards.push(applyBoardChanges(held, message));
      } else {
        this.boards.push(held);
      }
    });
    ws.addEventListener('close', (event) => {
      this.closedWith = event.code;
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message of this type after those already taken, waiting for it to arrive. */
  async next<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
    const index = await this.nextOf([type]);
    return this.messages[index] as Extract<ServerMessage, { type: T }>;
  }

  /** The board this socket holds after its next board message (whole or changes). */
  async nextBoard(): Promise<Board> {
    const board = this.boards[await this.nextOf(BOARD_MESSAGES)];
    if (!board) throw new Error('No board');
    return board;
  }

  /** The message the last wait took. */
  lastTaken(): ServerMessage | undefined {
    return this.messages[this.seen - 1];
  }

  /** Board messages, whole or changes, among those after `from`. */
  boardMessagesSince(from: number): number {
    return this.messages.slice(from).filter((message) => BOARD_MESSAGES.includes(message.type)).length;
  }

  private async nextOf(types: readonly ServerMessage['type'][]): Promise<number> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const index = this.messages.findIndex((message, at) => at >= this.seen && types.includes(message.type));
      if (index >= 0) {
        this.seen = index + 1;
        return index;
      }
      if (Date.now() > deadline) {
        throw new Error(`No ${types.join(' or ')} message; got ${JSON.stringify(this.messages.slice(this.seen))}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Sends a message and waits for the answer of this type. */
  async ask<T extends ServerMessage['type']>(message: unknown, type: T) {
    this.send(message);
    return this.next(type);
  }

  close(): void {
    this.ws.close(1000, 'Done');
  }
}

async function openSocket(path: string, headers: Record<string, string>): Promise<TestSocket> {
  const response = await upgrade(path, headers);
  expect(response.status, await describeRefusal(response)).toBe(101);
  if (!response.webSocket) throw new Error('No socket');
  return new TestSocket(response.webSocket);
}

async function describeRefusal(response: Response): Promise<string> {
  return response.status === 101 ? '' : await response.clone().text();
}

/** A player's socket; the snapshot it opens with is taken already. */
export async function connectPlayer(code: string, player: Pick<Player, 'cookie'>) {
  const socket = await openSocket(`/api/games/${code}/live?${LIVE_SOCKET_QUERY}`, { Cookie: player.cookie });
  const snapshot = await socket.next('snapshot');
  return { socket, snapshot };
}

/** A spectator's socket; `mergesChanges: false` is a page loaded before boards came as changes. */
export async function connectSpectator(watchId: string, { mergesChanges = true } = {}) {
  const socket = await openSocket(`/api/watch/${watchId}/live${mergesChanges ? `?${LIVE_SOCKET_QUERY}` : ''}`, {});
  const snapshot = await socket.next('snapshot');
  return { socket, snapshot };
}

export function roomOf(code: string) {
  return env.GAME_ROOM.getByName(code);
}

/** Rows D1 holds for this member's rounds. */
export async function roundsOf(userId: string) {
  const { results } = await env.DB.prepare(
    'select id, team_name, total_score, complete, holes, penalties, course_id, course_name, date from scorecards where user_id = ?',
  )
    .bind(userId)
    .all<{
      id: string;
      team_name: string;
      total_score: number;
      complete: number;
      holes: string;
      penalties: string;
      course_id: string | null;
      course_name: string | null;
      date: string;
    }>();
  return results;
}
