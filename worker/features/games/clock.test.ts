import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EXTENSION_MS, MAX_EXTENSIONS_PER_HOLE, type GameClock } from '../../../domain/game-clock';
import { GAME_IDLE_LIMIT_MS } from '../../../domain/game-protocol';
import { signedInMember } from '../../test/auth-helpers';
import { postJson } from '../../test/http';
import { GameRoom } from './game-room';
import {
  connectPlayer,
  gameRequest,
  connectSpectator,
  joinGame,
  roomOf,
  snapshotOf,
  startGame,
  type TestSocket,
} from './game-fixtures';

const MIN = 60_000;

/** Moves the stored clock's moments `ms` earlier, as if that much time had passed. */
async function timePasses(code: string, ms: number): Promise<void> {
  await runInDurableObject(roomOf(code), (_room, state) => {
    const clock = state.storage.kv.get<GameClock>('clock');
    if (clock?.until != null) state.storage.kv.put('clock', { ...clock, until: clock.until - ms });
  });
}

function alarmOf(code: string): Promise<number | null> {
  return runInDurableObject(roomOf(code), (_room, state) => state.storage.getAlarm());
}

async function clockChange(socket: TestSocket, change: Record<string, unknown>) {
  return socket.ask({ type: 'clock', change }, 'clock');
}

/** Waits for a clock message this socket heard (at any time) whose clock is as `expected` says. */
async function hears(socket: TestSocket, expected: (clock: GameClock) => boolean): Promise<void> {
  await expect
    .poll(() => socket.messages.some((message) => message.type === 'clock' && expected(message.clock)))
    .toBe(true);
}

async function gameWithPhones(overrides: Record<string, unknown> = {}) {
  const game = await startGame({ timing: { startTime: '20:00', minutesPerHole: 20 }, ...overrides });
  const guest = await joinGame(game.code, 'Eagles');
  const host = (await connectPlayer(game.code, game.host)).socket;
  const team = (await connectPlayer(game.code, guest)).socket;
  const tv = (await connectSpectator(game.watchId)).socket;
  return { ...game, guest, sockets: { host, team, tv } };
}

describe("the game's clock", () => {
  it('starts from the plan, tells every phone with the game’s time and who started it, and moves on at the alarm', async () => {
    const { code, sockets } = await gameWithPhones();
    const before = await snapshotOf(code);
    expect(before.clock).toMatchObject({ status: 'off', minutesPerHole: 20, plannedStart: '20:00' });
    expect(Math.abs((before.serverNow ?? 0) - Date.now())).toBeLessThan(1000);

    const started = await clockChange(sockets.host, { kind: 'start' });
    expect(started.clock).toMatchObject({ status: 'running', hole: 1, change: { kind: 'start', by: 'Test' } });
    expect((started.clock.until ?? 0) - started.serverNow).toBe(20 * MIN);
    for (const socket of [sockets.team, sockets.tv]) expect((await socket.next('clock')).clock).toEqual(started.clock);
    // One alarm for the hole's end, not one a second.
    expect(await alarmOf(code)).toBe(started.clock.until);

    await timePasses(code, 20 * MIN);
    expect(await runDurableObjectAlarm(roomOf(code))).toBe(true);
    for (const socket of [sockets.host, sockets.team, sockets.tv]) {
      expect((await socket.next('clock')).clock).toMatchObject({ status: 'running', hole: 2, change: null });
    }
    const moved = (await snapshotOf(code)).clock;
    expect(await alarmOf(code)).toBe(moved?.until);
  });

  it('pauses (and a paused clock’s alarm moves nothing), resumes, gives +5 a few times, skips and goes back', async () => {
    const { code, sockets } = await gameWithPhones();
    await clockChange(sockets.host, { kind: 'start' });
    const paused = await clockChange(sockets.host, { kind: 'pause' });
    expect(paused.clock).toMatchObject({ status: 'paused', change: { kind: 'pause', by: 'Test' } });
    expect(paused.clock.leftMs).toBeGreaterThan(20 * MIN - 5000);
    await runDurableObjectAlarm(roomOf(code));
    expect((await snapshotOf(code)).clock).toEqual(paused.clock);
    // The idle limit still stands behind the clock.
    expect(await alarmOf(code)).toBeGreaterThan(Date.now() + GAME_IDLE_LIMIT_MS - 60_000);

    const resumed = await clockChange(sockets.host, { kind: 'resume' });
    expect(resumed.clock.status).toBe('running');
    let clock = resumed.clock;
    for (let time = 0; time < MAX_EXTENSIONS_PER_HOLE; time++) {
      const extended = await clockChange(sockets.host, { kind: 'extend' });
      expect(extended.clock.until).toBe((clock.until ?? 0) + EXTENSION_MS);
      clock = extended.clock;
    }
    expect(await sockets.host.ask({ type: 'clock', change: { kind: 'extend' } }, 'error')).toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/at most/),
    });

    expect((await clockChange(sockets.host, { kind: 'next' })).clock).toMatchObject({ hole: 2, extensions: 0 });
    expect((await clockChange(sockets.host, { kind: 'back' })).clock).toMatchObject({ hole: 1 });
    expect((await clockChange(sockets.host, { kind: 'minutes', minutes: 10 })).clock.minutesPerHole).toBe(10);
    expect(await sockets.host.ask({ type: 'clock', change: { kind: 'minutes', minutes: 2 } }, 'error')).toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/change\.minutes/),
    });
    // Every phone heard each change, with who made it.
    const heard = sockets.team.messages.filter((message) => message.type === 'clock');
    expect(heard.map((message) => message.clock.change?.kind)).toEqual([
      'start',
      'pause',
      'resume',
      'extend',
      'extend',
      'extend',
      'next',
      'back',
      'minutes',
    ]);
  });

  it('takes the minutes per hole set in the start dialog over the plan’s, within the plan’s limits', async () => {
    const { host } = await startGame({ timing: { startTime: '20:00', minutesPerHole: 20 }, minutesPerHole: 45 });
    expect(host.snapshot.clock).toMatchObject({ minutesPerHole: 45, plannedStart: '20:00', status: 'off' });
    const member = await signedInMember();
    const refused = await postJson('/api/games', gameRequest({ minutesPerHole: 400 }), { cookie: member.cookie });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('minutesPerHole');
  });

  it('starts at the planned moment: the alarm is set for it and the first hole starts then', async () => {
    const { code, sockets } = await gameWithPhones();
    const at = Date.now() + 30 * MIN;
    const scheduled = await clockChange(sockets.host, { kind: 'start', at });
    expect(scheduled.clock).toMatchObject({ status: 'scheduled', until: at });
    expect(await alarmOf(code)).toBe(at);
    await timePasses(code, 30 * MIN);
    await runDurableObjectAlarm(roomOf(code));
    expect((await sockets.tv.next('clock')).clock).toMatchObject({ status: 'scheduled' });
    expect((await sockets.tv.next('clock')).clock).toMatchObject({ status: 'running', hole: 1 });
  });

  it('only lets the host change it, and refuses changes once the game has ended', async () => {
    const { sockets } = await gameWithPhones();
    expect(await sockets.team.ask({ type: 'clock', change: { kind: 'start' } }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    expect(await sockets.tv.ask({ type: 'clock', change: { kind: 'start' } }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    expect(sockets.team.messages.some((message) => message.type === 'clock')).toBe(false);
    sockets.host.send({ type: 'end-game' });
    await sockets.host.next('ended');
    expect(await sockets.host.ask({ type: 'clock', change: { kind: 'start' } }, 'error')).toMatchObject({
      code: 'ended',
    });
  });

  it('ends the game at the end of the last hole when the host chose so, and otherwise keeps it on', async () => {
    const { code, sockets } = await gameWithPhones();
    await clockChange(sockets.host, { kind: 'start' });
    for (let hole = 2; hole <= 9; hole++) await clockChange(sockets.host, { kind: 'next' });
    await clockChange(sockets.host, { kind: 'ends-game', on: false });
    await timePasses(code, 20 * MIN);
    await runDurableObjectAlarm(roomOf(code));
    await hears(sockets.team, (clock) => clock.status === 'done' && clock.hole === 9);
    expect((await snapshotOf(code)).board.status).toBe('live');

    for (const change of [{ kind: 'back' }, { kind: 'next' }, { kind: 'ends-game', on: true }]) {
      sockets.host.send({ type: 'clock', change });
    }
    await hears(sockets.team, (clock) => clock.change?.kind === 'ends-game' && clock.endsGame);
    await timePasses(code, 20 * MIN);
    await runDurableObjectAlarm(roomOf(code));
    expect((await sockets.team.next('ended')).board.status).toBe('ended');
  });

  it('waits for the host’s next hole when chosen', async () => {
    const { code, sockets } = await gameWithPhones();
    await clockChange(sockets.host, { kind: 'waits-for-host', on: true });
    await clockChange(sockets.host, { kind: 'start' });
    await timePasses(code, 20 * MIN);
    await runDurableObjectAlarm(roomOf(code));
    await sockets.host.next('clock');
    const waiting = (await snapshotOf(code)).clock;
    expect(waiting).toMatchObject({ status: 'waiting', hole: 1, until: null });
    expect((await clockChange(sockets.host, { kind: 'next' })).clock).toMatchObject({ status: 'running', hole: 2 });
  });

  it('survives the object being evicted: a fresh object reads the schedule and its alarm moves it on', async () => {
    const { code, sockets } = await gameWithPhones();
    await clockChange(sockets.host, { kind: 'start' });
    await timePasses(code, 45 * MIN);
    await runInDurableObject(roomOf(code), async (_room, state) => {
      const fresh = new GameRoom(state, env);
      await fresh.alarm();
      const snapshot = fresh.snapshot('spectator');
      expect(snapshot?.clock).toMatchObject({ status: 'running', hole: 3 });
      expect((snapshot?.clock?.until ?? 0) - Date.now()).toBeGreaterThan(14 * MIN);
      expect(await state.storage.getAlarm()).toBe(snapshot?.clock?.until);
    });
  });
});
