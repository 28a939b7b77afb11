import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TEAM_REMOVED_CLOSE_CODE } from '../domain/game-protocol';
import { eraseUser } from './features/account/user-data';
import { KV_KEYS, workerAccountStore } from './features/account/worker-account-store';
import { GAME_EXITS_CRON } from './features/games/game-exits';
import { connectPlayer, joinGame, snapshotOf, startGame, upgrade } from './features/games/game-fixtures';
import worker from './index';
import { SESSION_IDLE_MS } from './lib/session/session';
import { WEBHOOK_EVENT_RETENTION_MS } from './features/billing/processed-events';
import { nowSeconds, setSessionTimes, signedInUser } from './test/auth-helpers';

describe('the daily Cron Trigger', () => {
  it('sweeps expired sessions and old webhook event ids', async () => {
    const now = nowSeconds();
    const { session } = await signedInUser();
    await setSessionTimes(session.id, { expiresAt: now - 1, createdAt: now - SESSION_IDLE_MS / 1000 - 1 });
    const eventId = `evt_swept_${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare("insert into processed_webhook_events (id, type, processed_at) values (?, 'invoice.paid', ?)")
      .bind(eventId, now - WEBHOOK_EVENT_RETENTION_MS / 1000 - 1)
      .run();

    await worker.scheduled(createScheduledController({ cron: '17 4 * * *', scheduledTime: new Date() }), env);

    expect(await env.DB.prepare('select id from sessions where id = ?').bind(session.id).first()).toBeNull();
    expect(
      await env.DB.prepare('select id from processed_webhook_events where id = ?').bind(eventId).first(),
    ).toBeNull();
  });
});

describe('the five-minute Cron Trigger', () => {
  it('takes a player an operator erased (npm run admin, which reaches no game) out of their live games', async () => {
    const { code, host, member } = await startGame({ hostTeamName: 'Hosts' });
    const first = await joinGame(code, 'Eagles');
    const hostSocket = (await connectPlayer(code, host)).socket;
    // The admin script's store: D1 and KV, but no way to a live game.
    const adminStore = { ...workerAccountStore(env), leaveGames: () => Promise.resolve(false) };

    const report = await eraseUser(adminStore, KV_KEYS, member.user.id);
    expect(report?.gamesQueued).toEqual([code]);
    expect((await snapshotOf(code)).board.teams.map((team) => team.name).sort()).toEqual(['Eagles', 'Hosts']);

    await worker.scheduled(createScheduledController({ cron: GAME_EXITS_CRON, scheduledTime: new Date() }), env);

    await expect.poll(() => hostSocket.closedWith).toBe(TEAM_REMOVED_CLOSE_CODE);
    expect((await upgrade(`/api/games/${code}/live`, { Cookie: host.cookie })).status).toBe(401);
    const board = (await snapshotOf(code)).board;
    expect(board.teams.map((team) => [team.name, team.isHost])).toEqual([['Eagles', true]]);
    expect(await env.DB.prepare('select count(*) as n from game_exits where code = ?').bind(code).first('n')).toBe(0);
    expect((await snapshotOf(code, first.cookie)).you).toEqual({ teamId: first.teamId, isHost: true });
  });
});
