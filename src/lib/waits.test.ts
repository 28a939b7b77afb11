import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitMs, waitMs } from './waits';

function pageAt(hostname: string, scale?: unknown, scales?: unknown) {
  vi.stubGlobal('window', { location: { hostname }, __PUBGOLF_WAIT_SCALE__: scale, __PUBGOLF_WAIT_SCALES__: scales });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app’s waits', () => {
  it('are as written outside a browser, and on a page that asks for nothing', () => {
    expect(waitMs('autosave')).toBe(2000);
    expect(waitMs('pageSettles')).toBe(3000);
    pageAt('localhost');
    expect(waitMs('autosave')).toBe(2000);
    expect(waitMs('boardOverHttp')).toBe(10_000);
  });

  it('run faster when a test’s browser on this machine asks', () => {
    pageAt('127.0.0.1', 0.1);
    expect(waitMs('autosave')).toBe(200);
    expect(waitMs('firstRetry')).toBe(500);
    pageAt('localhost', 0.5);
    expect(waitMs('boardOverHttp')).toBe(5000);
    expect(waitMs('pageSettles')).toBe(1500);
  });

  it('run each at its own fraction where a test asks for one', () => {
    pageAt('localhost', 0.25, { pageSettles: 0.1 });
    expect(waitMs('pageSettles')).toBe(300);
    expect(waitMs('autosave')).toBe(500);
    pageAt('localhost', undefined, { pageSettles: 0.1 });
    expect(waitMs('pageSettles')).toBe(300);
    expect(waitMs('autosave')).toBe(2000);
    pageAt('pubgolf.example', 0.25, { pageSettles: 0.1 });
    expect(waitMs('pageSettles')).toBe(3000);
  });

  it('are as written on any other host, and for a scale that is not a fraction of them', () => {
    pageAt('pubgolf.example', 0.1);
    expect(waitMs('autosave')).toBe(2000);
    for (const scale of [0, -1, 2, Number.NaN, '0.1']) {
      pageAt('localhost', scale);
      expect(waitMs('autosave')).toBe(2000);
    }
  });
});

describe('the limits a slow network is given', () => {
  it('are never shortened', () => {
    pageAt('localhost', 0.1);
    expect(limitMs('connectWithin')).toBe(5000);
    expect(limitMs('pongWithin')).toBe(8000);
  });
});
