/** The largest request body any API route accepts; larger bodies answer 413. */
export const MAX_BODY_BYTES = 64 * 1024;
