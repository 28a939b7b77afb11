import { describe, expect, it } from 'vitest';
import { errorOf, get, postJson } from '../../test/http';
import { leaderboardSchema, savedRoundListSchema } from '../../../domain/rounds';
import type { Board } from '../../../domain/game-protocol';
import {
  clientAddress,
  connectPlayer,
  connectSpectator,
  joinGame,
  roundsOf,
  snapshotOf,
  startGame,
  type TestSocket,
} from './game-fixtures';

function teamOn(board: Board, teamId: string) {
  const team = board.teams.find((entry) => entry.id === teamId);
  if (!team) throw new Error(`No team ${teamId} on the board`);
  return team;
}

/** The board the socket holds once a board message shows the team so marked (or unmarked). */
async function boardWithFlag(socket: TestSocket, teamId: string, alcoholFree: true | undefined): Promise<Board> {
  for (;;) {
    const board = await socket.nextBoard();
    if (teamOn(board, teamId).alcoholFree === alcoholFree) return board;
  }
}

function join(code: string, body: Record<string, unknown>) {
  return postJson(`/api/games/${code}/teams`, body, { headers: { 'CF-Connecting-IP': clientAddress() } });
}

describe('an alcohol-free team', () => {
  it('joins alcohol-free and shows so on every board, scored by the same rules', async () => {
    const { code, host, watchId } = await startGame();
    const response = await join(code, { teamName: 'Designated Drivers', alcoholFree: true });
    expect(response.status).toBe(201);
    const joined = (await response.json()) as { you: { teamId: string }; board: Board };
    const teamId = joined.you.teamId;
    expect(teamOn(joined.board, teamId).alcoholFree).toBe(true);
    // A team that says nothing plays as before, with no badge.
    expect(teamOn(joined.board, host.teamId).alcoholFree).toBeUndefined();

    const spectator = (await connectSpectator(watchId)).socket;
    const hostSocket = (await connectPlayer(code, host)).socket;
    await hostSocket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');
    expect(teamOn(await spectator.nextBoard(), teamId).alcoholFree).toBe(true);
    expect(teamOn((await snapshotOf(code)).board, teamId)).toMatchObject({ alcoholFree: true, total: 0 });
    spectator.close();
    hostSocket.close();
  });

  it('is marked or unmarked by the team itself, later, from its own phone', async () => {
    const { code, host, watchId } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const spectator = (await connectSpectator(watchId)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    guestSocket.send({ type: 'alcohol-free', alcoholFree: true });
    await boardWithFlag(spectator, guest.teamId, true);
    expect(teamOn((await snapshotOf(code)).board, host.teamId).alcoholFree).toBeUndefined();
    guestSocket.send({ type: 'alcohol-free', alcoholFree: false });
    await boardWithFlag(spectator, guest.teamId, undefined);
    spectator.close();
    guestSocket.close();
  });

  it('refuses a flag that is not true or false, naming the field', async () => {
    const { code } = await startGame();
    const response = await join(code, { teamName: 'Eagles', alcoholFree: 'yes' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await errorOf(response))).toContain('alcoholFree');
    const guest = await joinGame(code, 'Owls');
    const socket = (await connectPlayer(code, guest)).socket;
    expect(await socket.ask({ type: 'alcohol-free', alcoholFree: 'yes' }, 'error')).toMatchObject({ code: 'invalid' });
    socket.close();
  });

  it('cannot be changed by a spectator', async () => {
    const { watchId } = await startGame();
    const spectator = (await connectSpectator(watchId)).socket;
    expect(await spectator.ask({ type: 'alcohol-free', alcoholFree: true }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    spectator.close();
  });

  it('is badged on its kept round in History and on the leaderboard, ranked the same', async () => {
    const { code, host, member } = await startGame({ hostTeamName: 'Sober Drivers' });
    const socket = (await connectPlayer(code, host)).socket;
    socket.send({ type: 'alcohol-free', alcoholFree: true });
    await expect.poll(async () => teamOn((await snapshotOf(code)).board, host.teamId).alcoholFree).toBe(true);
    // Far below par, so it ranks among the lowest whatever else is on the board.
    for (const hole of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      await socket.ask({ type: 'score', hole, score: 1, version: 1 }, 'card');
    }
    await socket.ask({ type: 'end-game' }, 'ended');
    await expect.poll(async () => (await roundsOf(member.user.id)).length).toBe(1);

    const history = savedRoundListSchema.parse(await (await get('/api/scorecards', { cookie: member.cookie })).json());
    expect(history[0]?.liveGame).toMatchObject({ place: 1, alcoholFree: true });
    const board = leaderboardSchema.parse(await (await get('/api/leaderboard')).json());
    const entry = board.find((row) => row.id === history[0]?.id);
    expect(entry).toMatchObject({ teamName: 'Sober Drivers', totalScore: -19, alcoholFree: true });
    // The board says nothing else of the game.
    expect(Object.keys(entry ?? {}).sort()).toEqual(['alcoholFree', 'createdAt', 'id', 'teamName', 'totalScore']);
    socket.close();
  });
});
