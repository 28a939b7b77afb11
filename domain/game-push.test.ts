import { describe, expect, it } from 'vitest';
import { MAX_PUSH_ENDPOINT_LENGTH, pushSubscribeRequestSchema } from './game-push';

const valid = {
  endpoint: 'https://push.example/send/abc',
  keys: {
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
  },
  language: 'de',
};

describe('pushSubscribeRequestSchema', () => {
  it('takes a browser’s subscription as PushSubscription.toJSON() gives it', () => {
    expect(pushSubscribeRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses an endpoint that is no URL, too long, or of another scheme, and keys of the wrong size', () => {
    const refused = (change: object) => !pushSubscribeRequestSchema.safeParse({ ...valid, ...change }).success;
    expect(refused({ endpoint: 'not a url' })).toBe(true);
    expect(refused({ endpoint: 'javascript:alert(1)' })).toBe(true);
    expect(refused({ endpoint: `https://push.example/${'a'.repeat(MAX_PUSH_ENDPOINT_LENGTH)}` })).toBe(true);
    expect(refused({ keys: { ...valid.keys, p256dh: 'B'.repeat(40) } })).toBe(true);
    expect(refused({ keys: { ...valid.keys, auth: 'A'.repeat(30) } })).toBe(true);
    expect(refused({ language: 'fr' })).toBe(true);
  });
});
