import { describe, expect, it } from 'vitest';
import { gamePagePath, pushNoticeOf } from './push-notice';

describe('pushNoticeOf', () => {
  const notice = { title: 'Clock Night', body: 'Drink up: 5 minutes left', url: '/play/ABCDEF', tag: 'game-ABCDEF' };

  it('reads a notice the game pushed', () => {
    expect(pushNoticeOf(notice)).toEqual(notice);
  });

  it('refuses anything else, and a notice that would open another site', () => {
    expect(pushNoticeOf(null)).toBeNull();
    expect(pushNoticeOf('Drink up')).toBeNull();
    expect(pushNoticeOf({ ...notice, body: 5 })).toBeNull();
    expect(pushNoticeOf({ ...notice, url: 'https://elsewhere.example/play/ABCDEF' })).toBeNull();
    expect(gamePagePath('//elsewhere.example')).toBeNull();
    expect(gamePagePath('/play/ABCDEF')).toBe('/play/ABCDEF');
  });
});
