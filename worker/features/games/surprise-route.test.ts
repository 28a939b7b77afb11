import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameClock } from '../../../domain/game-clock';
import type { GameSnapshot } from '../../../domain/game-protocol';
import { PLAIN_SHELL, workerServing } from '../../test/pages';
import {
  connectPlayer,
  connectSpectator,
  joinGame,
  roomOf,
  snapshotOf,
  startGame,
  type TestSocket,
} from './game-fixtures';

const MIN = 60_000;
/** A page's HTML as the Worker serves it, with the game's snapshot inside. */
async function pageHtml(path: string, cookie?: string): Promise<string> {
  const response = await workerServing(PLAIN_SHELL)(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

const barNames = (snapshot: GameSnapshot) => snapshot.holes.map((hole) => hole.barName ?? null);

async function timePasses(code: string, ms: number): Promise<void> {
  await runInDurableObject(roomOf(code), (_room, state) => {
    const clock = state.storage.kv.get<GameClock>('clock');
    if (clock?.until != null) state.storage.kv.put('clock', { ...clock, until: clock.until - ms });
  });
}

async function snapshotHeard(socket: TestSocket, expected: (snapshot: GameSnapshot) => boolean): Promise<void> {
  await expect
    .poll(() => socket.messages.some((message) => message.type === 'snapshot' && expected(message)))
    .toBe(true);
}

describe('a surprise route', () => {
  it('never sends a bar ahead before its time: not in a snapshot, a message or the page’s HTML', async () => {
    const holes = Array.from({ length: 9 }, (_, index) => ({
      holeNumber: index + 1,
      par: 3,
      barName: `Secret Bar ${index + 1}`,
      barAddress: `${index + 1} Hidden Street`,
    }));
    const { code, host, watchId } = await startGame({ holes, minutesPerHole: 30 });
    // The host makes it a surprise before the teams join: a bar once sent cannot be taken back.
    const hostSocket = (await connectPlayer(code, host)).socket;
    await hostSocket.ask({ type: 'clock', change: { kind: 'surprise', minutes: 5 } }, 'clock');
    const team = await joinGame(code, 'Eagles');
    expect(barNames(team.snapshot)).toEqual(['Secret Bar 1', null, null, null, null, null, null, null, null]);
    const teamSocket = (await connectPlayer(code, team)).socket;
    const tv = (await connectSpectator(watchId)).socket;
    await hostSocket.ask({ type: 'clock', change: { kind: 'start' } }, 'clock');

    const hidden = ['Secret Bar 1', null, null, null, null, null, null, null, null];
    expect(barNames(await snapshotOf(code, team.cookie))).toEqual(hidden);
    expect(barNames(await snapshotOf(code))).toEqual(hidden);
    // The host chose the route and sees every bar.
    expect(barNames(await snapshotOf(code, host.cookie))).toContain('Secret Bar 9');
    const token = team.cookie.match(/game_team=([^;]+)/)?.[1] ?? '';
    for (const html of [
      await pageHtml(`/play/${code}`, `game_team_page=${token}`),
      await pageHtml(`/watch/${watchId}`),
    ]) {
      expect(html).toContain('Secret Bar 1');
      expect(html).not.toContain('Secret Bar 2');
      expect(html).not.toContain('2 Hidden Street');
    }
    const everything = JSON.stringify([...teamSocket.messages, ...tv.messages]);
    expect(everything).not.toContain('Secret Bar 2');

    // Five minutes before hole 2 the alarm wakes the game, and hole 2's bar shows on every phone and the TV.
    expect(await runInDurableObject(roomOf(code), (_room, state) => state.storage.getAlarm())).toBeLessThanOrEqual(
      Date.now() + 25 * MIN,
    );
    await timePasses(code, 25 * MIN + 1000);
    await runDurableObjectAlarm(roomOf(code));
    const shown = (snapshot: GameSnapshot) => snapshot.holes[1]?.barName === 'Secret Bar 2';
    await snapshotHeard(teamSocket, shown);
    await snapshotHeard(tv, shown);
    expect(barNames(await snapshotOf(code, team.cookie)).slice(0, 3)).toEqual(['Secret Bar 1', 'Secret Bar 2', null]);
  });
});
