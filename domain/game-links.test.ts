import { describe, expect, it } from 'vitest';
import { isGamePage } from './game-links';

describe('isGamePage', () => {
  it('knows the game’s own page however its code is written in the address', () => {
    expect(isGamePage('/play/7KX4PM', '7KX4PM')).toBe(true);
    expect(isGamePage('/play/7kx4pm', '7KX4PM')).toBe(true);
    expect(isGamePage('/play/7kx-4pm/', '7KX4PM')).toBe(true);
    expect(isGamePage('/play/7KX%204PM', '7KX4PM')).toBe(true);
  });

  it('leaves every other page, and another game’s, to the way back', () => {
    expect(isGamePage('/play/7KX4PN', '7KX4PM')).toBe(false);
    expect(isGamePage('/', '7KX4PM')).toBe(false);
    expect(isGamePage('/play/7KX4PM/extra', '7KX4PM')).toBe(false);
    expect(isGamePage('/play/%E0', '7KX4PM')).toBe(false);
  });
});
