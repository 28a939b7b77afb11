/** The largest request body an API route accepts; larger bodies answer 413. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Stripe's events can be far larger than our own requests (a subscription with its invoice and items). */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;
/**
 * A body nobody read is read to its end up to this much, then cancelled: as much as the largest
 * body any route accepts, so a refused body of an acceptable size is always read whole.
 */
export const MAX_DRAINED_BODY_BYTES = Math.max(MAX_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES);
