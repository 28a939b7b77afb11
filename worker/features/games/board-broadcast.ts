/**
 * A game's boards on their way to its sockets: paced (board-pace.ts), and sent whole or as the
 * rows that changed since the last board, to the sockets whose page merges them (decision 025).
 * The game room says when the board changed; the board itself is read from the game as the
 * boards show it (board-state.ts) when it goes, so the last change is always on the last board.
 */
import type { ServerMessage } from '../../../domain/game-protocol';
import { sortBoard } from '../../../domain/standings';
import { BoardPace } from './board-pace';
import type { BoardState } from './board-state';

/** The tag of a socket whose page merges 'board-changes'; any other is sent every board whole. */
export const CHANGES_TAG = 'board-changes';

/** The tag of each socket of a team. */
export function teamTag(teamId: string): string {
  return `team:${teamId}`;
}

export class BoardBroadcast {
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly #pace = new BoardPace();
  /**
   * Each team's row, as JSON, on the last board every open socket got; null when some socket has
   * not had it (the object just woke, or a socket opened since), and the next board goes whole.
   */
  #lastRows: Map<string, string> | null = null;

  /**
   * @param ctx The game room's object, whose sockets get the boards.
   * @param state The game as the boards show it, or null when there is none.
   */
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly state: () => BoardState | null,
  ) {}

  /** Sends every socket the board now, or with the next board when the pace has none to spare (board-pace.ts). */
  send(): void {
    if (this.#timer !== null) return;
    const wait = this.#pace.waitFrom(Date.now());
    if (wait <= 0) return this.sendNow();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.sendNow();
    }, wait);
  }

  /**
   * The next board goes whole: a socket opened since the last one, and its snapshot may be newer
   * than that board, so the changes since it could miss a row the socket shows.
   */
  sendWholeNext(): void {
    this.#lastRows = null;
  }

  /** The game's final board, with 'ended', to every socket; no board waiting on the pace goes after it. */
  end(state: BoardState): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#lastRows = null;
    const texts = this.#textsFor(state, (host) => ({ type: 'ended', board: state.board(host) }));
    for (const socket of this.ctx.getWebSockets()) sendText(socket, texts(socket));
  }

  /** The final board of a blacked-out game, once revealed, with 'revealed', to every socket. */
  reveal(state: BoardState): void {
    this.#lastRows = null;
    const texts = this.#textsFor(state, (host) => ({ type: 'revealed', board: state.board(host) }));
    for (const socket of this.ctx.getWebSockets()) sendText(socket, texts(socket));
  }

  /**
   * The board to every socket. Sockets that all had the last board get only the rows that
   * changed since, serialised once for all of them: one team's edit is a row, not the whole
   * board, for each of hundreds of sockets. Rows come from memory, made again only where a team
   * changed.
   */
  private sendNow(): void {
    this.#pace.sent(Date.now());
    const state = this.state();
    // An ended game's final board went out with 'ended'.
    if (state?.game.status !== 'live') return;
    const rows = state.rows();
    const before = this.#lastRows;
    const after = new Map(rows.map((row) => [row.team.id, row.json]));
    this.#lastRows = after;
    const sockets = this.ctx.getWebSockets();
    if (before === null) {
      const texts = this.#textsFor(state, (host) => ({ type: 'board', board: state.board(host) }));
      for (const socket of sockets) sendText(socket, texts(socket));
      return;
    }
    const changed = sortBoard(rows.filter((row) => before.get(row.team.id) !== row.json).map((row) => row.team));
    const removed = [...before.keys()].filter((id) => !after.has(id));
    const changes = this.#textsFor(state, (host) => ({
      type: 'board-changes',
      name: state.nameFor(host),
      teams: changed,
      removed,
    }));
    const merging = this.ctx.getWebSockets(CHANGES_TAG);
    if (merging.length === sockets.length) {
      for (const socket of sockets) sendText(socket, changes(socket));
      return;
    }
    const takeChanges = new Set(merging);
    const whole = this.#textsFor(state, (host) => ({ type: 'board', board: state.board(host) }));
    for (const socket of sockets) sendText(socket, takeChanges.has(socket) ? changes(socket) : whole(socket));
  }

  /**
   * One message's text for each socket, each made once when first needed: the host's team reads
   * the game's name as typed, every other socket as strangers read it (the same text when the two
   * names are one).
   */
  #textsFor(state: BoardState, message: (host: boolean) => ServerMessage): (socket: WebSocket) => string {
    const hostReadsOwn = state.game.name !== state.publicName;
    const hosts = new Set(hostReadsOwn ? this.ctx.getWebSockets(teamTag(state.game.hostTeamId)) : []);
    const texts = new Map<boolean, string>();
    return (socket) => {
      const host = hosts.has(socket);
      let text = texts.get(host);
      if (text === undefined) {
        text = JSON.stringify(message(host));
        texts.set(host, text);
      }
      return text;
    };
  }
}

/** A socket that went away meanwhile just misses the message: it gets a snapshot when it is back. */
export function sendText(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // Closed or closing.
  }
}
