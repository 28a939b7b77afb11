import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { createSession } from '../../lib/session/session';
import { signedInUser } from '../../test/auth-helpers';
import { get } from '../../test/http';
import { clientAddress, connectPlayer, joinGame, joinRequest, snapshotOf, startGame, upgrade } from './game-fixtures';

/** The same member signed in on another phone: a new session, and no team cookie for any game. */
async function secondPhone(userId: string): Promise<string> {
  const { token } = await createSession(createDb(env.DB), userId);
  return `session=${token}`;
}

describe("a member's other phone", () => {
  it('opens the game as the team the member started it with, and scores on the same card', async () => {
    const { code, host, member } = await startGame({ hostTeamName: 'Hosts' });
    const phone = await secondPhone(member.user.id);

    const seen = await snapshotOf(code, phone);
    expect(seen.you).toEqual({ teamId: host.teamId, isHost: true });
    const { socket, snapshot } = await connectPlayer(code, { cookie: phone });
    expect(snapshot.you).toEqual({ teamId: host.teamId, isHost: true });
    const { card } = await socket.ask({ type: 'score', hole: 1, score: 4, version: 1 }, 'card');
    expect(card.teamId).toBe(host.teamId);
    expect((await snapshotOf(code, host.cookie)).yourCard?.holes[0]?.score).toBe(4);
  });

  it('answers a join from it with the team the member already has, never a second team', async () => {
    const { code } = await startGame();
    const joiner = await signedInUser();
    const team = await joinGame(code, 'Birdies', joiner.cookie);
    const phone = await secondPhone(joiner.user.id);

    const again = await joinRequest(code, 'Birdies Again', { cookie: phone });
    expect(again.status).toBe(200);
    const board = (await snapshotOf(code)).board.teams.map((row) => row.name);
    expect(board).toHaveLength(2);
    expect(board).toContain('Birdies');
    expect((await snapshotOf(code, phone)).you?.teamId).toBe(team.teamId);
  });

  it('gives another member, and a guest, no team of theirs', async () => {
    const { code } = await startGame();
    const stranger = await signedInUser();
    expect((await snapshotOf(code, stranger.cookie)).you).toBeNull();
    expect((await snapshotOf(code)).you).toBeNull();
    expect((await upgrade(`/api/games/${code}/live`, { Cookie: stranger.cookie })).status).toBe(401);
    const mine = await get('/api/games/mine', {
      cookie: stranger.cookie,
      headers: { 'CF-Connecting-IP': clientAddress() },
    });
    expect(await mine.json()).toEqual({ games: [] });
  });
});
