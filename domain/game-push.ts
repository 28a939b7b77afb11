/**
 * A live game's push notifications on the wire: a phone's subscription as the app sends it (the
 * push service's endpoint and the keys the notification is encrypted to, RFC 8291), the switch's
 * state. The notification itself is push-notice.ts.
 */
import * as z from 'zod/mini';
import { LANGUAGES } from './language';

/** The longest endpoint kept: push services' are a few hundred characters. */
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;
/** A failing endpoint is dropped after this many failures in a row; a gone one (404, 410) at once. */
export const MAX_PUSH_FAILURES = 3;

/** Unpadded (or padded) base64url of `bytes` bytes. */
function base64Url(bytes: number, message: string) {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`), message));
}

/** Whether `text` is an http(s) URL: the Worker allows plain http only for the local push service. */
function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

// Checked by hand rather than with zod's URL schema, which would add its code to the phone's first load.
export const pushEndpointSchema = z
  .string()
  .check(
    z.maxLength(MAX_PUSH_ENDPOINT_LENGTH, `endpoint must be at most ${MAX_PUSH_ENDPOINT_LENGTH} characters`),
    z.refine(isHttpUrl, `endpoint must be the push service's URL, at most ${MAX_PUSH_ENDPOINT_LENGTH} characters`),
  );

/** `PUT /api/games/{code}/push`: this phone's subscription, from `PushSubscription.toJSON()`, and the language its notifications are written in. */
export const pushSubscribeRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    // An uncompressed P-256 point: 65 bytes.
    p256dh: base64Url(65, 'keys.p256dh must be a P-256 public key in base64url'),
    auth: base64Url(16, 'keys.auth must be a 16-byte secret in base64url'),
  }),
  language: z.enum(LANGUAGES),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** `DELETE /api/games/{code}/push`: the subscription this phone turns off. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: pushEndpointSchema });

/** `GET /api/games/{code}/push`: the key a phone subscribes with; null when this server sends no notifications. */
export const pushKeyResponseSchema = z.object({ publicKey: z.nullable(z.string()) });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;
