import { describe, expect, it } from 'vitest';
import { userExportSchema } from '../../../domain/account';
import { get } from '../../test/http';
import { connectPlayer, joinGame, startGame } from './game-fixtures';

const EXPORT = '/api/user/export';

describe("a member's live games in 'Download my data'", () => {
  it('lists the live games the player joined, with what each game holds about their team', async () => {
    const { code, host, member } = await startGame({ name: 'Friday crawl' });
    const { socket } = await connectPlayer(code, host);
    await socket.ask({ type: 'score', hole: 2, score: 4, version: Date.now() }, 'card');
    await socket.ask({ type: 'penalty', penaltyId: 'spilled-drink', count: 1, version: Date.now() }, 'card');
    socket.close();
    const other = await startGame();
    const joined = await joinGame(other.code, 'The Birdies', member.cookie);

    const data = userExportSchema.parse(await (await get(EXPORT, { cookie: member.cookie })).json());
    expect(data.liveGames.map((game) => game.code).sort()).toEqual([code, other.code].sort());
    const hosted = data.liveGames.find((game) => game.code === code);
    expect(hosted?.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(hosted?.game).toMatchObject({
      name: 'Friday crawl',
      status: 'live',
      endedAt: null,
      team: { name: 'Test', isHost: true },
    });
    expect(hosted?.game?.card).toMatchObject({
      holes: expect.arrayContaining([{ holeNumber: 2, par: 3, barName: 'Bar 2', drink: 'Lager', score: 4 }]),
      penalties: expect.arrayContaining([{ id: 'spilled-drink', name: 'Spilled Drink', count: 1 }]),
    });
    expect(data.liveGames.find((game) => game.code === other.code)?.game?.team).toEqual({
      name: 'The Birdies',
      isHost: false,
      alcoholFree: false,
    });
    expect(joined.snapshot.you?.isHost).toBe(false);
    // The other host's export lists only their own game.
    const theirs = userExportSchema.parse(await (await get(EXPORT, { cookie: other.member.cookie })).json());
    expect(theirs.liveGames.map((game) => game.code)).toEqual([other.code]);
  });

  it('names the holes each kept round and each live game used a mulligan on, and whether the team played alcohol-free', async () => {
    const { code, host, member } = await startGame({ mulligans: 2, hostTeamName: 'Hosts' });
    const { socket } = await connectPlayer(code, host);
    socket.send({ type: 'alcohol-free', alcoholFree: true });
    // Par 4 then par 3: a 6 and an NA, both wiped by a mulligan, with a penalty on hole 2.
    await socket.ask({ type: 'score', hole: 1, score: 6, version: 1 }, 'card');
    await socket.ask({ type: 'score', hole: 2, score: 'NA', version: 1 }, 'card');
    await socket.ask({ type: 'penalty', penaltyId: 'late-to-bar', hole: 2, count: 1, version: 1 }, 'card');
    socket.send({ type: 'mulligan', hole: 2 });
    socket.send({ type: 'mulligan', hole: 1 });
    await expect
      .poll(() =>
        socket.boards.some((board) =>
          board?.teams.some((team) => team.alcoholFree && team.mulliganHoles?.length === 2),
        ),
      )
      .toBe(true);

    const during = userExportSchema.parse(await (await get(EXPORT, { cookie: member.cookie })).json());
    expect(during.liveGames[0]?.game).toMatchObject({
      team: { name: 'Hosts', isHost: true, alcoholFree: true },
      card: {
        mulliganHoles: [2, 1],
        // The late arrival on hole 2 is kept, and wiped: it does not count.
        penalties: expect.arrayContaining([{ id: 'late-to-bar', name: 'Late to Bar', count: 0 }]),
        penaltiesByHole: [{ id: 'late-to-bar', hole: 2, count: 1 }],
      },
    });

    socket.send({ type: 'end-game' });
    await socket.next('ended');
    socket.close();
    const after = userExportSchema.parse(await (await get(EXPORT, { cookie: member.cookie })).json());
    expect(after.rounds).toHaveLength(1);
    expect(after.rounds[0]).toMatchObject({
      teamName: 'Hosts',
      totalScore: 0,
      liveGame: { place: 1, mulliganHoles: [1, 2], alcoholFree: true },
      timing: null,
    });
  });
});
