import { describe, expect, it } from 'vitest';
import { keptRoundStatusSchema } from '../../../domain/game-protocol';
import { savedRoundListSchema, savedRoundSchema } from '../../../domain/rounds';
import { signedInMember, signedInUser } from '../../test/auth-helpers';
import { errorOf, get, postJson, sendJson } from '../../test/http';
import { clientAddress, connectPlayer, joinGame, roundsOf, startGame, type Player } from './game-fixtures';

const LONGEST_TEAM_NAME = 'The Extremely Long Named Team of Wandering Pub Golf Players'.padEnd(60, '!');

/** Keeping the team's round as a member: the team's cookie plus the member's session. */
function keep(code: string, cookie: string) {
  return postJson(`/api/games/${code}/keep`, {}, { cookie, headers: { 'CF-Connecting-IP': clientAddress() } });
}

/** Where the team's round is, asked from the team's phone. */
async function statusOf(code: string, cookie: string) {
  const response = await get(`/api/games/${code}/keep`, { cookie, headers: { 'CF-Connecting-IP': clientAddress() } });
  expect(response.status).toBe(200);
  return keptRoundStatusSchema.parse(await response.json()).round;
}

/** A game from a course with a guest team (no account) that scored two holes and a penalty, and the host one hole, then ended. */
async function endedGameWithGuest() {
  const started = await startGame({ source: 'course', name: 'Old Town Crawl' });
  const guest = await joinGame(started.code, LONGEST_TEAM_NAME);
  const guestSocket = (await connectPlayer(started.code, guest)).socket;
  await guestSocket.ask({ type: 'score', hole: 1, score: 6, version: 1 }, 'card');
  await guestSocket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');
  await guestSocket.ask({ type: 'penalty', penaltyId: 'spilled-drink', count: 2, version: 1 }, 'card');
  const hostSocket = (await connectPlayer(started.code, started.host)).socket;
  await hostSocket.ask({ type: 'score', hole: 1, score: 4, version: 1 }, 'card');
  hostSocket.send({ type: 'end-game' });
  await guestSocket.next('ended');
  return { ...started, guest };
}

/** The guest's phone after its player signed in as a member: the team cookie and the new session. */
async function asMember(guest: Player) {
  const member = await signedInMember();
  return { member, cookie: `${guest.cookie}; ${member.cookie}` };
}

describe('keeping a guest team’s round after the end', () => {
  it('saves the game’s card to the new member’s History once, naming the course, whatever is sent again', async () => {
    const { code, guest } = await endedGameWithGuest();
    const { member, cookie } = await asMember(guest);

    const first = await keep(code, cookie);
    expect(first.status).toBe(201);
    const round = savedRoundSchema.parse(await first.json());
    // Worked out by the server from the game's card: +2 on hole 1, -1 on hole 2, 2 penalties.
    expect(round).toMatchObject({ teamName: LONGEST_TEAM_NAME, totalScore: 3, courseName: 'Old Town Crawl' });
    // The host's team finished on 0: the guest team came second of two.
    expect(round.liveGame).toEqual({ name: 'Old Town Crawl', place: 2, tied: false, teams: 2 });

    // A retry after a lost answer, and two tabs at once, find the same round.
    const again = await keep(code, cookie);
    expect(again.status).toBe(200);
    expect(savedRoundSchema.parse(await again.json()).id).toBe(round.id);
    const both = await Promise.all([keep(code, cookie), keep(code, cookie)]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(await roundsOf(member.user.id)).toHaveLength(1);

    const history = await get('/api/scorecards', { cookie: member.cookie });
    expect(await history.json()).toMatchObject([{ id: round.id, teamName: LONGEST_TEAM_NAME, totalScore: 3 }]);
  });

  it('keeps the round for one member only: another member on the team’s phone hears who has it', async () => {
    const { code, guest } = await endedGameWithGuest();
    expect((await keep(code, (await asMember(guest)).cookie)).status).toBe(201);
    const other = await asMember(guest);
    const response = await keep(code, other.cookie);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'round_taken' });
    expect(await roundsOf(other.member.user.id)).toEqual([]);
  });

  it('is for members only', async () => {
    const { code, guest } = await endedGameWithGuest();
    expect((await keep(code, guest.cookie)).status).toBe(401);
    const withoutMembership = await signedInUser();
    expect((await keep(code, `${guest.cookie}; ${withoutMembership.cookie}`)).status).toBe(403);
  });

  it('needs the team’s own phone, an ended game with something scored, and a real game', async () => {
    const { code, guest } = await endedGameWithGuest();
    const member = await signedInMember();
    const notJoined = await keep(code, member.cookie);
    expect(notJoined.status).toBe(403);
    expect(await errorOf(notJoined)).toMatchObject({ code: 'not_joined' });

    const live = await startGame();
    const player = await joinGame(live.code, 'Still Playing');
    const stillOn = await keep(live.code, `${player.cookie}; ${member.cookie}`);
    expect(stillOn.status).toBe(409);
    expect(await errorOf(stillOn)).toMatchObject({ code: 'game_live' });

    const empty = await startGame();
    const idle = await joinGame(empty.code, 'Scored Nothing');
    (await connectPlayer(empty.code, empty.host)).socket.send({ type: 'end-game' });
    await expect.poll(async () => (await keep(empty.code, `${idle.cookie}; ${member.cookie}`)).status).toBe(422);

    const unknown = await keep(
      code.replace(/^./, code.startsWith('A') ? 'B' : 'A'),
      `${guest.cookie}; ${member.cookie}`,
    );
    expect(unknown.status).toBe(404);
    expect(await roundsOf(member.user.id)).toEqual([]);
  });

  it('tells the team’s phone where its round is, so the offer to keep it shows only while it can be kept', async () => {
    const { code, guest, host } = await endedGameWithGuest();
    const { member, cookie } = await asMember(guest);
    expect(await statusOf(code, cookie)).toBe('to-keep');
    expect((await keep(code, cookie)).status).toBe(201);
    expect(await statusOf(code, cookie)).toBe('yours');
    expect(await statusOf(code, (await asMember(guest)).cookie)).toBe('taken');
    // The host was a member at the end: the host's round was kept then.
    await expect.poll(() => statusOf(code, host.cookie)).toBe('yours');
    expect(await roundsOf(member.user.id)).toHaveLength(1);

    const empty = await startGame();
    const idle = await joinGame(empty.code, 'Scored Nothing');
    (await connectPlayer(empty.code, empty.host)).socket.send({ type: 'end-game' });
    await expect.poll(() => statusOf(empty.code, `${idle.cookie}; ${member.cookie}`)).toBe('empty');
  });

  it('answers where a round is only to a member, once the game has ended, and names a phone of no team', async () => {
    const { code, guest } = await endedGameWithGuest();
    const ask = (cookie: string, gameCode = code) =>
      get(`/api/games/${gameCode}/keep`, { cookie, headers: { 'CF-Connecting-IP': clientAddress() } });
    expect((await ask(guest.cookie)).status).toBe(401);
    const member = await signedInMember();
    const notJoined = await ask(member.cookie);
    expect(notJoined.status).toBe(200);
    expect(keptRoundStatusSchema.parse(await notJoined.json()).round).toBe('no-team');
    const live = await startGame();
    const player = await joinGame(live.code, 'Still Playing');
    const stillOn = await ask(`${player.cookie}; ${member.cookie}`, live.code);
    expect(stillOn.status).toBe(409);
    expect(await errorOf(stillOn)).toMatchObject({ code: 'game_live' });
  });
});

describe('editing a round kept from a live game', () => {
  it('keeps the holes its team spent a mulligan on, and adds the edit up with them', async () => {
    const { code, host, member } = await startGame({ mulligans: 1, source: 'course', name: 'Old Town Crawl' });
    const socket = (await connectPlayer(code, host)).socket;
    // Par 4 then par 3: +2 on hole 1, wiped by the mulligan; -1 on hole 2.
    await socket.ask({ type: 'score', hole: 1, score: 6, version: 1 }, 'card');
    await socket.ask({ type: 'score', hole: 2, score: 2, version: 1 }, 'card');
    socket.send({ type: 'mulligan', hole: 1 });
    await expect
      .poll(() => socket.boards.some((board) => board?.teams[0]?.mulliganHoles?.includes(1) === true))
      .toBe(true);
    socket.send({ type: 'end-game' });
    await socket.next('ended');
    socket.close();

    const history = async () =>
      savedRoundListSchema.parse(await (await get('/api/scorecards', { cookie: member.cookie })).json());
    const [kept] = await history();
    if (!kept) throw new Error('No round was kept');
    expect(kept).toMatchObject({ totalScore: -1, liveGame: { mulliganHoles: [1] } });

    // Hole 2 edited to 4 (+1): the mulligan still counts hole 1 as par, so the total is 1, not 3.
    const holes = kept.holes.map((hole) => (hole.holeNumber === 2 ? { ...hole, score: 4 } : hole));
    const edit = {
      teamName: kept.teamName,
      date: kept.date,
      holes,
      penalties: kept.penalties,
      courseId: kept.courseId,
    };
    const response = await sendJson(
      'PUT',
      `/api/scorecards/${kept.id}`,
      { ...edit, totalScore: 3, editedAt: Date.now() },
      { cookie: member.cookie },
    );
    expect(response.status).toBe(200);
    expect(savedRoundSchema.parse(await response.json())).toMatchObject({ totalScore: 1 });
    const [edited] = await history();
    expect(edited).toMatchObject({ id: kept.id, totalScore: 1, liveGame: { place: 1, mulliganHoles: [1] } });
    expect(edited?.holes[1]?.score).toBe(4);

    // An older edit is answered with the round as it is, still counting the mulligan.
    const older = await sendJson(
      'PUT',
      `/api/scorecards/${kept.id}`,
      { ...edit, editedAt: 1 },
      { cookie: member.cookie },
    );
    expect(savedRoundSchema.parse(await older.json())).toMatchObject({
      totalScore: 1,
      liveGame: { mulliganHoles: [1] },
    });
  });
});
