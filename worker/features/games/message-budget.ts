/**
 * How many messages one team may send, over all its sockets (a spectator's socket has its own):
 * a burst, then a steady rate (a token bucket). A phone that reconnects resends every edit it
 * kept (at most nine holes and twenty penalties) at once, so the burst holds that with room to
 * spare; a player tapping as fast as they can stays far below the rate for long. Only a script
 * sends more.
 */
const MESSAGE_BURST = 60;
export const MESSAGES_PER_SECOND = 5;

export class MessageBudget {
  #tokens = MESSAGE_BURST;
  #at: number;

  constructor(now: number) {
    this.#at = now;
  }

  /** Spends one message; false when none is left. */
  take(now: number): boolean {
    this.#tokens = Math.min(MESSAGE_BURST, this.#tokens + ((now - this.#at) / 1000) * MESSAGES_PER_SECOND);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
