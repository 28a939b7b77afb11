import { describe, expect, it } from 'vitest';
import { isGamePage } from './game-links';

const WATCH_ID = 'ab'.repeat(32);
const GAME = { code: '7KX4PM', watchId: WATCH_ID };

describe('isGamePage', () => {
  it('knows the game’s own page however its code is written in the address', () => {
    expect(isGamePage('/play/7KX4PM', GAME)).toBe(true);
    expect(isGamePage('/play/7kx4pm', GAME)).toBe(true);
    expect(isGamePage('/play/7kx-4pm/', GAME)).toBe(true);
    expect(isGamePage('/play/7KX%204PM', GAME)).toBe(true);
  });

  it('leaves every other page, and another game’s, to the way back', () => {
    expect(isGamePage('/play/7KX4PN', GAME)).toBe(false);
    expect(isGamePage('/', GAME)).toBe(false);
    expect(isGamePage('/play/7KX4PM/extra', GAME)).toBe(false);
    expect(isGamePage('/play/%E0', GAME)).toBe(false);
    expect(isGamePage(`/watch/${'cd'.repeat(32)}`, GAME)).toBe(false);
  });

  it('knows the game’s spectator board by its id, once the link has it', () => {
    expect(isGamePage(`/watch/${WATCH_ID}`, GAME)).toBe(true);
    expect(isGamePage(`/watch/${WATCH_ID}/`, GAME)).toBe(true);
    expect(isGamePage(`/watch/${WATCH_ID}`, { code: GAME.code })).toBe(false);
  });
});
