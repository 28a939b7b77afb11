import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryWhenBack, type Retrier } from './retry-when-back';

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;

/** The page as the retrier sees it: a window and a document that fire events. */
const page = { window: new EventTarget(), document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) };

let tries = 0;
let retrier: Retrier;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', page.window);
  vi.stubGlobal('document', page.document);
  tries = 0;
  retrier = retryWhenBack(() => tries++);
});

afterEach(() => {
  retrier.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('retryWhenBack', () => {
  it('tries again when the network, the window or the tab comes back', () => {
    page.window.dispatchEvent(new Event('online'));
    page.window.dispatchEvent(new Event('focus'));
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(tries).toBe(2);
    page.document.visibilityState = 'visible';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(tries).toBe(3);
  });

  it('waits 5 s after a failure, doubling up to 5 minutes, and starts over after a success', () => {
    const waits: number[] = [];
    for (let failure = 0; failure < 8; failure++) {
      retrier.failed();
      const before = tries;
      const started = Date.now();
      while (tries === before) vi.advanceTimersByTime(1_000);
      waits.push(Date.now() - started);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, MAX_RETRY_MS, MAX_RETRY_MS]);

    retrier.succeeded();
    retrier.failed();
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(tries).toBe(9);
  });

  it('keeps one waiting try however many failures come in meanwhile, and an event takes its place', () => {
    retrier.failed();
    retrier.failed();
    page.window.dispatchEvent(new Event('online'));
    expect(tries).toBe(1);
    vi.advanceTimersByTime(MAX_RETRY_MS);
    expect(tries).toBe(1);
  });

  it('does nothing once stopped', () => {
    retrier.failed();
    retrier.stop();
    retrier.failed();
    page.window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(MAX_RETRY_MS);
    expect(tries).toBe(0);
  });
});
