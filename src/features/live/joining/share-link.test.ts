import { describe, expect, it } from 'vitest';
import { joinCodeInLink, tvUrl } from './share-link';

const WATCH_ID = 'a'.repeat(64);

describe('the TV link', () => {
  it('carries the join code in its fragment, which the board reads back', () => {
    const url = tvUrl(WATCH_ID, 'ABC234', 'https://pubgolf.example');
    expect(url).toBe(`https://pubgolf.example/watch/${WATCH_ID}#join=ABC234`);
    expect(joinCodeInLink(new URL(url).hash)).toBe('ABC234');
  });

  it('reads no code from a plain spectator link, or from one that is not a join code', () => {
    expect(joinCodeInLink('')).toBeNull();
    expect(joinCodeInLink('#join=')).toBeNull();
    expect(joinCodeInLink('#join=abc234')).toBeNull();
    expect(joinCodeInLink('#join=ABC234<script>')).toBeNull();
    expect(joinCodeInLink('#other=ABC234')).toBeNull();
  });
});
