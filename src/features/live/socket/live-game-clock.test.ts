import { describe, expect, it } from 'vitest';
import { newClock } from '../../../../domain/game-clock';
import type { GameSnapshot } from '../../../../domain/game-protocol';
import { defaultHoles } from '../../../../domain/holes';
import { liveGameReducer, startLiveGame } from './live-game-state';

const PHONE_NOW = 1_800_000_000_000;
/** This phone's clock runs three minutes behind the game's. */
const BEHIND_MS = 3 * 60_000;

function snapshot(overrides: Partial<GameSnapshot> = {}): GameSnapshot {
  return {
    code: 'ABC234',
    watchId: 'f'.repeat(64),
    date: '2026-11-27',
    holes: defaultHoles(),
    penalties: [],
    board: { name: 'Friday Crawl', status: 'live', endedAt: null, teams: [] },
    you: null,
    yourCard: null,
    ...overrides,
  };
}

describe('the game’s clock on a phone', () => {
  const running = { ...newClock(), status: 'running' as const, until: PHONE_NOW + BEHIND_MS + 600_000 };

  it('takes the clock and how far the game’s time is ahead of the phone’s from the first snapshot', () => {
    const state = startLiveGame(snapshot({ clock: running, serverNow: PHONE_NOW + BEHIND_MS }), [], PHONE_NOW);
    expect(state.clock).toEqual(running);
    expect(state.serverOffsetMs).toBe(BEHIND_MS);
  });

  it('follows each clock message, and keeps what it knew when a snapshot carries no clock', () => {
    const first = startLiveGame(snapshot(), [], PHONE_NOW);
    expect(first.clock).toBeNull();
    const paused = { ...running, status: 'paused' as const, until: null, leftMs: 60_000 };
    const heard = liveGameReducer(first, {
      type: 'message',
      message: { type: 'clock', clock: paused, serverNow: PHONE_NOW + BEHIND_MS },
      at: PHONE_NOW,
    });
    expect(heard).toMatchObject({ clock: paused, serverOffsetMs: BEHIND_MS });
    const read = liveGameReducer(heard, { type: 'read', snapshot: snapshot(), askedAtConnection: 0, at: PHONE_NOW });
    expect(read).toMatchObject({ clock: paused, serverOffsetMs: BEHIND_MS });
  });

  it('takes the game’s schedule and time again from the snapshot a new connection opens with', () => {
    const first = startLiveGame(snapshot({ clock: running, serverNow: PHONE_NOW + BEHIND_MS }), [], PHONE_NOW);
    // Back after ten minutes with no signal: the host moved the group on meanwhile, and this
    // phone's own clock drifted a second further behind.
    const moved = { ...running, hole: 2, until: PHONE_NOW + BEHIND_MS + 20 * 60_000 };
    const back = liveGameReducer(first, {
      type: 'message',
      message: { type: 'snapshot', ...snapshot({ clock: moved, serverNow: PHONE_NOW + BEHIND_MS + 601_000 }) },
      at: PHONE_NOW + 600_000,
    });
    expect(back).toMatchObject({ clock: moved, serverOffsetMs: BEHIND_MS + 1_000 });
  });

  it('takes no clock after the game has ended', () => {
    const ended = startLiveGame(snapshot({ board: { name: 'x', status: 'ended', endedAt: null, teams: [] } }), []);
    const after = liveGameReducer(ended, {
      type: 'message',
      message: { type: 'clock', clock: running, serverNow: PHONE_NOW },
      at: PHONE_NOW,
    });
    expect(after.clock).toBeNull();
  });
});
