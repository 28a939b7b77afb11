import { encryptNotification, vapidHeaders } from '@block65/webcrypto-web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { startPushDouble } from './push-double.ts';

const running: { stop: () => Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((double) => double.stop()));
});

async function started() {
  const double = await startPushDouble();
  running.push(double);
  const made = await fetch(`${double.origin}/subscriptions`, { method: 'POST' });
  const subscription = (await made.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
  return { double, subscription: { ...subscription, expirationTime: null } };
}

describe('the push service double', () => {
  it('takes a push signed with the local VAPID key, decrypts it and lists it at /sent', async () => {
    const { double, subscription } = await started();
    const body = await encryptNotification(subscription, new TextEncoder().encode('{"title":"Drink up"}'));
    const { headers } = await vapidHeaders(
      { ...subscription, endpoint: subscription.endpoint.replace(/^http:/, 'https:') },
      {
        publicKey: double.env.VAPID_PUBLIC_KEY,
        privateKey: double.env.VAPID_PRIVATE_KEY,
        subject: double.env.VAPID_SUBJECT,
      },
    );
    const pushed = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: { ...headers, ttl: '60', 'content-encoding': 'aes128gcm' },
      body,
    });
    expect(pushed.status).toBe(201);
    const sent = (await (await fetch(`${double.origin}/sent`)).json()) as unknown[];
    expect(sent).toEqual([
      expect.objectContaining({ endpoint: subscription.endpoint, ttl: '60', notice: { title: 'Drink up' } }),
    ]);
  });

  it('refuses a push without a good VAPID signature, and one to no subscription', async () => {
    const { double, subscription } = await started();
    expect((await fetch(subscription.endpoint, { method: 'POST', body: 'x' })).status).toBe(403);
    expect((await fetch(`${double.origin}/push/nobody`, { method: 'POST', body: 'x' })).status).toBe(404);
  });
});
