import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { GAME_IDLE_LIMIT_MS } from '../../../domain/game-protocol';
import { signedInUser, signedInWithStatus } from '../../test/auth-helpers';
import { errorOf, get } from '../../test/http';
import {
  connectPlayer,
  connectSpectator,
  joinGame,
  joinRequest,
  roomOf,
  roundsOf,
  snapshotOf,
  startGame,
  upgrade,
  type TestSocket,
} from './game-fixtures';

/** Scores every hole with its par, so the card is complete. */
async function scoreAllPar(socket: TestSocket, pars: number[]): Promise<void> {
  for (const [index, par] of pars.entries()) {
    await socket.ask({ type: 'score', hole: index + 1, score: par, version: 1 }, 'card');
  }
}

describe('ending a game', () => {
  it("freezes the board, tells every socket, and keeps each member's card as a round once", async () => {
    const { code, host, member, watchId } = await startGame({ source: 'course', name: 'Old Town Crawl' });
    const signedInGuest = await signedInWithStatus('active');
    const guest = await joinGame(code, 'Eagles', signedInGuest.cookie);
    const lapsed = await signedInWithStatus('canceled');
    await joinGame(code, 'Lapsed', lapsed.cookie);
    const anonymous = await joinGame(code, 'Nobody');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const anonymousSocket = (await connectPlayer(code, anonymous)).socket;
    const spectator = (await connectSpectator(watchId)).socket;

    await hostSocket.ask({ type: 'score', hole: 1, score: 6, version: 1 }, 'card');
    await hostSocket.ask({ type: 'penalty', penaltyId: 'spilled-drink', count: 1, version: 1 }, 'card');
    await guestSocket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');
    await anonymousSocket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');

    hostSocket.send({ type: 'end-game' });
    for (const socket of [hostSocket, guestSocket, spectator]) {
      const { board } = await socket.next('ended');
      expect(board.status).toBe('ended');
      expect(board.endedAt).not.toBeNull();
      expect(board.teams.map((team) => team.name)).toEqual(['Eagles', 'Nobody', 'Lapsed', 'Test']);
    }

    const [hostRound] = await roundsOf(member.user.id);
    expect(hostRound).toMatchObject({ team_name: 'Test', total_score: 3, complete: 0, course_name: 'Old Town Crawl' });
    expect(JSON.parse(hostRound?.holes ?? '[]')[0]).toEqual({
      holeNumber: 1,
      par: 4,
      barName: 'Bar 1',
      drink: 'Lager',
      score: 6,
    });
    expect(JSON.parse(hostRound?.penalties ?? '[]')).toEqual([
      { id: 'spilled-drink', name: 'Spilled Drink', count: 1 },
      { id: 'late-to-bar', name: 'Late to Bar', count: 0 },
    ]);
    expect(await roundsOf(signedInGuest.user.id)).toMatchObject([{ team_name: 'Eagles', total_score: -1 }]);
    // Not a member at the end: nothing kept (and the round it played had no score anyway).
    expect(await roundsOf(lapsed.user.id)).toEqual([]);

    // Ending again, or the end's retry running again, keeps nothing twice.
    expect(await hostSocket.ask({ type: 'end-game' }, 'error')).toMatchObject({ code: 'ended' });
    await runInDurableObject(roomOf(code), (_instance, state) => {
      state.storage.sql.exec(`update teams set round_state = 'pending' where user_id is not null`);
    });
    expect(await runDurableObjectAlarm(roomOf(code))).toBe(true);
    expect(await roundsOf(member.user.id)).toHaveLength(1);
    expect(await roundsOf(signedInGuest.user.id)).toHaveLength(1);

    // The round is in the member's History.
    const history = await get('/api/scorecards', { cookie: member.cookie });
    expect(await history.json()).toMatchObject([{ teamName: 'Test', totalScore: 3, courseName: 'Old Town Crawl' }]);
    for (const socket of [hostSocket, guestSocket, anonymousSocket, spectator]) socket.close();
  });

  it('records on each kept round the live game it came from: its name, the team’s final place and how many teams played', async () => {
    const { code, host, member } = await startGame({ source: 'course', name: 'Old Town Crawl' });
    const signedInGuest = await signedInWithStatus('active');
    const guest = await joinGame(code, 'Eagles', signedInGuest.cookie);
    const anonymous = await joinGame(code, 'Nobody');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const anonymousSocket = (await connectPlayer(code, anonymous)).socket;
    await hostSocket.ask({ type: 'score', hole: 1, score: 6, version: 1 }, 'card');
    await guestSocket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');
    await anonymousSocket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');
    hostSocket.send({ type: 'end-game' });
    await hostSocket.next('ended');

    const hostHistory = await get('/api/scorecards', { cookie: member.cookie });
    expect(await hostHistory.json()).toMatchObject([
      { teamName: 'Test', liveGame: { name: 'Old Town Crawl', place: 3, tied: false, teams: 3 } },
    ]);
    // Eagles and Nobody both finished on -1: a shared first place.
    const guestHistory = await get('/api/scorecards', { cookie: signedInGuest.cookie });
    expect(await guestHistory.json()).toMatchObject([
      { teamName: 'Eagles', liveGame: { name: 'Old Town Crawl', place: 1, tied: true, teams: 3 } },
    ]);
  });

  it('refuses writes after the end, new sockets with 410 and new teams, and still shows the final board', async () => {
    const { code, host, watchId } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    await hostSocket.ask({ type: 'end-game' }, 'ended');
    expect(await guestSocket.ask({ type: 'score', hole: 1, score: 1, version: 1 }, 'error')).toMatchObject({
      code: 'ended',
    });

    for (const path of [`/api/games/${code}/live`, `/api/watch/${watchId}/live`]) {
      const response = await upgrade(path, { Cookie: guest.cookie });
      expect(response.status, path).toBe(410);
      expect((await errorOf(response)).code).toBe('game_ended');
    }
    expect((await joinRequest(code, 'Latecomers')).status).toBe(410);
    const snapshot = await snapshotOf(code, guest.cookie);
    expect(snapshot.board.status).toBe('ended');
    expect(snapshot.yourCard?.holes.every((hole) => hole.score === null)).toBe(true);
    hostSocket.close();
    guestSocket.close();
  });

  it('drops the kept leaderboard when a complete round from the game makes it', async () => {
    const { code, host, member } = await startGame();
    const socket = (await connectPlayer(code, host)).socket;
    // Far below par, so it ranks among the lowest whatever else is on the board.
    await scoreAllPar(socket, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    await env.CACHE.put('leaderboard:top', '[]');
    await socket.ask({ type: 'end-game' }, 'ended');
    await expect.poll(() => env.CACHE.get('leaderboard:top')).toBeNull();
    expect(await roundsOf(member.user.id)).toMatchObject([{ complete: 1, total_score: -19 }]);
    const board = await (await get('/api/leaderboard')).json();
    expect(board).toEqual(expect.arrayContaining([expect.objectContaining({ teamName: 'Test', totalScore: -19 })]));
    socket.close();
  });

  it('keeps no round for a signed-in player without a membership or a card with nothing on it', async () => {
    const { code, host, member } = await startGame();
    const signedIn = await signedInUser();
    const player = await joinGame(code, 'Free riders', signedIn.cookie);
    const socket = (await connectPlayer(code, player)).socket;
    await socket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    const hostSocket = (await connectPlayer(code, host)).socket;
    await hostSocket.ask({ type: 'end-game' }, 'ended');
    expect(await roundsOf(signedIn.user.id)).toEqual([]);
    expect(await roundsOf(member.user.id)).toEqual([]);
    socket.close();
    hostSocket.close();
  });

  it('ends a game nobody has changed for 12 hours, and not one still in play', async () => {
    const { code, host, member } = await startGame();
    const socket = (await connectPlayer(code, host)).socket;
    await socket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    const room = roomOf(code);

    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect((await snapshotOf(code)).board.status).toBe('live');

    await runInDurableObject(room, (_instance, state) => {
      state.storage.sql.exec('update game set last_activity_at = ?', Date.now() - GAME_IDLE_LIMIT_MS - 1);
    });
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect((await socket.next('ended')).board.status).toBe('ended');
    expect(await roundsOf(member.user.id)).toHaveLength(1);
    socket.close();
  });
});
