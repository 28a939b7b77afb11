import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameClock } from '../../../domain/game-clock';
import { MAX_PUSH_FAILURES } from '../../../domain/game-push';
import { pushConfig } from '../../config';
import { errorOf, get, sendJson } from '../../test/http';
import { doubleSubscription, sentTo } from '../../test/push-double';
import {
  clientAddress,
  connectPlayer,
  joinGame,
  roomOf,
  startGame,
  type Player,
  type TestSocket,
} from './game-fixtures';

const MIN = 60_000;
function subscribe(code: string, player: Pick<Player, 'cookie'> | null, body: unknown) {
  return sendJson('PUT', `/api/games/${code}/push`, body, {
    ...(player ? { cookie: player.cookie } : {}),
    headers: { 'CF-Connecting-IP': clientAddress() },
  });
}

async function turnOn(code: string, player: Player, language: 'en' | 'de' = 'en', failWith?: number) {
  const subscription = await doubleSubscription(failWith);
  const response = await subscribe(code, player, { ...subscription, language });
  expect(response.status).toBe(204);
  return subscription;
}

/** Moves the stored clock's moments `ms` earlier, as if that much time had passed. */
async function timePasses(code: string, ms: number): Promise<void> {
  await runInDurableObject(roomOf(code), (_room, state) => {
    const clock = state.storage.kv.get<GameClock>('clock');
    if (clock?.until != null) state.storage.kv.put('clock', { ...clock, until: clock.until - ms });
  });
}

function storedEndpoints(code: string): Promise<string[]> {
  return runInDurableObject(roomOf(code), (_room, state) =>
    state.storage.sql
      .exec<{ endpoint: string }>('select endpoint from push_subscriptions order by endpoint')
      .toArray()
      .map((row) => row.endpoint),
  );
}

async function clockChange(socket: TestSocket, change: Record<string, unknown>) {
  return socket.ask({ type: 'clock', change }, 'clock');
}

/** A game of 20-minute holes between bars with no places (so no walk), with a guest team. */
async function gameWithTeams() {
  const game = await startGame({ timing: { startTime: '20:00', minutesPerHole: 20 } });
  const guest = await joinGame(game.code, 'Eagles');
  const host = (await connectPlayer(game.code, game.host)).socket;
  return { ...game, guest, hostSocket: host };
}

describe('notifications: turning them on and off', () => {
  it('hands out the VAPID key, and keeps only a well-formed subscription of a team in the game', async () => {
    const { code, host, guest } = await gameWithTeams();
    const key = await get(`/api/games/${code}/push`);
    expect(await key.json()).toEqual({ publicKey: pushConfig(env)?.publicKey });

    const subscription = await doubleSubscription();
    const valid = { ...subscription, language: 'en' };
    const bad = async (body: unknown, field: string) => {
      const response = await subscribe(code, guest, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues?.map((issue) => issue.path)).toContain(field);
    };
    await bad({ ...valid, endpoint: 'ftp://push.example/abc' }, 'endpoint');
    await bad({ ...valid, endpoint: `https://push.example/${'a'.repeat(1100)}` }, 'endpoint');
    // Plain http reaches only the local double on loopback: a push service elsewhere is https.
    await bad({ ...valid, endpoint: 'http://push.example/abc' }, 'endpoint');
    await bad({ ...valid, keys: { ...subscription.keys, p256dh: 'short' } }, 'keys.p256dh');
    await bad({ ...valid, keys: { ...subscription.keys, auth: '' } }, 'keys.auth');
    await bad({ ...valid, language: 'fr' }, 'language');

    // Only a phone of a team in this game, and only a game there is.
    const stranger = await subscribe(code, null, valid);
    expect(stranger.status).toBe(403);
    expect((await errorOf(stranger)).code).toBe('not_joined');
    expect((await subscribe('ZZZZZZ', guest, valid)).status).toBe(404);

    expect((await subscribe(code, guest, valid)).status).toBe(204);
    expect(await storedEndpoints(code)).toEqual([subscription.endpoint]);

    // Another team's phone cannot turn this one's off; the team itself can.
    await sendJson('DELETE', `/api/games/${code}/push`, { endpoint: subscription.endpoint }, host);
    expect(await storedEndpoints(code)).toEqual([subscription.endpoint]);
    const off = await sendJson('DELETE', `/api/games/${code}/push`, { endpoint: subscription.endpoint }, guest);
    expect(off.status).toBe(204);
    expect(await storedEndpoints(code)).toEqual([]);
  });

  it('drops a removed team’s phones', async () => {
    const { code, guest, hostSocket } = await gameWithTeams();
    await turnOn(code, guest);
    hostSocket.send({ type: 'remove-team', teamId: guest.teamId });
    await expect.poll(() => storedEndpoints(code)).toEqual([]);
  });
});

describe('notifications: sent by the game’s alarm', () => {
  it('pushes drink up and time to move once each, in each phone’s language, then the end, and forgets the phones', async () => {
    const { code, host, guest, hostSocket } = await gameWithTeams();
    const english = await turnOn(code, host);
    const german = await turnOn(code, guest, 'de');
    await clockChange(hostSocket, { kind: 'start' });

    // Five minutes before the hole's time is up (no walk to the next bar): drink up.
    await timePasses(code, 15 * MIN);
    expect(await runDurableObjectAlarm(roomOf(code))).toBe(true);
    const [drinkUp] = await sentTo(english.endpoint);
    expect(drinkUp?.notice).toEqual({
      title: 'Pub Golf',
      body: 'Drink up: 5 minutes left',
      url: `/play/${code}`,
      tag: `game-${code}`,
    });
    expect(drinkUp?.ttl).toBe('300');
    expect((await sentTo(german.endpoint))[0]?.notice?.body).toBe('Austrinken: noch 5 Minuten');

    // The hole's time is up: time to move, to the next bar; drink up is not sent again.
    await timePasses(code, 5 * MIN);
    expect(await runDurableObjectAlarm(roomOf(code))).toBe(true);
    expect((await sentTo(english.endpoint)).map((push) => push.notice?.body)).toEqual([
      'Drink up: 5 minutes left',
      'Time to move: Bar 2',
    ]);
    expect((await sentTo(german.endpoint))[1]?.notice?.body).toBe('Zeit zum Aufbruch: Bar 2');

    // Paused, the alarm sends nothing.
    await clockChange(hostSocket, { kind: 'pause' });
    await runDurableObjectAlarm(roomOf(code));
    expect(await sentTo(english.endpoint)).toHaveLength(2);

    hostSocket.send({ type: 'end-game' });
    await expect.poll(() => runDurableObjectAlarm(roomOf(code)).then(() => sentTo(english.endpoint))).toHaveLength(3);
    expect((await sentTo(english.endpoint))[2]?.notice?.body).toBe('The game has ended: see the final standings.');
    expect((await sentTo(german.endpoint))[2]?.notice?.body).toBe('Das Spiel ist zu Ende: Hier ist der Endstand.');
    expect(await storedEndpoints(code)).toEqual([]);
    // An ended game takes no new phones.
    const late = await subscribe(code, guest, { ...(await doubleSubscription()), language: 'en' });
    expect(late.status).toBe(410);
  });

  it('drops a gone endpoint at once and a failing one after a few failures, never trying a push again', async () => {
    const { code, host, guest, hostSocket } = await gameWithTeams();
    const working = await turnOn(code, host);
    const gone = await turnOn(code, guest, 'en', 410);
    const failing = await turnOn(code, guest, 'en', 503);
    await clockChange(hostSocket, { kind: 'start' });

    // Drink up, time to move, then the next hole's drink up: three nudges.
    for (const ms of [15 * MIN, 5 * MIN, 15 * MIN]) {
      await timePasses(code, ms);
      await runDurableObjectAlarm(roomOf(code));
    }
    expect(await sentTo(working.endpoint)).toHaveLength(3);
    expect(await sentTo(gone.endpoint)).toHaveLength(1);
    expect(await sentTo(failing.endpoint)).toHaveLength(MAX_PUSH_FAILURES);
    expect(await storedEndpoints(code)).toEqual([working.endpoint]);
  });
});
