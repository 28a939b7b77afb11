import { describe, expect, it } from 'vitest';
import { connectPlayer, connectSpectator, joinGame, snapshotOf, startGame } from './game-fixtures';

describe('the awards at the end of a game', () => {
  it('come with the final board to every socket and every later read, worked out from the cards', async () => {
    // Par 4 on hole 1, par 3 after.
    const { code, host, watchId } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const spectator = (await connectSpectator(watchId)).socket;

    for (const [hole, score] of [
      [1, 3],
      [2, 2],
      [3, 4],
    ] as const) {
      await hostSocket.ask({ type: 'score', hole, score, version: 1 }, 'card');
    }
    for (const hole of [1, 2, 3]) {
      await guestSocket.ask({ type: 'score', hole, score: hole === 1 ? 4 : 3, version: 1 }, 'card');
    }
    await guestSocket.ask({ type: 'penalty', penaltyId: 'late-to-bar', count: 2, version: 1 }, 'card');
    expect((await snapshotOf(code)).board.awards).toBeUndefined();

    hostSocket.send({ type: 'end-game' });
    const expected = [
      { kind: 'under-par', teamIds: [host.teamId], value: 2 },
      { kind: 'steadiest', teamIds: [guest.teamId], value: 0 },
      { kind: 'clean-card', teamIds: [host.teamId], value: 0 },
      { kind: 'most-penalties', teamIds: [guest.teamId], value: 2 },
    ];
    for (const socket of [hostSocket, guestSocket, spectator]) {
      expect((await socket.next('ended')).board.awards).toEqual(expected);
    }
    expect((await snapshotOf(code)).board.awards).toEqual(expected);
    for (const socket of [hostSocket, guestSocket, spectator]) socket.close();
  });
});
