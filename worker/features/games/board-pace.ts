/**
 * How often a game sends its boards: at most one every BOARD_EVERY_MS over any stretch, with
 * room for BOARD_BURST back to back (a token bucket). A change that finds a board to spare goes
 * at once; the changes of a burst wait for the next board, which reads the game as it is when it
 * goes, so the last change is always on the last board. The burst is what keeps a steady game
 * prompt: a change that comes a little under BOARD_EVERY_MS after the board before it (the
 * last board went out late, or this change came early) still goes at once.
 */
const BOARD_EVERY_MS = 250;
const BOARD_BURST = 2;

export class BoardPace {
  #boards = BOARD_BURST;
  #at = 0;

  /** How long the next board must wait from `now`: 0 when it may go at once. */
  waitFrom(now: number): number {
    this.refill(now);
    return this.#boards >= 1 ? 0 : Math.ceil((1 - this.#boards) * BOARD_EVERY_MS);
  }

  /** Counts a board sent at `now`. */
  sent(now: number): void {
    this.refill(now);
    this.#boards = Math.max(0, this.#boards - 1);
  }

  private refill(now: number): void {
    this.#boards = Math.min(BOARD_BURST, this.#boards + (now - this.#at) / BOARD_EVERY_MS);
    this.#at = now;
  }
}
