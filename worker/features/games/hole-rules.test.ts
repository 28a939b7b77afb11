/**
 * Hole rules and hazards: kept on a course, copied into a game started from it, written by the
 * host or the co-host alone, masked for strangers; a hazard's penalty counts on every card.
 */
import { describe, expect, it } from 'vitest';
import { courseSchema } from '../../../domain/courses';
import { gameSnapshotSchema } from '../../../domain/game-protocol';
import { signedInMember } from '../../test/auth-helpers';
import { errorOf, get, postJson } from '../../test/http';
import { connectPlayer, connectSpectator, gameRequest, joinGame, snapshotOf, startGame } from './game-fixtures';

const COURSES = '/api/courses';

function courseRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { holes, penalties } = gameRequest();
  return { name: 'Old Town Crawl', holes, penalties, ...overrides };
}

const HOLE_RULES = [
  { holeNumber: 2, rule: 'Left hand only' },
  { holeNumber: 5, rule: '+1 if you spill', hazard: 'Water hazard' },
];

async function courseWithRules(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await postJson(
    COURSES,
    courseRequest({ rules: '  No phones on the table \n', holeRules: HOLE_RULES, ...overrides }),
    { cookie },
  );
  expect(response.status).toBe(201);
  return courseSchema.parse(await response.json());
}

async function startFrom(cookie: string, courseId: string, overrides: Record<string, unknown> = {}) {
  const response = await postJson('/api/games', gameRequest({ source: 'course', courseId, ...overrides }), { cookie });
  expect(response.status).toBe(201);
  const snapshot = gameSnapshotSchema.parse(await response.json());
  const teamCookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { snapshot, code: snapshot.code ?? '', host: { cookie: `${cookie}; ${teamCookie}` } };
}

describe('hole rules and hazards', () => {
  it('are kept on a course and read back; a course without them reads as before', async () => {
    const member = await signedInMember();
    const course = await courseWithRules(member.cookie);
    expect(course.rules).toBe('No phones on the table');
    expect(course.holeRules).toEqual(HOLE_RULES);
    const read = courseSchema.parse(await (await get(`${COURSES}/${course.id}`, { cookie: member.cookie })).json());
    expect([read.rules, read.holeRules]).toEqual([course.rules, HOLE_RULES]);

    const plain = courseSchema.parse(
      await (await postJson(COURSES, courseRequest(), { cookie: member.cookie })).json(),
    );
    expect('rules' in plain || 'holeRules' in plain).toBe(false);
  });

  it('are refused when too long, blank, twice on a hole, or too many hazards for a card', async () => {
    const member = await signedInMember();
    const refused = async (holeRules: unknown, penalties?: unknown) => {
      const response = await postJson(COURSES, courseRequest({ holeRules, ...(penalties ? { penalties } : {}) }), {
        cookie: member.cookie,
      });
      expect(response.status).toBe(400);
      return JSON.stringify(await errorOf(response));
    };
    expect(await refused([{ holeNumber: 1, rule: 'x'.repeat(81) }])).toContain('rule must be at most 80 characters');
    expect(await refused([{ holeNumber: 1, rule: ' \u200b ' }])).toContain('rule must not be blank');
    expect(
      await refused([
        { holeNumber: 3, rule: 'One' },
        { holeNumber: 3, rule: 'Two' },
      ]),
    ).toContain('one rule a hole');
    const twenty = Array.from({ length: 20 }, (_, index) => ({ id: `p${index}`, name: `Penalty ${index}`, count: 0 }));
    expect(await refused([{ holeNumber: 1, rule: 'Spill +1', hazard: 'Water' }], twenty)).toContain(
      'penalties and hazards together must be at most 20',
    );
  });

  it("are copied into a game from the course, the hazard's penalty on every card, counted as any penalty", async () => {
    const member = await signedInMember();
    const course = await courseWithRules(member.cookie);
    const { snapshot, code, host } = await startFrom(member.cookie, course.id);
    expect(snapshot.rules).toBe('No phones on the table');
    expect(snapshot.holeRules).toEqual(HOLE_RULES);
    expect(snapshot.penalties.map((penalty) => [penalty.id, penalty.name])).toEqual([
      ['spilled-drink', 'Spilled Drink'],
      ['late-to-bar', 'Late to Bar'],
      ['hazard-5', 'Water hazard'],
    ]);

    const guest = await joinGame(code, 'Eagles');
    expect(guest.snapshot.holeRules).toEqual(HOLE_RULES);
    const { socket } = await connectPlayer(code, guest);
    const totalOf = async () =>
      (await snapshotOf(code, guest.cookie)).board.teams.find((team) => team.id === guest.teamId)?.total;
    await socket.ask({ type: 'score', hole: 1, score: 4, version: 1 }, 'card');
    const scored = await totalOf();
    const { card } = await socket.ask({ type: 'penalty', penaltyId: 'hazard-5', count: 1, version: 1 }, 'card');
    expect(card.penalties.find((penalty) => penalty.id === 'hazard-5')?.count).toBe(1);
    expect(await totalOf()).toBe((scored ?? 0) + 1);
    socket.close();

    // The start dialog's own rules win over the course's.
    const own = await startFrom(member.cookie, course.id, { rules: '', holeRules: [] });
    expect([own.snapshot.rules, own.snapshot.holeRules, own.snapshot.penalties.length]).toEqual(['', [], 2]);
    expect((await snapshotOf(code, host.cookie)).holeRules).toEqual(HOLE_RULES);
  });

  it('are written anew by the host or the co-host alone; the hazards stay as the game started', async () => {
    const { code, host, watchId } = await startGame({ holeRules: HOLE_RULES });
    const caddy = await joinGame(code, 'Caddies');
    const guest = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const caddySocket = (await connectPlayer(code, caddy)).socket;
    const guestSocket = (await connectPlayer(code, guest)).socket;
    const spectator = (await connectSpectator(watchId)).socket;
    const next = [{ holeNumber: 1, rule: 'Sing a song' }, HOLE_RULES[1]];

    for (const socket of [caddySocket, guestSocket, spectator]) {
      expect(await socket.ask({ type: 'set-hole-rules', holeRules: next }, 'error')).toMatchObject({
        code: 'forbidden',
      });
    }
    await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: caddy.teamId } }, 'clock');
    caddySocket.send({ type: 'set-hole-rules', holeRules: next });
    for (const socket of [hostSocket, caddySocket, guestSocket, spectator]) {
      expect(await socket.next('hole-rules')).toEqual({ type: 'hole-rules', holeRules: next });
    }
    expect((await snapshotOf(code, guest.cookie)).holeRules).toEqual(next);

    const moved = [{ holeNumber: 6, rule: '+1 if you spill', hazard: 'Water hazard' }];
    const refused = await hostSocket.ask({ type: 'set-hole-rules', holeRules: moved }, 'error');
    expect(refused).toMatchObject({ code: 'invalid' });
    expect(refused.message).toContain('hazards are set when the game starts');
    const tooLong = await hostSocket.ask(
      { type: 'set-hole-rules', holeRules: [{ holeNumber: 1, rule: 'x'.repeat(81) }, HOLE_RULES[1]] },
      'error',
    );
    expect(tooLong.message).toContain('rule must be at most 80 characters');
    for (const socket of [hostSocket, caddySocket, guestSocket, spectator]) socket.close();
  });

  it('mask an obscene rule or hazard for everyone but the host, on the game and the course', async () => {
    const rude = [{ holeNumber: 4, rule: 'fuck the rules', hazard: 'Shit pit' }];
    const { code, host } = await startGame({ holeRules: rude });
    expect(host.snapshot.holeRules).toEqual(rude);
    const guest = await joinGame(code, 'Eagles');
    expect(guest.snapshot.holeRules).toEqual([{ holeNumber: 4, rule: '***', hazard: '***' }]);
    expect(guest.snapshot.penalties.find((penalty) => penalty.id === 'hazard-4')?.name).toBe('***');

    const member = await signedInMember();
    const course = await courseWithRules(member.cookie, { holeRules: rude, rules: 'Left hand only\nfuck it' });
    const stranger = courseSchema.parse(await (await get(`${COURSES}/${course.id}`)).json());
    expect([stranger.rules, stranger.holeRules]).toEqual([
      'Left hand only\n***',
      [{ holeNumber: 4, rule: '***', hazard: '***' }],
    ]);
    const shared = courseSchema.parse(await (await get(`${COURSES}/share/${course.shareCode}`)).json());
    expect(shared.holeRules).toEqual([{ holeNumber: 4, rule: '***', hazard: '***' }]);
  });

  it('leave a game started without them, and one from a course without them, with none', async () => {
    const member = await signedInMember();
    const plain = courseSchema.parse(
      await (await postJson(COURSES, courseRequest(), { cookie: member.cookie })).json(),
    );
    const { snapshot } = await startFrom(member.cookie, plain.id);
    expect([snapshot.rules, snapshot.holeRules, snapshot.penalties.length]).toEqual(['', [], 2]);
    expect((await startGame()).host.snapshot.holeRules).toEqual([]);
  });
});
