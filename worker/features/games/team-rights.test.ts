import { describe, expect, it } from 'vitest';
import {
  MAX_TEAM_SOCKETS,
  TEAM_REMOVED_CLOSE_CODE,
  TEAM_SOCKETS_CLOSE_CODE,
  TOO_MANY_MESSAGES_CLOSE_CODE,
} from '../../../domain/game-protocol';
import { signedInUser } from '../../test/auth-helpers';
import { errorOf, sendJson } from '../../test/http';
import {
  connectPlayer,
  connectSpectator,
  joinGame,
  joinRequest,
  snapshotOf,
  startGame,
  upgrade,
  type TestSocket,
} from './game-fixtures';

async function deleteAccount(cookie: string): Promise<void> {
  expect((await sendJson('DELETE', '/api/user', undefined, { cookie })).status).toBe(200);
}

/** Waits for the socket's board that no longer lists the team. */
async function boardWithout(socket: TestSocket, teamId: string) {
  for (;;) {
    const board = await socket.nextBoard();
    if (!board.teams.some((team) => team.id === teamId)) return board;
  }
}

/** The names in the last list of removed teams the socket heard. */
function removedTeamsHeard(socket: TestSocket): string[] | null {
  const last = socket.messages.findLast((message) => message.type === 'removed-teams');
  return last?.type === 'removed-teams' ? last.teams.map((team) => team.name).sort() : null;
}

describe("a member's deleted account", () => {
  it("takes the host's team out of the game: its cookie opens nothing, and host rights pass to the longest-joined team", async () => {
    const { code, host, watchId } = await startGame({ hostTeamName: 'Hosts' });
    const first = await joinGame(code, 'Eagles');
    const second = await joinGame(code, 'Albatross');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const firstSocket = (await connectPlayer(code, first)).socket;
    const tv = (await connectSpectator(watchId)).socket;

    await deleteAccount(host.cookie);

    await hostSocket.next('removed');
    await expect.poll(() => hostSocket.closedWith).toBe(TEAM_REMOVED_CLOSE_CODE);
    const board = await boardWithout(tv, host.teamId);
    expect(board.teams.map((team) => [team.name, team.isHost]).sort()).toEqual([
      ['Albatross', false],
      ['Eagles', true],
    ]);
    // The deleted host's cookie: no socket, no team in a read, no way to rename or end the game.
    const refused = await upgrade(`/api/games/${code}/live`, { Cookie: host.cookie });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe('not_joined');
    expect((await snapshotOf(code, host.cookie)).you).toBeNull();

    // The team that joined first is told it hosts now, and alone can rename and end the game.
    const promoted = await firstSocket.next('snapshot');
    expect(promoted.you).toEqual({ teamId: first.teamId, isHost: true });
    const secondSocket = (await connectPlayer(code, second)).socket;
    expect(await secondSocket.ask({ type: 'end-game' }, 'error')).toMatchObject({ code: 'forbidden' });
    firstSocket.send({ type: 'end-game' });
    expect((await tv.next('ended')).board.teams.map((team) => team.name).sort()).toEqual(['Albatross', 'Eagles']);
    for (const socket of [firstSocket, secondSocket, tv]) socket.close();
  });

  it("takes a member's team out of the game on every phone, and a game left with no team ends", async () => {
    const { code, host } = await startGame();
    const joiner = await signedInUser();
    const team = await joinGame(code, 'Birdies', joiner.cookie);
    const teamSocket = (await connectPlayer(code, team)).socket;

    await deleteAccount(joiner.cookie);
    await expect.poll(() => teamSocket.closedWith).toBe(TEAM_REMOVED_CLOSE_CODE);
    expect((await snapshotOf(code)).board.teams.map((row) => row.id)).toEqual([host.teamId]);
    expect((await upgrade(`/api/games/${code}/live`, { Cookie: team.cookie })).status).toBe(401);

    await deleteAccount(host.cookie);
    expect((await snapshotOf(code)).board).toMatchObject({ status: 'ended', teams: [] });
  });
});

describe('a team the host removed', () => {
  it('cannot join again from its phone or its account until the host lets it back in', async () => {
    const { code, host } = await startGame();
    const member = await signedInUser();
    const guest = await joinGame(code, 'Eagles');
    const memberTeam = await joinGame(code, 'Condors', member.cookie);
    const hostSocket = (await connectPlayer(code, host)).socket;

    hostSocket.send({ type: 'remove-team', teamId: guest.teamId });
    hostSocket.send({ type: 'remove-team', teamId: memberTeam.teamId });
    await boardWithout(hostSocket, memberTeam.teamId);

    const again = await joinRequest(code, 'Eagles Again', { cookie: guest.cookie });
    expect(again.status).toBe(403);
    expect((await errorOf(again)).code).toBe('team_removed');
    // The member is refused on a phone that never held the team's cookie too.
    const fromAccount = await joinRequest(code, 'Condors Again', { cookie: member.cookie });
    expect(fromAccount.status).toBe(403);
    expect((await errorOf(fromAccount)).code).toBe('team_removed');
    expect((await snapshotOf(code)).board.teams.map((team) => team.id)).toEqual([host.teamId]);

    // The host's phones hear which teams are out, by the names they had.
    await expect.poll(() => removedTeamsHeard(hostSocket)).toEqual(['Condors', 'Eagles']);

    // Only the host lets a team back in.
    const other = await joinGame(code, 'Albatross');
    const otherSocket = (await connectPlayer(code, other)).socket;
    expect(await otherSocket.ask({ type: 'let-back-in', teamId: guest.teamId }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    hostSocket.send({ type: 'let-back-in', teamId: guest.teamId });
    await expect.poll(() => removedTeamsHeard(hostSocket)).toEqual(['Condors']);
    expect((await joinRequest(code, 'Eagles', { cookie: guest.cookie })).status).toBe(201);
    expect((await joinRequest(code, 'Condors', { cookie: member.cookie })).status).toBe(403);
    for (const socket of [hostSocket, otherSocket]) socket.close();
  });
});

describe("a team's sockets", () => {
  it(`stay at most ${MAX_TEAM_SOCKETS} open: a newer one closes the oldest`, async () => {
    const { code, host } = await startGame();
    const sockets: TestSocket[] = [];
    for (let index = 0; index < MAX_TEAM_SOCKETS + 2; index++) sockets.push((await connectPlayer(code, host)).socket);

    await expect
      .poll(() => sockets.map((socket) => socket.closedWith))
      .toEqual([
        TEAM_SOCKETS_CLOSE_CODE,
        TEAM_SOCKETS_CLOSE_CODE,
        ...Array.from({ length: MAX_TEAM_SOCKETS }, () => null),
      ]);
    // The newest still play.
    expect((await sockets.at(-1)?.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card'))?.card.teamId).toBe(
      host.teamId,
    );
    for (const socket of sockets.slice(2)) socket.close();
  });

  it('leave the phone whose socket was closed the end and the reveal over HTTP', async () => {
    const { code, host } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const sockets: TestSocket[] = [];
    for (let index = 0; index <= MAX_TEAM_SOCKETS; index++) sockets.push((await connectPlayer(code, host)).socket);
    const [replaced] = sockets;
    const newest = sockets.at(-1);
    if (!replaced || !newest) throw new Error('No sockets');
    await expect.poll(() => replaced.closedWith).toBe(TEAM_SOCKETS_CLOSE_CODE);

    // The last hole hidden, scored, then the end: the closed phone's read says the game is over, the hole still hidden.
    await newest.ask({ type: 'blackout', holes: 1 }, 'board');
    await newest.ask({ type: 'score', hole: 9, score: 9, version: 1 }, 'card');
    newest.send({ type: 'end-game' });
    await guestSocket.next('ended');
    const ended = await snapshotOf(code, host.cookie);
    expect(ended.you?.teamId).toBe(host.teamId);
    expect(ended.board).toMatchObject({ status: 'ended', hiddenHoles: 1 });
    expect(ended.board.teams.find((team) => team.id === host.teamId)?.total).toBe(0);

    newest.send({ type: 'reveal' });
    await guestSocket.next('revealed');
    const revealed = await snapshotOf(code, host.cookie);
    expect(revealed.board.status).toBe('ended');
    expect(revealed.board.hiddenHoles).toBeUndefined();
    expect(revealed.board.teams.find((team) => team.id === host.teamId)?.total).toBeGreaterThan(0);
    for (const socket of [guestSocket, ...sockets.slice(1)]) socket.close();
  });

  it("share one message budget: a burst spread over the team's sockets is cut off like one socket's", async () => {
    const { code, host } = await startGame();
    const sockets: TestSocket[] = [];
    for (let index = 0; index < MAX_TEAM_SOCKETS; index++) sockets.push((await connectPlayer(code, host)).socket);

    // Each socket sends fewer than one socket's burst; together far more.
    for (let index = 1; index <= 40; index++) {
      for (const socket of sockets) socket.send({ type: 'score', hole: (index % 9) + 1, score: 3, version: index });
    }
    await expect
      .poll(() => sockets.some((socket) => socket.closedWith === TOO_MANY_MESSAGES_CLOSE_CODE), { timeout: 15_000 })
      .toBe(true);
    const changes = (await snapshotOf(code)).board.teams[0]?.changes ?? 0;
    expect(changes).toBeLessThan(100);
    for (const socket of sockets) socket.close();
  });
});
