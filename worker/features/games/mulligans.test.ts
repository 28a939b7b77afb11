import { describe, expect, it } from 'vitest';
import { teamCardSchema, type Board } from '../../../domain/game-protocol';
import { savedRoundListSchema } from '../../../domain/rounds';
import { errorOf, get, postJson } from '../../test/http';
import { signedInMember } from '../../test/auth-helpers';
import {
  connectPlayer,
  connectSpectator,
  gameRequest,
  joinGame,
  snapshotOf,
  roundsOf,
  startGame,
  type TestSocket,
} from './game-fixtures';

/** Waits until the socket's latest board shows the team as `expected` says. */
async function boardShows(socket: TestSocket, expected: (board: Board) => boolean): Promise<void> {
  await expect.poll(() => socket.boards.some((board) => board !== null && expected(board))).toBe(true);
}

function rowOf(board: Board, teamId: string) {
  return board.teams.find((team) => team.id === teamId);
}

describe('mulligans', () => {
  it('are none unless the host gives some, and the start refuses more than 3 naming the field', async () => {
    const { host } = await startGame();
    expect(host.snapshot.board.mulligans).toBeUndefined();
    const member = await signedInMember();
    const response = await postJson('/api/games', gameRequest({ mulligans: 4 }), { cookie: member.cookie });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await errorOf(response))).toContain('mulligans must be at most 3');
  });

  it('a team spends one on a hole: the hole counts as par at worst on every board, once a hole, within the limit', async () => {
    const { code, host, watchId } = await startGame({ mulligans: 1, hostTeamName: 'Hosts' });
    expect(host.snapshot.board.mulligans).toBe(1);
    const guest = await joinGame(code, 'Eagles');
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const spectator = (await connectSpectator(watchId)).socket;
    // Hole 1 is par 4: a 7 is 3 over; a penalty counts for the game.
    await guestSocket.ask({ type: 'score', hole: 1, score: 7, version: 1 }, 'card');
    await guestSocket.ask({ type: 'penalty', penaltyId: 'spilled-drink', count: 1, version: 1 }, 'card');
    await boardShows(spectator, (board) => rowOf(board, guest.teamId)?.total === 4);

    guestSocket.send({ type: 'mulligan', hole: 1 });
    await boardShows(
      spectator,
      (board) => rowOf(board, guest.teamId)?.total === 1 && rowOf(board, guest.teamId)?.mulliganHoles?.[0] === 1,
    );
    expect(await guestSocket.ask({ type: 'mulligan', hole: 1 }, 'error')).toMatchObject({
      code: 'invalid',
      message: 'Your team already used a mulligan on hole 1.',
    });
    expect(await guestSocket.ask({ type: 'mulligan', hole: 2 }, 'error')).toMatchObject({
      code: 'invalid',
      message: 'Your team has no mulligans left.',
    });
    expect(await guestSocket.ask({ type: 'mulligan', hole: 10 }, 'error')).toMatchObject({ code: 'invalid' });
    expect(await spectator.ask({ type: 'mulligan', hole: 2 }, 'error')).toMatchObject({ code: 'forbidden' });

    // The server worked it out: the snapshot a phone reads later says the same.
    const read = await snapshotOf(code, guest.cookie);
    expect(rowOf(read.board, guest.teamId)).toMatchObject({ total: 1, mulliganHoles: [1] });
    guestSocket.close();
    spectator.close();
  });

  it('only the host and the co-host set how many or undo one; the undo puts the hole back', async () => {
    const { code, host } = await startGame({ hostTeamName: 'Hosts' });
    const caddy = await joinGame(code, 'Caddies');
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const caddySocket = (await connectPlayer(code, caddy)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;

    expect(await guestSocket.ask({ type: 'mulligan', hole: 1 }, 'error')).toMatchObject({
      message: 'Your team has no mulligans left.',
    });
    expect(await guestSocket.ask({ type: 'set-mulligans', mulligans: 3 }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    expect(await hostSocket.ask({ type: 'set-mulligans', mulligans: 4 }, 'error')).toMatchObject({ code: 'invalid' });
    hostSocket.send({ type: 'set-mulligans', mulligans: 2 });
    await boardShows(guestSocket, (board) => board.mulligans === 2);

    await guestSocket.ask({ type: 'score', hole: 2, score: 'NA', version: 1 }, 'card');
    guestSocket.send({ type: 'mulligan', hole: 2 });
    await boardShows(hostSocket, (board) => rowOf(board, guest.teamId)?.total === 0);

    expect(await guestSocket.ask({ type: 'undo-mulligan', teamId: guest.teamId, hole: 2 }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    expect(await caddySocket.ask({ type: 'undo-mulligan', teamId: guest.teamId, hole: 2 }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: caddy.teamId } }, 'clock');
    caddySocket.send({ type: 'undo-mulligan', teamId: guest.teamId, hole: 2 });
    await boardShows(
      hostSocket,
      (board) => rowOf(board, guest.teamId)?.total === 5 && rowOf(board, guest.teamId)?.mulliganHoles === undefined,
    );
    expect(await hostSocket.ask({ type: 'undo-mulligan', teamId: guest.teamId, hole: 2 }, 'error')).toMatchObject({
      code: 'invalid',
    });
    caddySocket.send({ type: 'set-mulligans', mulligans: 0 });
    await boardShows(guestSocket, (board) => board.mulligans === undefined);
    for (const socket of [hostSocket, caddySocket, guestSocket]) socket.close();
  });

  it('cannot be spent after the end; the kept round records the holes with its total, and most left wins an award', async () => {
    const { code, host, member } = await startGame({ mulligans: 3, source: 'course', name: 'Old Town Crawl' });
    const hostSocket = (await connectPlayer(code, host)).socket;
    // Par 4 then par 3: +2 and +5 (NA), both wiped; a mulligan on hole 3 (under par) changes nothing.
    await hostSocket.ask({ type: 'score', hole: 1, score: 6, version: 1 }, 'card');
    await hostSocket.ask({ type: 'score', hole: 2, score: 'NA', version: 1 }, 'card');
    await hostSocket.ask({ type: 'score', hole: 3, score: 2, version: 1 }, 'card');
    hostSocket.send({ type: 'mulligan', hole: 2 });
    hostSocket.send({ type: 'mulligan', hole: 1 });
    await boardShows(hostSocket, (board) => rowOf(board, host.teamId)?.total === -1);
    hostSocket.send({ type: 'end-game' });
    const ended = await hostSocket.next('ended');
    expect(rowOf(ended.board, host.teamId)).toMatchObject({ total: -1, mulliganHoles: [2, 1] });
    expect(ended.board.awards).toContainEqual({ kind: 'mulligans-left', teamIds: [host.teamId], value: 1 });
    expect(await hostSocket.ask({ type: 'mulligan', hole: 3 }, 'error')).toMatchObject({ code: 'ended' });

    const history = await get('/api/scorecards', { cookie: member.cookie });
    const [round] = savedRoundListSchema.parse(await history.json());
    expect(round).toMatchObject({ totalScore: -1, liveGame: { place: 1, mulliganHoles: [1, 2] } });
    hostSocket.close();
  });

  it('wipes the penalties taken on its hole on every board and in the kept round; the undo brings them back', async () => {
    const { code, host, watchId, member } = await startGame({ mulligans: 1, hostTeamName: 'Hosts' });
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const tv = (await connectSpectator(watchId)).socket;
    const oldTv = (await connectSpectator(watchId, { mergesChanges: false })).socket;
    // Hole 3 is par 3: a 4 is 1 over, and two spills there. A late arrival on hole 5, and one from
    // a phone that names no hole: it counts for the whole game.
    await hostSocket.ask({ type: 'score', hole: 3, score: 4, version: 1 }, 'card');
    await hostSocket.ask({ type: 'penalty', penaltyId: 'spilled-drink', hole: 3, count: 2, version: 1 }, 'card');
    await hostSocket.ask({ type: 'penalty', penaltyId: 'late-to-bar', hole: 5, count: 1, version: 1 }, 'card');
    const { card } = await hostSocket.ask({ type: 'penalty', penaltyId: 'late-to-bar', count: 1, version: 1 }, 'card');
    expect(card.penalties).toContainEqual({ id: 'late-to-bar', count: 1, version: 1 });
    expect(card.holePenalties).toEqual([
      { id: 'spilled-drink', hole: 3, count: 2, version: 1 },
      { id: 'late-to-bar', hole: 5, count: 1, version: 1 },
    ]);
    const everyBoard = (total: number) =>
      Promise.all(
        [hostSocket, guestSocket, tv, oldTv].map((socket) =>
          boardShows(socket, (board) => rowOf(board, host.teamId)?.total === total),
        ),
      );
    await everyBoard(1 + 2 + 1 + 1);

    hostSocket.send({ type: 'mulligan', hole: 3 });
    await everyBoard(0 + 0 + 1 + 1);
    expect(rowOf((await snapshotOf(code)).board, host.teamId)).toMatchObject({ total: 2, mulliganHoles: [3] });
    // The wiped spills are kept, only not counted: the card still has them.
    const read = await get(`/api/games/${code}/teams/${host.teamId}`, { cookie: guest.cookie });
    expect(teamCardSchema.parse(await read.json()).holePenalties).toContainEqual(
      expect.objectContaining({ id: 'spilled-drink', hole: 3, count: 2 }),
    );

    hostSocket.send({ type: 'undo-mulligan', teamId: host.teamId, hole: 3 });
    await everyBoard(5);
    hostSocket.send({ type: 'mulligan', hole: 3 });
    await everyBoard(2);

    hostSocket.send({ type: 'end-game' });
    const ended = await hostSocket.next('ended');
    expect(rowOf(ended.board, host.teamId)?.total).toBe(2);
    // The award counts the penalties that counted: the two late arrivals, not the wiped spills.
    expect(ended.board.awards).toContainEqual({ kind: 'most-penalties', teamIds: [host.teamId], value: 2 });
    await expect.poll(async () => (await roundsOf(member.user.id)).length).toBe(1);
    const [kept] = await roundsOf(member.user.id);
    expect(kept?.total_score).toBe(2);
    expect(JSON.parse(kept?.penalties ?? '[]')).toEqual([
      { id: 'spilled-drink', name: 'Spilled Drink', count: 0 },
      { id: 'late-to-bar', name: 'Late to Bar', count: 2 },
    ]);
    const history = await get('/api/scorecards', { cookie: member.cookie });
    const [round] = savedRoundListSchema.parse(await history.json());
    expect(round).toMatchObject({ totalScore: 2, liveGame: { mulliganHoles: [3] } });
    for (const socket of [hostSocket, guestSocket, tv, oldTv]) socket.close();
  });

  it('refuses a penalty on a hole the card does not have, naming the field', async () => {
    const { code, host } = await startGame();
    const { socket } = await connectPlayer(code, host);
    for (const hole of [0, 10, 2.5]) {
      const refused = await socket.ask(
        { type: 'penalty', penaltyId: 'spilled-drink', hole, count: 1, version: 1 } as never,
        'error',
      );
      expect(refused).toMatchObject({ code: 'invalid' });
      expect(refused.message).toMatch(/^Invalid message: hole: hole must be/);
    }
    expect(rowOf((await snapshotOf(code)).board, host.teamId)?.total).toBe(0);
    socket.close();
  });
});
