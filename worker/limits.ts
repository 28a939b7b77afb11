/** The largest request body an API route accepts; larger bodies answer 413. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Stripe's events can be far larger than our own requests (a subscription with its invoice and items). */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;
