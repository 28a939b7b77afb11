import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameClock } from '../../../domain/game-clock';
import { sendJson } from '../../test/http';
import { connectPlayer, joinGame, roomOf, snapshotOf, startGame, type TestSocket } from './game-fixtures';

async function clockHeard(socket: TestSocket, expected: (clock: GameClock) => boolean): Promise<void> {
  await expect
    .poll(() => socket.messages.some((message) => message.type === 'clock' && expected(message.clock)))
    .toBe(true);
}

/** Sends a clock change and answers the first clock message heard after it. */
async function changeClock(socket: TestSocket, change: Record<string, unknown>): Promise<GameClock> {
  const from = socket.messages.length;
  socket.send({ type: 'clock', change });
  let heard: GameClock | undefined;
  await expect
    .poll(() => {
      const message = socket.messages.slice(from).find((each) => each.type === 'clock');
      heard = message?.type === 'clock' ? message.clock : undefined;
      return heard !== undefined;
    })
    .toBe(true);
  return heard as GameClock;
}

describe('a co-host for the clock', () => {
  it('gets the controls from the host, runs the clock, cannot pass them on, and loses them when taken back', async () => {
    const { code, host } = await startGame({ hostTeamName: 'Hosts' });
    const caddy = await joinGame(code, 'Caddies');
    const other = await joinGame(code, 'Others');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const caddySocket = (await connectPlayer(code, caddy)).socket;
    const otherSocket = (await connectPlayer(code, other)).socket;

    expect(await caddySocket.ask({ type: 'clock', change: { kind: 'start' } }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    const given = await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: caddy.teamId } }, 'clock');
    expect(given.clock).toMatchObject({ coHostTeamId: caddy.teamId, change: { kind: 'co-host', by: 'Hosts' } });

    const started = await changeClock(caddySocket, { kind: 'start' });
    expect(started.change).toEqual({ kind: 'start', by: 'Caddies' });
    await clockHeard(otherSocket, (clock) => clock.change?.by === 'Caddies');
    expect(
      await caddySocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: other.teamId } }, 'error'),
    ).toMatchObject({ code: 'forbidden' });
    expect(await otherSocket.ask({ type: 'clock', change: { kind: 'pause' } }, 'error')).toMatchObject({
      code: 'forbidden',
    });
    expect(
      await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: 'nobody' } }, 'error'),
    ).toMatchObject({
      code: 'invalid',
    });

    await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: null } }, 'clock');
    expect(await caddySocket.ask({ type: 'clock', change: { kind: 'pause' } }, 'error')).toMatchObject({
      code: 'forbidden',
    });
  });

  it('loses the controls when the host removes its team', async () => {
    const { code, host } = await startGame();
    const caddy = await joinGame(code, 'Caddies');
    const hostSocket = (await connectPlayer(code, host)).socket;
    await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: caddy.teamId } }, 'clock');
    hostSocket.send({ type: 'remove-team', teamId: caddy.teamId });
    await clockHeard(hostSocket, (clock) => clock.coHostTeamId === null);
    expect((await snapshotOf(code)).clock?.coHostTeamId).toBeNull();
  });

  it("hosts the game when the host's account is deleted, ahead of the team that joined first", async () => {
    const { code, host } = await startGame({ hostTeamName: 'Hosts' });
    const first = await joinGame(code, 'Eagles');
    const caddy = await joinGame(code, 'Caddies');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const caddySocket = (await connectPlayer(code, caddy)).socket;
    await hostSocket.ask({ type: 'clock', change: { kind: 'co-host', teamId: caddy.teamId } }, 'clock');
    await hostSocket.ask({ type: 'clock', change: { kind: 'start' } }, 'clock');

    expect((await sendJson('DELETE', '/api/user', undefined, { cookie: host.cookie })).status).toBe(200);
    await expect.poll(async () => (await snapshotOf(code, caddy.cookie)).you?.isHost).toBe(true);
    expect((await snapshotOf(code, first.cookie)).you?.isHost).toBe(false);
    expect((await changeClock(caddySocket, { kind: 'pause' })).status).toBe('paused');
  });

  it('keeps the clock running with no host or co-host, and the game still ends on schedule', async () => {
    const { code, host } = await startGame();
    const joined = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    const teamSocket = (await connectPlayer(code, joined)).socket;
    await hostSocket.ask({ type: 'clock', change: { kind: 'start' } }, 'clock');
    for (let hole = 2; hole <= 9; hole++) await hostSocket.ask({ type: 'clock', change: { kind: 'next' } }, 'clock');
    expect((await sendJson('DELETE', '/api/user', undefined, { cookie: host.cookie })).status).toBe(200);
    await expect.poll(async () => (await snapshotOf(code, joined.cookie)).you?.isHost).toBe(true);
    const { runInDurableObject } = await import('cloudflare:test');
    await runInDurableObject(roomOf(code), (_room, state) => {
      const clock = state.storage.kv.get<GameClock>('clock');
      if (clock?.until != null) state.storage.kv.put('clock', { ...clock, until: Date.now() - 1 });
    });
    await runDurableObjectAlarm(roomOf(code));
    expect((await teamSocket.next('ended')).board.status).toBe('ended');
  });
});
