import { describe, expect, it } from 'vitest';
import { MAX_TEAM_NAME_LENGTH } from '../../../domain/scorecard';
import type { Board } from '../../../domain/game-protocol';
import {
  ALICE_LOOK_ALIKES,
  connectPlayer,
  connectSpectator,
  joinGame,
  joinRequest,
  snapshotOf,
  startGame,
  type TestSocket,
} from './game-fixtures';

/** The first board from now on that names this team so. */
async function boardNaming(socket: TestSocket, teamId: string, name: string): Promise<Board> {
  for (;;) {
    const board = await socket.nextBoard();
    if (board.teams.find((team) => team.id === teamId)?.name === name) return board;
  }
}

const LONG_NAME = 'The Extraordinarily Thirsty Wanderers Of The Old Town Quarter'.slice(0, MAX_TEAM_NAME_LENGTH);

describe('renaming a team during the game', () => {
  it('lets the host rename their own team like any team, and every board shows the new name', async () => {
    const { code, host, watchId } = await startGame({ hostTeamName: 'Hosts' });
    const guest = await joinGame(code, 'Birdies');
    const { socket: hostSocket } = await connectPlayer(code, host);
    const { socket: guestSocket } = await connectPlayer(code, guest);
    const { socket: tv } = await connectSpectator(watchId);

    // Spaces around a typed name are trimmed, as at the join.
    hostSocket.send({ type: 'rename-team', name: `  ${LONG_NAME} ` });
    for (const socket of [hostSocket, guestSocket, tv]) await boardNaming(socket, host.teamId, LONG_NAME);

    guestSocket.send({ type: 'rename-team', name: 'Eagles' });
    const renamed = await boardNaming(tv, guest.teamId, 'Eagles');
    expect(renamed.teams.map((team) => team.name).sort()).toEqual(['Eagles', LONG_NAME]);
    // The host's team is still the host's, and its card is untouched.
    const after = await snapshotOf(code, host.cookie);
    expect(after.you).toEqual({ teamId: host.teamId, isHost: true });
    expect(after.board.teams.map((team) => team.name).sort()).toEqual(['Eagles', LONG_NAME]);
  });

  it("refuses a name that looks like another team's, and keeps one that only looks like the team's own", async () => {
    const { code, host } = await startGame({ hostTeamName: 'Alice' });
    const guest = await joinGame(code, 'Bob');
    const { socket } = await connectPlayer(code, guest);

    for (const lookAlike of ['\u0410lice', 'Al\u200bice', ' ALICE ', ...ALICE_LOOK_ALIKES]) {
      const refusal = await socket.ask({ type: 'rename-team', name: lookAlike }, 'error');
      expect(refusal, JSON.stringify(lookAlike)).toMatchObject({
        code: 'name-taken',
        message: 'Another team in this game has that name. Please pick another.',
      });
    }
    const blank = await socket.ask({ type: 'rename-team', name: '\u200b ' }, 'error');
    expect(blank.code).toBe('invalid');
    const tooLong = await socket.ask({ type: 'rename-team', name: 'x'.repeat(MAX_TEAM_NAME_LENGTH + 1) }, 'error');
    expect(tooLong.code).toBe('invalid');
    expect((await snapshotOf(code)).board.teams.map((team) => team.name).sort()).toEqual(['Alice', 'Bob']);

    socket.send({ type: 'rename-team', name: 'BOB' });
    await boardNaming(socket, guest.teamId, 'BOB');
    // A name left behind is free again; the host's new name is guarded like the old one.
    socket.send({ type: 'rename-team', name: 'Robert' });
    await boardNaming(socket, guest.teamId, 'Robert');
    expect((await joinRequest(code, 'Bob')).status).toBe(201);
    const { socket: hostSocket } = await connectPlayer(code, host);
    hostSocket.send({ type: 'rename-team', name: 'Hosts' });
    await boardNaming(hostSocket, host.teamId, 'Hosts');
    expect((await joinRequest(code, 'H\u043ests')).status).toBe(409);
    expect((await joinRequest(code, 'Alice')).status).toBe(201);
  });

  it('keeps a rename to an obscene name, and every board shows the team by its number instead', async () => {
    const { code, watchId } = await startGame();
    const guest = await joinGame(code, 'Birdies');
    const { socket } = await connectPlayer(code, guest);
    const { socket: tv } = await connectSpectator(watchId);
    const label = `Team #${guest.teamId.slice(0, 6).toUpperCase()}`;
    socket.send({ type: 'rename-team', name: 'Sh1t Faced' });
    for (const board of [socket, tv]) await boardNaming(board, guest.teamId, label);
    // The name the team typed is taken, not refused: another team may not pose as it either.
    expect((await joinRequest(code, 'Sh1t Faced')).status).toBe(409);
  });
});
