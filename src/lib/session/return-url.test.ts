import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWindowLocalStorage } from '../fake-local-storage';
import { safeReturnPath, takeReturnUrl } from './return-url';
import { returnPathFrom, subscribePath } from './subscribe-return';

beforeEach(() => {
  stubWindowLocalStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a return path', () => {
  it('is any path on this site, its query and fragment kept', () => {
    for (const path of ['/', '/play/K7QX2M', '/courses/abc?shared=true', '/history#latest', '/a%2F%2Fb']) {
      expect(safeReturnPath(path)).toBe(path);
    }
  });

  it('never leads off the site, however it is disguised', () => {
    for (const path of [
      'https://evil.example/play/K7QX2M',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/ /evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'play/K7QX2M',
      '',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnPath(path), JSON.stringify(path)).toBeNull();
    }
    expect(safeReturnPath(null)).toBeNull();
  });

  it('rides through /subscribe in its query, and only when safe', () => {
    expect(subscribePath('/play/K7QX2M')).toBe('/subscribe?return=%2Fplay%2FK7QX2M');
    expect(returnPathFrom(new URLSearchParams('return=%2Fplay%2FK7QX2M'))).toBe('/play/K7QX2M');
    expect(subscribePath('//evil.example')).toBe('/subscribe');
    expect(subscribePath(null)).toBe('/subscribe');
    expect(returnPathFrom(new URLSearchParams('return=%2F%2Fevil.example'))).toBeNull();
    expect(returnPathFrom(new URLSearchParams(''))).toBeNull();
  });

  it('stored by hand with another site in it, is dropped rather than followed', () => {
    window.localStorage.setItem('pubgolf-return-url', JSON.stringify('/\\evil.example'));
    expect(takeReturnUrl()).toBeNull();
    window.localStorage.setItem('pubgolf-return-url', JSON.stringify('/subscribe?return=%2Fplay%2FK7QX2M'));
    expect(takeReturnUrl()).toBe('/subscribe?return=%2Fplay%2FK7QX2M');
    expect(takeReturnUrl()).toBeNull();
  });
});
