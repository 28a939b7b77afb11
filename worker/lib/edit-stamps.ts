/**
 * An edit's stamp (a live game cell's version, a saved round's editedAt) comes from the player's
 * clock, and the newer stamp wins. One stamped far in the future would win against every real
 * edit after it, so no stamp is taken as later than the server's clock plus this allowance: room
 * for a phone whose clock runs a few minutes fast, which still saves.
 */
export const MAX_STAMP_AHEAD_MS = 10 * 60 * 1000;

/** The stamp as the server keeps it: at most MAX_STAMP_AHEAD_MS past `now`. */
export function clampStamp(stamp: number, now: number): number {
  return Math.min(stamp, now + MAX_STAMP_AHEAD_MS);
}
