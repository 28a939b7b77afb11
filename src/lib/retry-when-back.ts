import { waitMs } from './waits';

export interface Retrier {
  /** The last try could not finish: try again after the current backoff, unless a try is already waiting. */
  failed(): void;
  /** The last try finished: the next failure starts the backoff from the beginning again. */
  succeeded(): void;
  /** Stops listening and forgets any waiting try; later failures schedule nothing. */
  stop(): void;
}

/**
 * Calls `tryAgain` whenever the phone or the player comes back (the network returns, the window
 * gets focus, the tab is shown again), and on a timer that backs off after each failure. A
 * connection in a basement bar comes and goes without the browser noticing, so the timer is
 * what finally gets through when no event fires.
 */
export function retryWhenBack(tryAgain: () => void): Retrier {
  let retryMs = waitMs('firstRetry');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    tryAgain();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
  };
  window.addEventListener('online', run);
  window.addEventListener('focus', run);
  document.addEventListener('visibilitychange', onVisibility);

  return {
    failed() {
      if (stopped || timer !== undefined) return;
      timer = setTimeout(run, retryMs);
      retryMs = Math.min(retryMs * 2, waitMs('retryAtMost'));
    },
    succeeded() {
      retryMs = waitMs('firstRetry');
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      window.removeEventListener('online', run);
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
