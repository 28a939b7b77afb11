/**
 * Every wait the app makes before it acts on its own, in one place: how long a card sits before
 * it is saved, how long a page settles before the app installs itself, how a dropped socket or a
 * failed save is tried again. Durations the player watches (toasts, highlights, announcements)
 * are not waits and stay with their components.
 */
const WAITS_MS = {
  /** A member's card is saved this long after the last change (and a course card kept on the phone). */
  autosave: 2000,
  /**
   * The page counts as settled this long after its load event, when work it does not need itself
   * (installing for offline play, the theme choice at its foot, the way back to a game) may start:
   * sooner, that work would compete with the page's own loading for bytes and move what it shows.
   */
  pageSettles: 3000,
  /** A failed save is tried again after this, doubling up to `retryAtMost`. */
  firstRetry: 5000,
  retryAtMost: 5 * 60_000,
  /** A dropped game socket is dialled again after this, growing up to `reconnectAtMost`. */
  reconnectFirst: 500,
  reconnectAtMost: 5000,
  /** While the game's socket cannot connect, the board is read over HTTP this often. */
  boardOverHttp: 10_000,
  /** After paying, the membership is asked for again this often until it shows as active. */
  membershipCheck: 1000,
  /** A big screen whose board is longer than it turns to the next page of teams after this. */
  boardPageTurn: 8000,
  /** A live game's countdown is read again from the game's time this often. */
  clockTick: 1000,
  /** At the reveal, the next place from last to first shows after this. */
  revealStep: 1500,
  /** A control's hint opens once the pointer has rested on it this long. */
  hintOpens: 700,
};

/**
 * How long a slow network is given before the app gives up on it. These are never shortened: on
 * a busy machine a shorter one would drop sockets that are only slow.
 */
const LIMITS_MS = {
  /** A socket that has not opened after this is given up and dialled again. */
  connectWithin: 5000,
  /** A quiet socket is asked for a pong this often; one that stays silent after it is dialled again. */
  pingEvery: 20_000,
  pongWithin: 8000,
  /** Turning notifications on waits this long for the service worker that shows them, installed once the page settles. */
  serviceWorkerWithin: 20_000,
};

type WaitName = keyof typeof WAITS_MS;

declare global {
  interface Window {
    /**
     * Set by a browser test before the page loads (an init script) to run the app's waits
     * faster: 0.1 makes the autosave wait 200 ms. Honoured only on this machine's own
     * addresses, so a deployed site always waits as written.
     */
    __PUBGOLF_WAIT_SCALE__?: number;
    /** Set beside it to scale the waits it names by their own fraction instead. */
    __PUBGOLF_WAIT_SCALES__?: Partial<Record<WaitName, number>>;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function scale(what: WaitName): number {
  if (typeof window === 'undefined' || typeof window.location !== 'object') return 1;
  if (!LOOPBACK.has(window.location.hostname)) return 1;
  const asked = window.__PUBGOLF_WAIT_SCALES__?.[what] ?? window.__PUBGOLF_WAIT_SCALE__;
  return typeof asked === 'number' && asked > 0 && asked <= 1 ? asked : 1;
}

/** How long to wait, in ms, before the app does `what` on its own. */
export function waitMs(what: WaitName): number {
  return Math.round(WAITS_MS[what] * scale(what));
}

/** How long, in ms, a slow network is given for `what`. */
export function limitMs(what: keyof typeof LIMITS_MS): number {
  return LIMITS_MS[what];
}
