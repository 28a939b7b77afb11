import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWindowLocalStorage } from './fake-local-storage';
import { forgetGameOnDevice, gamesOnDevice, rememberGameOnDevice } from './games-on-device';

const HOUR_MS = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-22T21:00:00Z');

beforeEach(() => {
  stubWindowLocalStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const live = (code: string, name = `Game ${code}`) => ({ code, name, status: 'live' as const, endedAt: null });

describe('the live games kept on this phone', () => {
  it('lists the game seen most recently first, each once, with its latest name and status', () => {
    rememberGameOnDevice(live('AAAAAA'), NOW - 2 * HOUR_MS);
    rememberGameOnDevice(live('BBBBBB'), NOW - HOUR_MS);
    rememberGameOnDevice(live('AAAAAA', 'Renamed crawl'), NOW);
    expect(gamesOnDevice(NOW)).toEqual([live('AAAAAA', 'Renamed crawl'), live('BBBBBB')]);
  });

  it('keeps an ended game for a day of final standings, then drops it', () => {
    const endedAt = new Date(NOW).toISOString();
    rememberGameOnDevice({ ...live('AAAAAA'), status: 'ended', endedAt }, NOW);
    expect(gamesOnDevice(NOW + 23 * HOUR_MS)).toEqual([{ ...live('AAAAAA'), status: 'ended', endedAt }]);
    expect(gamesOnDevice(NOW + 25 * HOUR_MS)).toEqual([]);
  });

  it('forgets a game the team was removed from, and keeps at most ten', () => {
    for (let index = 0; index < 12; index++)
      rememberGameOnDevice(live(`CODE${String(index).padStart(2, '0')}`), NOW + index);
    expect(gamesOnDevice(NOW + 12)).toHaveLength(10);
    forgetGameOnDevice('CODE11');
    expect(gamesOnDevice(NOW + 12).map((game) => game.code)).not.toContain('CODE11');
  });

  it('reads a corrupt entry as no games', () => {
    window.localStorage.setItem('pubgolf-live-games', '{"not":"a list"}');
    expect(gamesOnDevice(NOW)).toEqual([]);
  });
});
