import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TEAM_REMOVED_CLOSE_CODE, TOO_MANY_MESSAGES_CLOSE_CODE, type Board } from '../../../domain/game-protocol';
import { errorOf } from '../../test/http';
import {
  connectPlayer,
  connectSpectator,
  joinGame,
  roomOf,
  snapshotOf,
  startGame,
  upgrade,
  type TestSocket,
} from './game-fixtures';

function teamOn(board: Board, teamId: string) {
  const team = board.teams.find((entry) => entry.id === teamId);
  if (!team) throw new Error(`No team ${teamId} on the board`);
  return team;
}

/**
 * The board the socket holds now, when `holds` is true of it, else the first such board to come:
 * what a board must show may already be on the socket's snapshot, and then no board follows.
 */
async function boardWhere(socket: TestSocket, holds: (board: Board) => boolean): Promise<Board> {
  const held = socket.boards.at(-1);
  if (held && holds(held)) return held;
  for (;;) {
    const board = await socket.nextBoard();
    if (holds(board)) return board;
  }
}

/** Waits for a board on which the team has made this many changes. */
async function boardWithChanges(socket: TestSocket, teamId: string, changes: number): Promise<Board> {
  for (;;) {
    const board = await socket.nextBoard();
    if (teamOn(board, teamId).changes === changes) return board;
  }
}

describe('opening a socket', () => {
  it('refuses a handshake from another site before any upgrade', async () => {
    const { code, host } = await startGame();
    const response = await upgrade(`/api/games/${code}/live`, { Cookie: host.cookie, Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.webSocket).toBeNull();
    expect((await errorOf(response)).code).toBe('csrf');
  });

  it('answers 401 without a team cookie, 404 for an unknown game, 426 without an upgrade', async () => {
    const { code } = await startGame();
    const noTeam = await upgrade(`/api/games/${code}/live`);
    expect(noTeam.status).toBe(401);
    expect((await errorOf(noTeam)).code).toBe('not_joined');
    const forged = await upgrade(`/api/games/${code}/live`, {
      Cookie: 'game_team=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'x-game-role': 'spectator',
    });
    expect(forged.status).toBe(401);
    expect((await upgrade('/api/games/ZZZZZV/live')).status).toBe(404);
    expect((await upgrade(`/api/watch/${'0'.repeat(64)}/live`)).status).toBe(404);
    expect((await upgrade(`/api/games/${code}/live`, { Upgrade: '' })).status).toBe(426);
  });

  it("opens with the game's snapshot: the team's own card for a player, no code for a spectator", async () => {
    const { code, host, watchId } = await startGame();
    const player = await connectPlayer(code, host);
    expect(player.snapshot.you).toEqual({ teamId: host.teamId, isHost: true });
    expect(player.snapshot.yourCard?.teamId).toBe(host.teamId);
    const spectator = await connectSpectator(watchId);
    expect(spectator.snapshot.code).toBeNull();
    expect(spectator.snapshot.you).toBeNull();
    expect(spectator.snapshot.yourCard).toBeNull();
    player.socket.close();
    spectator.socket.close();
  });
});

describe('scoring live', () => {
  it("puts a team's score on every board, the spectator's too, and sends the team its card", async () => {
    const { code, host, watchId } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const spectator = (await connectSpectator(watchId)).socket;

    guestSocket.send({ type: 'score', hole: 1, score: 6, version: 1 });
    const { card } = await guestSocket.next('card');
    expect(card.holes[0]).toEqual({ holeNumber: 1, score: 6, version: 1 });
    for (const socket of [hostSocket, spectator]) {
      const board = await boardWithChanges(socket, guest.teamId, 1);
      // Par 4 on hole 1: 6 is two over.
      expect(teamOn(board, guest.teamId)).toMatchObject({ total: 2, holesPlayed: 1, parStatus: 'ABOVE PAR' });
      expect(board.teams[0]?.id).toBe(host.teamId);
    }

    guestSocket.send({ type: 'penalty', penaltyId: 'late-to-bar', count: 3, version: 1 });
    const board = await boardWithChanges(spectator, guest.teamId, 2);
    expect(teamOn(board, guest.teamId).total).toBe(5);
    for (const socket of [hostSocket, guestSocket, spectator]) socket.close();
  });

  it('sends a socket that holds the board only the rows that changed, and a socket opened since the whole board', async () => {
    const { code, host, watchId } = await startGame();
    const teams = [host];
    for (let index = 1; index < 20; index++) {
      teams.push(await joinGame(code, `The Long-Named Crawlers of the Back Bar Number ${index}`));
    }
    const hostSocket = (await connectPlayer(code, host)).socket;
    const spectator = (await connectSpectator(watchId)).socket;
    const guest = teams[7] ?? host;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    // The guest's socket opened after the spectator's: the board that says it is online goes whole.
    while (!teamOn(await spectator.nextBoard(), guest.teamId).online);
    expect(spectator.lastTaken()?.type).toBe('board');

    guestSocket.send({ type: 'score', hole: 1, score: 6, version: 1 });
    const board = await boardWithChanges(spectator, guest.teamId, 1);
    const changes = spectator.lastTaken();
    expect(changes).toMatchObject({ type: 'board-changes', removed: [] });
    expect(changes?.type === 'board-changes' && changes.teams.map((team) => team.id)).toEqual([guest.teamId]);
    // The row says where the team scored, so a big screen can tell the room.
    expect(changes?.type === 'board-changes' && changes.teams[0]?.lastScored).toEqual({
      holeNumber: 1,
      score: 6,
      barName: 'Bar 1',
    });
    // The board the spectator now holds is the game's own, row for row and in order.
    expect(board).toEqual((await snapshotOf(code)).board);

    const gone = teams[3] ?? host;
    hostSocket.send({ type: 'remove-team', teamId: gone.teamId });
    const after = await spectator.nextBoard();
    expect(spectator.lastTaken()).toMatchObject({ type: 'board-changes', teams: [], removed: [gone.teamId] });
    expect(after.teams.map((team) => team.id)).toEqual((await snapshotOf(code)).board.teams.map((team) => team.id));
    for (const socket of [hostSocket, guestSocket, spectator]) socket.close();
  });

  it('sends every board whole to a page that does not merge changes, beside one that does', async () => {
    const { code, watchId } = await startGame();
    const guest = await joinGame(code, 'The Long-Named Crawlers of the Back Bar');
    const merging = (await connectSpectator(watchId)).socket;
    const older = (await connectSpectator(watchId, { mergesChanges: false })).socket;
    // The board that shows the guest online goes out after both spectators opened, so both hold it.
    const guestSocket = (await connectPlayer(code, guest)).socket;
    for (const spectator of [merging, older]) while (!teamOn(await spectator.nextBoard(), guest.teamId).online);

    guestSocket.send({ type: 'score', hole: 1, score: 6, version: 1 });
    for (const spectator of [merging, older]) await boardWithChanges(spectator, guest.teamId, 1);
    expect(merging.lastTaken()?.type).toBe('board-changes');
    expect(older.lastTaken()?.type).toBe('board');
    expect(older.lastTaken()).toMatchObject({ board: (await snapshotOf(code)).board });
    for (const socket of [guestSocket, merging, older]) socket.close();
  });

  it('refuses a socket that asks for boards in a form the game does not send, naming the field', async () => {
    const { code } = await startGame();
    const response = await upgrade(`/api/games/${code}/live?board=diff`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_request', message: 'Invalid query: board' });
  });

  it("never lets a team write another team's card", async () => {
    const { code, host } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const { card } = await guestSocket.ask(
      { type: 'score', hole: 2, score: 9, version: 1, teamId: host.teamId },
      'card',
    );
    expect(card.teamId).toBe(guest.teamId);
    const snapshot = await snapshotOf(code, host.cookie);
    expect(snapshot.yourCard?.holes[1]?.score).toBeNull();
    expect(teamOn(snapshot.board, host.teamId).changes).toBe(0);
    expect(teamOn(snapshot.board, guest.teamId).total).toBe(6);
    guestSocket.close();
  });

  it('refuses every write from a spectator', async () => {
    const { code, watchId, host } = await startGame();
    const spectator = (await connectSpectator(watchId)).socket;
    for (const message of [
      { type: 'score', hole: 1, score: 2, version: 1 },
      { type: 'penalty', penaltyId: 'late-to-bar', count: 1, version: 1 },
      { type: 'end-game' },
      { type: 'rename-game', name: 'Mine now' },
      { type: 'remove-team', teamId: host.teamId },
    ]) {
      expect(await spectator.ask(message, 'error')).toMatchObject({ code: 'forbidden' });
    }
    const snapshot = await snapshotOf(code);
    expect(snapshot.board).toMatchObject({ name: 'Pub Golf', status: 'live' });
    expect(teamOn(snapshot.board, host.teamId).changes).toBe(0);
    spectator.close();
  });

  it('keeps the newest edit of a cell when an older or replayed one arrives later', async () => {
    const { code, host } = await startGame();
    const socket = (await connectPlayer(code, host)).socket;
    expect((await socket.ask({ type: 'score', hole: 3, score: 4, version: 5 }, 'card')).card.holes[2]).toEqual({
      holeNumber: 3,
      score: 4,
      version: 5,
    });
    for (const stale of [
      { type: 'score', hole: 3, score: 9, version: 3 },
      { type: 'score', hole: 3, score: null, version: 5 },
    ]) {
      expect((await socket.ask(stale, 'card')).card.holes[2]).toEqual({ holeNumber: 3, score: 4, version: 5 });
    }
    await socket.ask({ type: 'penalty', penaltyId: 'spilled-drink', count: 2, version: 10 }, 'card');
    const { card } = await socket.ask({ type: 'penalty', penaltyId: 'spilled-drink', count: 7, version: 9 }, 'card');
    expect(card.penalties.find((penalty) => penalty.id === 'spilled-drink')).toMatchObject({ count: 2, version: 10 });
    // Two edits were kept; the stale ones changed nothing on the board.
    expect(teamOn((await snapshotOf(code)).board, host.teamId)).toMatchObject({ changes: 2, total: 1 + 2 });
    // A newer edit clears the hole.
    const cleared = await socket.ask({ type: 'score', hole: 3, score: null, version: 6 }, 'card');
    expect(cleared.card.holes[2]).toEqual({ holeNumber: 3, score: null, version: 6 });
    socket.close();
  });

  it("takes a version later than the game's clock as made now, so the next edit stamped now lands", async () => {
    const { code, host } = await startGame();
    const socket = (await connectPlayer(code, host)).socket;
    const score = { type: 'score', hole: 4, score: 9, version: Number.MAX_SAFE_INTEGER } as const;
    const future = await socket.ask(score, 'card');
    expect(future.card.holes[3]?.score).toBe(9);
    expect(future.card.holes[3]?.version).toBeLessThanOrEqual(Date.now());
    // The card names the write it answers, so the phone that sent it knows it was taken.
    expect(future.write).toEqual(score);
    const penalty = { type: 'penalty', penaltyId: 'late-to-bar', count: 4, version: Number.MAX_SAFE_INTEGER } as const;
    expect((await socket.ask(penalty, 'card')).write).toEqual(penalty);

    // The next edits, stamped by a phone whose clock is right, land.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const { card } = await socket.ask({ type: 'score', hole: 4, score: 2, version: Date.now() }, 'card');
    expect(card.holes[3]?.score).toBe(2);
    const fixed = await socket.ask(
      { type: 'penalty', penaltyId: 'late-to-bar', count: 1, version: Date.now() },
      'card',
    );
    expect(fixed.card.penalties.find((cell) => cell.id === 'late-to-bar')?.count).toBe(1);
    socket.close();
  });

  it('answers a bad message with an error and changes nothing', async () => {
    const { code, host } = await startGame();
    const socket = (await connectPlayer(code, host)).socket;
    const bad: [unknown, string][] = [
      ['not json', 'invalid'],
      [{ type: 'score', hole: 10, score: 3, version: 1 }, 'invalid'],
      [{ type: 'score', hole: 1, score: 'eleven', version: 1 }, 'invalid'],
      [{ type: 'score', hole: 1, score: 3 }, 'invalid'],
      [{ type: 'penalty', penaltyId: 'no-such-penalty', count: 1, version: 1 }, 'invalid'],
      [{ type: 'cheat' }, 'invalid'],
      [JSON.stringify({ type: 'rename-game', name: 'x'.repeat(5000) }), 'too-large'],
    ];
    for (const [message, code_] of bad) {
      const error = await socket.ask(message, 'error');
      expect(error.code, JSON.stringify(message).slice(0, 80)).toBe(code_);
      expect(error.message).not.toBe('');
    }
    socket.ws.send(new Uint8Array([1, 2, 3]));
    expect((await socket.next('error')).code).toBe('invalid');
    const snapshot = await snapshotOf(code, host.cookie);
    expect(snapshot.board.name).toBe('Pub Golf');
    expect(teamOn(snapshot.board, host.teamId).changes).toBe(0);
    expect(snapshot.yourCard?.holes.every((hole) => hole.version === 0)).toBe(true);
    // The socket still works after them.
    expect((await socket.ask({ type: 'ping' }, 'pong')).type).toBe('pong');
    socket.close();
  });

  it('shows a team online while it has a socket open, and offline when the last one closes', async () => {
    const { code, host, watchId } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const spectator = (await connectSpectator(watchId)).socket;
    expect(teamOn((await snapshotOf(code)).board, guest.teamId).online).toBe(false);
    const guestSocket = (await connectPlayer(code, guest)).socket;
    expect(teamOn(await spectator.nextBoard(), guest.teamId).online).toBe(true);
    guestSocket.close();
    for (;;) {
      const board = await spectator.nextBoard();
      if (!teamOn(board, guest.teamId).online) break;
    }
    expect(teamOn((await snapshotOf(code)).board, host.teamId).online).toBe(false);
    spectator.close();
  });
});

describe('the host', () => {
  it('alone renames the game and removes a team; the removed team is told and shut out', async () => {
    const { code, host } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const other = await joinGame(code, 'Albatross');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;

    for (const message of [
      { type: 'rename-game', name: 'Taken over' },
      { type: 'remove-team', teamId: other.teamId },
      { type: 'end-game' },
    ]) {
      expect(await guestSocket.ask(message, 'error')).toMatchObject({ code: 'forbidden' });
    }
    expect(await hostSocket.ask({ type: 'remove-team', teamId: host.teamId }, 'error')).toMatchObject({
      code: 'invalid',
    });

    hostSocket.send({ type: 'rename-game', name: 'Birthday crawl' });
    for (;;) {
      const board = await guestSocket.nextBoard();
      if (board.name === 'Birthday crawl') break;
    }

    hostSocket.send({ type: 'remove-team', teamId: guest.teamId });
    await guestSocket.next('removed');
    await expect.poll(() => guestSocket.closedWith).toBe(TEAM_REMOVED_CLOSE_CODE);
    const snapshot = await snapshotOf(code);
    expect(snapshot.board.teams.map((team) => team.name).sort()).toEqual(['Albatross', 'Test']);
    expect((await upgrade(`/api/games/${code}/live`, { Cookie: guest.cookie })).status).toBe(401);
    hostSocket.close();
  });
});

describe('eviction', () => {
  it('keeps the board, the cards and the open sockets when the object is evicted', async () => {
    const { code, host } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    await guestSocket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    await hostSocket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');

    const room = roomOf(code);
    await runInDurableObject(room, (_instance, state) => {
      expect(state.getWebSockets()).toHaveLength(2);
    });
    await evictDurableObject(room);

    const snapshot = await snapshotOf(code, guest.cookie);
    expect(teamOn(snapshot.board, guest.teamId)).toMatchObject({ total: -1, holesPlayed: 1, online: true });
    expect(teamOn(snapshot.board, host.teamId)).toMatchObject({ total: -1, holesPlayed: 1, online: true });
    expect(snapshot.yourCard?.holes[0]).toEqual({ holeNumber: 1, score: 3, version: 1 });

    // The hibernated sockets still know whose they are.
    const { card } = await guestSocket.ask({ type: 'score', hole: 2, score: 5, version: 1 }, 'card');
    expect(card.teamId).toBe(guest.teamId);
    const board = await boardWithChanges(hostSocket, guest.teamId, 2);
    expect(teamOn(board, guest.teamId).total).toBe(-1 + 2);
    hostSocket.close();
    guestSocket.close();
  });

  it('shows the same board after the object wakes as before, and goes on from it', async () => {
    const { code, host, watchId } = await startGame();
    const guests = [];
    for (const name of ['Eagles', 'Albatross', 'Birdies']) guests.push(await joinGame(code, name));
    const [eagles, albatross] = guests;
    if (!eagles || !albatross) throw new Error('No guests');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const eaglesSocket = (await connectPlayer(code, eagles)).socket;
    const spectator = (await connectSpectator(watchId)).socket;
    await eaglesSocket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    await eaglesSocket.ask({ type: 'penalty', penaltyId: 'late-to-bar', count: 2, version: 1 }, 'card');
    // Par 4 on hole 1: the host's 5 and the Eagles' 3 with two penalties are level on +1.
    await hostSocket.ask({ type: 'score', hole: 1, score: 5, version: 1 }, 'card');
    const before = await boardWithChanges(spectator, host.teamId, 1);
    expect(before).toEqual((await snapshotOf(code)).board);
    expect(before.teams.map((team) => team.total)).toEqual([0, 0, 1, 1]);

    await evictDurableObject(roomOf(code));

    expect((await snapshotOf(code)).board).toEqual(before);
    // A change after the wake reaches a board that was sent before it, which then matches the game's own.
    hostSocket.send({ type: 'score', hole: 2, score: 2, version: 1 });
    const after = await boardWithChanges(spectator, host.teamId, 2);
    expect(after).toEqual((await snapshotOf(code)).board);
    expect(teamOn(after, host.teamId)).toMatchObject({ total: 0, online: true });
    expect(teamOn(after, eagles.teamId)).toMatchObject({ total: 1, changes: 2, online: true });
    expect(teamOn(after, albatross.teamId)).toMatchObject({ total: 0, changes: 0, online: false });
    // Presence read again from the sockets: the Eagles' only socket closing takes them offline.
    eaglesSocket.close();
    for (;;) {
      if (!teamOn(await spectator.nextBoard(), eagles.teamId).online) break;
    }
    hostSocket.close();
    spectator.close();
  });
});

describe('a flood of messages', () => {
  it(
    'closes the flooding socket with an error, while every other board stays current',
    { timeout: 60_000 },
    async () => {
      const { code, host, watchId } = await startGame();
      const flooder = await joinGame(code, 'The Extraordinarily Thirsty Wanderers of the Old Town Pubs');
      const hostSocket = (await connectPlayer(code, host)).socket;
      const spectator = (await connectSpectator(watchId)).socket;
      const flood = (await connectPlayer(code, flooder)).socket;
      const boardsBefore = spectator.messages.length;
      const started = Date.now();

      for (let index = 1; index <= 2000; index++) {
        flood.send({ type: 'score', hole: (index % 9) + 1, score: (index % 5) + 1, version: index });
      }
      const refusal = await flood.next('error');
      expect(refusal.code).toBe('too-many');
      expect(refusal.message).toContain('Too many messages');
      await expect.poll(() => flood.closedWith).toBe(TOO_MANY_MESSAGES_CLOSE_CODE);
      const kept = teamOn((await snapshotOf(code)).board, flooder.teamId).changes;
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(200);

      // Another team's score reaches the spectator once the game has read (and dropped) what the
      // flooder still had in flight: each message costs the test runtime a few milliseconds.
      hostSocket.send({ type: 'score', hole: 1, score: 3, version: 1 });
      await expect
        .poll(() => spectator.boards.some((board) => board !== null && teamOn(board, host.teamId).changes === 1), {
          timeout: 45_000,
        })
        .toBe(true);
      const board = await boardWithChanges(spectator, host.teamId, 1);
      // Nothing of the flood was taken after the close, and the last board holds the last change.
      expect(teamOn(board, flooder.teamId)).toMatchObject({ changes: kept, online: false });
      expect((await snapshotOf(code)).board.teams.map((team) => team.changes)).toEqual(
        board.teams.map((team) => team.changes),
      );

      // Boards went out a few a second, however many changes there were.
      const boards = spectator.boardMessagesSince(boardsBefore);
      expect(boards).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 250) + 2);
      hostSocket.close();
      spectator.close();
    },
  );

  it('sends a burst of changes from many teams as a few boards, the last with every change', async () => {
    const { code, host, watchId } = await startGame();
    const teams = [host];
    for (const name of ['Eagles', 'Albatross', 'Birdies', 'Condors']) teams.push(await joinGame(code, name));
    const sockets = await Promise.all(teams.map(async (team) => (await connectPlayer(code, team)).socket));
    const spectator = (await connectSpectator(watchId)).socket;
    // Every team online on the spectator's board before the burst: on a slow machine the board
    // saying the last team came online went out before the spectator's snapshot, which shows it.
    await boardWhere(spectator, (board) => board.teams.every((team) => team.online));
    const boardsBefore = spectator.messages.length;
    const started = Date.now();

    for (let round = 1; round <= 9; round++) {
      for (const socket of sockets) socket.send({ type: 'score', hole: round, score: 3, version: round });
    }
    // Each team's socket is its own line to the game: one team's ninth change may come before
    // another's first, so the test waits for the board holding every change, in whatever order.
    const board = await boardWhere(spectator, (shown) => shown.teams.every((team) => team.changes === 9));
    const elapsed = Date.now() - started;
    expect(board.teams.map((team) => team.changes)).toEqual([9, 9, 9, 9, 9]);
    const boards = spectator.boardMessagesSince(boardsBefore);
    expect(boards).toBeLessThanOrEqual(Math.ceil(elapsed / 250) + 2);
    expect(boards).toBeLessThan(45);
    for (const socket of [...sockets, spectator]) socket.close();
  });
});
