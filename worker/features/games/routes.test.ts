import { describe, expect, it } from 'vitest';
import { MAX_TEAMS, gameSnapshotSchema } from '../../../domain/game-protocol';
import { errorOf, get, postJson } from '../../test/http';
import { itRefusesNonMembers } from '../../test/member-only-calls';
import {
  ALICE_LOOK_ALIKES,
  clientAddress,
  gameRequest,
  joinGame,
  joinRequest,
  snapshotOf,
  startGame,
  upgrade,
} from './game-fixtures';

describe('POST /api/games', () => {
  itRefusesNonMembers([
    ['POST /api/games', (cookie) => postJson('/api/games', gameRequest(), { cookie })],
    ['POST /api/games with a bad body', (cookie) => postJson('/api/games', { source: 'nope' }, { cookie })],
  ]);

  it("starts a game with the card's layout, no scores or counts, and the host as the first team", async () => {
    const { host, code, watchId } = await startGame();
    const { snapshot } = host;
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    expect(watchId).toMatch(/^[0-9a-f]{64}$/);
    expect(snapshot.holes[0]).toEqual({ holeNumber: 1, par: 4, barName: 'Bar 1', drink: 'Lager' });
    expect(snapshot.holes.some((hole) => hole.score !== undefined)).toBe(false);
    expect(snapshot.penalties.map((penalty) => penalty.count)).toEqual([0, 0]);
    expect(snapshot.board).toMatchObject({ name: 'Pub Golf', status: 'live', endedAt: null });
    // The member's first name names the host's team.
    expect(snapshot.board.teams).toMatchObject([{ name: 'Test', isHost: true, total: 0, holesPlayed: 0 }]);
    expect(snapshot.you).toEqual({ teamId: snapshot.board.teams[0]?.id, isHost: true });
    expect(snapshot.yourCard?.holes.every((hole) => hole.score === null && hole.version === 0)).toBe(true);
  });

  it('sets an HttpOnly team cookie for the game path only, not Secure on plain http', async () => {
    const member = (await startGame()).member;
    const response = await postJson('/api/games', gameRequest({ name: 'Friday crawl' }), { cookie: member.cookie });
    const snapshot = gameSnapshotSchema.parse(await response.json());
    expect(snapshot.board.name).toBe('Friday crawl');
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('game_team='));
    expect(cookie).toMatch(/^game_team=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain(`Path=/api/games/${snapshot.code}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('refuses a card without nine holes, naming the field', async () => {
    const { member } = await startGame();
    const response = await postJson('/api/games', gameRequest({ holes: [] }), { cookie: member.cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('holes');
  });
});

describe('POST /api/games/:code/teams', () => {
  it('lets anyone join with a team name, and every team sees the new one on the board', async () => {
    const { code, host } = await startGame();
    const guest = await joinGame(code, '  The Birdies ');
    expect(guest.snapshot.you).toEqual({ teamId: guest.teamId, isHost: false });
    expect(guest.snapshot.code).toBe(code);
    expect(guest.snapshot.board.teams.map((team) => team.name).sort()).toEqual(['Test', 'The Birdies']);
    expect((await snapshotOf(code, host.cookie)).board.teams).toHaveLength(2);
  });

  it('answers the same team again when the caller already joined', async () => {
    const { code } = await startGame();
    const guest = await joinGame(code, 'Eagles');
    const again = await joinRequest(code, 'Another name', { cookie: guest.cookie });
    expect(again.status).toBe(200);
    expect(gameSnapshotSchema.parse(await again.json()).you?.teamId).toBe(guest.teamId);
    expect((await snapshotOf(code)).board.teams).toHaveLength(2);
  });

  it('refuses a name another team has, in any case, and a blank one', async () => {
    const { code } = await startGame();
    await joinGame(code, 'Eagles');
    const taken = await joinRequest(code, 'EAGLES');
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe('team_name_taken');
    const blank = await joinRequest(code, '  ');
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toContain('teamName');
  });

  it("refuses a name that only looks like another team's, so nobody can pose as the host's team", async () => {
    const { code, host } = await startGame();
    const hostName = host.snapshot.board.teams[0]?.name ?? '';
    await joinGame(code, 'Alice');
    for (const lookAlike of [
      '\u0410lice', // Cyrillic capital A
      'Al\u200bice', // zero-width space
      ' ALICE\u200d ',
      'Alice\u2060', // word joiner
      `${hostName}\u200b`,
      hostName.replace('e', '\u0435'), // Cyrillic small ie
    ]) {
      const taken = await joinRequest(code, lookAlike);
      expect(taken.status, JSON.stringify(lookAlike)).toBe(409);
      expect(await errorOf(taken)).toMatchObject({
        code: 'team_name_taken',
        message: 'Another team in this game has that name. Please pick another.',
      });
    }
    const invisible = await joinRequest(code, '\u200b\u200c');
    expect(invisible.status).toBe(400);
    expect((await errorOf(invisible)).message).toContain('teamName');
    expect((await snapshotOf(code)).board.teams.map((team) => team.name).sort()).toEqual(['Alice', hostName]);
  });

  it("refuses 'Alice' with a blank filler after it, a dot over its i, a dotless i or a small capital", async () => {
    const { code } = await startGame();
    await joinGame(code, 'Alice');
    for (const lookAlike of ALICE_LOOK_ALIKES) {
      const taken = await joinRequest(code, lookAlike);
      expect(taken.status, JSON.stringify(lookAlike)).toBe(409);
      expect((await errorOf(taken)).code).toBe('team_name_taken');
    }
  });

  it('answers 404 for an unknown code and 400 for something that is no code', async () => {
    expect((await joinRequest('ZZZZZZ', 'Eagles')).status).toBe(404);
    expect((await joinRequest('zzzzzz', 'Eagles')).status).toBe(400);
  });

  it('limits unknown codes per client, then answers 429 for every code, real or not', async () => {
    const { code, host } = await startGame();
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await joinRequest('ZZZZZY', 'Guess', { ip })).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // A guess that hits a real game now answers like a miss, so it tells nothing.
    const hit = await joinRequest(code, 'Lucky guess', { ip });
    expect(hit.status).toBe(429);
    expect(hit.headers.get('Retry-After')).toBe('60');
    expect((await get(`/api/games/${code}`, { headers: { 'CF-Connecting-IP': ip } })).status).toBe(429);
    expect((await snapshotOf(code, host.cookie)).board.teams).toHaveLength(1);
  });

  it('lets a crowd of teams behind one address open and join a real game within a minute', async () => {
    const { code } = await startGame();
    const ip = clientAddress();
    const look = () => get(`/api/games/${code}`, { headers: { 'CF-Connecting-IP': ip } });
    const statuses: number[] = [];
    // The host's team and 99 more fill the game; each phone opens the game, then joins.
    for (let team = 1; team < MAX_TEAMS; team++) {
      statuses.push((await look()).status);
      const name = `Team ${team} of the Extraordinarily Thirsty Wanderers of the Old Town`.slice(0, 60);
      statuses.push((await joinRequest(code, name, { ip })).status);
    }
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    // A few typos on the way are no trouble.
    for (let typo = 0; typo < 5; typo++) expect((await joinRequest('ZZZZZT', 'Typo', { ip })).status).toBe(404);
    expect((await look()).status).toBe(200);
    expect((await snapshotOf(code)).board.teams).toHaveLength(MAX_TEAMS);
  });
});

describe('GET /api/games/:code', () => {
  it("answers the board to anyone with the code, and the caller's team and card with its cookie", async () => {
    const { code, host } = await startGame();
    const anyone = await snapshotOf(code);
    expect(anyone.you).toBeNull();
    expect(anyone.yourCard).toBeNull();
    expect(anyone.board.teams).toHaveLength(1);
    const own = await snapshotOf(code, host.cookie);
    expect(own.you?.isHost).toBe(true);
    expect(own.yourCard?.teamId).toBe(host.teamId);
  });

  it('answers 404 for an unknown code', async () => {
    const response = await get('/api/games/ZZZZZX', { headers: { 'CF-Connecting-IP': clientAddress() } });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_found');
  });

  it('answers a caller whose address header is no address, however long, as it answers anyone', async () => {
    const { code } = await startGame();
    const long = { 'CF-Connecting-IP': `203.0.113.7, ${'x'.repeat(600)}` };
    expect((await get(`/api/games/${code}`, { headers: long })).status).toBe(200);
    const miss = await get('/api/games/ZZZZZV', { headers: long });
    expect(miss.status).toBe(404);
    expect((await errorOf(miss)).code).toBe('not_found');
    expect((await joinRequest(code, 'Long address', { ip: '2001:db8::1'.padEnd(700, '1') })).status).toBe(201);
  });

  it("counts unknown codes no team cookie vouches for, never a real game's nor a team's own look-ups", async () => {
    const { code, host } = await startGame();
    const ip = clientAddress();
    const look = (path: string, cookie?: string) =>
      get(path, { ...(cookie ? { cookie } : {}), headers: { 'CF-Connecting-IP': ip } });
    for (let attempt = 0; attempt < 40; attempt++) expect((await look(`/api/games/${code}`)).status).toBe(200);
    for (let attempt = 0; attempt < 30; attempt++) expect((await look('/api/games/ZZZZZW')).status).toBe(404);
    // Over the limit a known code and an unknown one answer alike.
    expect((await look('/api/games/ZZZZZW')).status).toBe(429);
    expect((await look(`/api/games/${code}`)).status).toBe(429);
    expect((await look(`/api/games/${code}`, 'game_team=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(
      429,
    );
    expect((await upgrade(`/api/games/${code}/live`, { 'CF-Connecting-IP': ip })).status).toBe(429);
    expect((await look(`/api/games/${code}`, host.cookie)).status).toBe(200);
  });

  it('counts a socket opened for an unknown code as a miss', async () => {
    const ip = clientAddress();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await upgrade('/api/games/ZZZZZV/live', { 'CF-Connecting-IP': ip })).status).toBe(404);
    }
    expect((await upgrade('/api/games/ZZZZZV/live', { 'CF-Connecting-IP': ip })).status).toBe(429);
  });
});

describe('GET /api/watch/:id', () => {
  it('answers the board by the spectator id, without the join code', async () => {
    const { code, watchId } = await startGame();
    await joinGame(code, 'Eagles');
    const response = await get(`/api/watch/${watchId}`);
    expect(response.status).toBe(200);
    const snapshot = gameSnapshotSchema.parse(await response.json());
    expect(snapshot.code).toBeNull();
    expect(snapshot.you).toBeNull();
    expect(snapshot.board.teams).toHaveLength(2);
  });

  it('answers 404 for an id that is no game', async () => {
    expect((await get(`/api/watch/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await get('/api/watch/nope')).status).toBe(400);
  });
});
