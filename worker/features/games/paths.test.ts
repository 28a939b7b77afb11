import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { memberGamesResponseSchema } from '../../../domain/game-links';
import { teamCardSchema } from '../../../domain/game-protocol';
import { signedInUser } from '../../test/auth-helpers';
import { errorOf, get, postJson } from '../../test/http';
import { clientAddress, connectPlayer, gameRequest, joinGame, roomOf, roundsOf, startGame } from './game-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

async function gamesOf(cookie: string) {
  const response = await get('/api/games/mine', { cookie });
  expect(response.status).toBe(200);
  return memberGamesResponseSchema.parse(await response.json()).games;
}

describe('GET /api/games/mine', () => {
  it('answers 401 to a guest, even one with a team in a game', async () => {
    const { code } = await startGame();
    const guest = await joinGame(code, 'The Birdies');
    for (const cookie of [undefined, guest.cookie]) {
      const response = await get('/api/games/mine', cookie ? { cookie } : {});
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthenticated');
    }
  });

  it("lists the game a member started and one they joined, newest first, and nobody else's", async () => {
    const first = await startGame({ name: 'Friday crawl along the whole length of the high street' });
    const second = await startGame({ name: 'Saturday' });
    await joinGame(second.code, 'Joined from the host phone', first.member.cookie);
    const stranger = await signedInUser();

    const saturday = {
      code: second.code,
      name: 'Saturday',
      status: 'live',
      endedAt: null,
      watchId: second.host.snapshot.watchId,
    };
    expect(await gamesOf(first.member.cookie)).toEqual([
      saturday,
      {
        code: first.code,
        name: 'Friday crawl along the whole length of the high street',
        status: 'live',
        endedAt: null,
        watchId: first.host.snapshot.watchId,
      },
    ]);
    expect(await gamesOf(second.member.cookie)).toEqual([saturday]);
    expect(await gamesOf(stranger.cookie)).toEqual([]);
  });

  it('shows the name the host gave later, and an ended game as ended for a day, then not at all', async () => {
    const { code, host, member } = await startGame();
    const { socket } = await connectPlayer(code, host);
    socket.send({ type: 'rename-game', name: 'Renamed crawl' });
    await socket.nextBoard();
    const { board } = await socket.ask({ type: 'end-game' }, 'ended');
    expect(await gamesOf(member.cookie)).toEqual([
      { code, name: 'Renamed crawl', status: 'ended', endedAt: board.endedAt, watchId: host.snapshot.watchId },
    ]);

    await runInDurableObject(roomOf(code), (_instance, state) => {
      state.storage.sql.exec('update game set ended_at = ?', Date.now() - DAY_MS - 1000);
    });
    expect(await gamesOf(member.cookie)).toEqual([]);
  });

  it('drops a game once the host removed the member\u2019s team', async () => {
    const { code, host } = await startGame();
    const joiner = await signedInUser();
    const team = await joinGame(code, 'Soon gone', joiner.cookie);
    expect((await gamesOf(joiner.cookie)).map((game) => game.code)).toEqual([code]);
    const { socket } = await connectPlayer(code, host);
    socket.send({ type: 'remove-team', teamId: team.teamId });
    await socket.nextBoard();
    expect(await gamesOf(joiner.cookie)).toEqual([]);
  });
});

describe('POST /api/games with the host team name', () => {
  it("names the host's team as the host chose, or after their first name", async () => {
    const chosen = await startGame({ hostTeamName: '  The Hosts with the Most  ' });
    expect(chosen.host.snapshot.board.teams.map((team) => team.name)).toEqual(['The Hosts with the Most']);
    const plain = await startGame();
    expect(plain.host.snapshot.board.teams.map((team) => team.name)).toEqual(['Test']);
  });

  it('refuses a blank or too long host team name, naming the field', async () => {
    const { member } = await startGame();
    for (const hostTeamName of ['   ', 'x'.repeat(101)]) {
      const response = await postJson('/api/games', gameRequest({ hostTeamName }), { cookie: member.cookie });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await errorOf(response))).toContain('hostTeamName');
    }
  });
});

describe("GET a team's card from the board", () => {
  it('answers any team\u2019s card, hole by hole with penalties, by code and by spectator id', async () => {
    const { code, watchId, host } = await startGame();
    const guest = await joinGame(code, 'The Birdies');
    const { socket } = await connectPlayer(code, guest);
    await socket.ask({ type: 'score', hole: 3, score: 'NA', version: 1 }, 'card');
    await socket.ask({ type: 'penalty', penaltyId: 'spilled-drink', count: 20, version: 1 }, 'card');

    for (const [path, cookie] of [
      [`/api/games/${code}/teams/${guest.teamId}`, host.cookie],
      [`/api/games/${code}/teams/${guest.teamId}`, undefined],
      [`/api/watch/${watchId}/teams/${guest.teamId}`, undefined],
    ] as const) {
      const response = await get(path, {
        ...(cookie ? { cookie } : {}),
        headers: { 'CF-Connecting-IP': clientAddress() },
      });
      expect(response.status, path).toBe(200);
      const card = teamCardSchema.parse(await response.json());
      expect(card.teamId).toBe(guest.teamId);
      expect(card.holes.find((hole) => hole.holeNumber === 3)?.score).toBe('NA');
      expect(card.penalties.find((penalty) => penalty.id === 'spilled-drink')?.count).toBe(20);
    }
  });

  it('answers 404 for a team the game does not have, and 400 for a malformed one', async () => {
    const { code, watchId } = await startGame();
    for (const path of [`/api/games/${code}/teams/nobody`, `/api/watch/${watchId}/teams/nobody`]) {
      const response = await get(path, { headers: { 'CF-Connecting-IP': clientAddress() } });
      expect(response.status, path).toBe(404);
    }
    const response = await get(`/api/games/${code}/teams/${'x'.repeat(65)}`, {
      headers: { 'CF-Connecting-IP': clientAddress() },
    });
    expect(response.status).toBe(400);
  });
});

describe('the round a live game leaves in History', () => {
  it('names the course it was played from, whatever the host called the game', async () => {
    const { member } = await startGame();
    const saved = await postJson(
      '/api/courses',
      { name: 'The Soho Stroll', holes: gameRequest().holes, penalties: gameRequest().penalties },
      { cookie: member.cookie },
    );
    expect(saved.status).toBe(201);
    const { id: courseId } = (await saved.json()) as { id: string };
    const started = await postJson(
      '/api/games',
      gameRequest({ source: 'course', courseId, name: 'Friday with the office' }),
      { cookie: member.cookie },
    );
    expect(started.status).toBe(201);
    const code = ((await started.json()) as { code: string }).code;
    const teamCookie = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const { socket } = await connectPlayer(code, { cookie: `${member.cookie}; ${teamCookie}` });
    await socket.ask({ type: 'score', hole: 1, score: 3, version: 1 }, 'card');
    await socket.ask({ type: 'end-game' }, 'ended');
    await expect
      .poll(async () => (await roundsOf(member.user.id)).map((round) => round.course_name))
      .toEqual(['The Soho Stroll']);
  });
});
