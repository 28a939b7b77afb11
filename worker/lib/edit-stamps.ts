/**
 * An edit's stamp (a live game cell's version, a saved round's editedAt) comes from the player's
 * clock, and the newer stamp wins. A stamp later than the server's clock is taken as made now
 * (decision 042): one taken as later would win against every real edit until the server's clock
 * passed it. A phone whose clock runs fast still saves; its next edit is later still.
 */
export function clampStamp(stamp: number, now: number): number {
  return Math.min(stamp, now);
}
