import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { APP, errorOf } from '../test/http';

/** /api/health has no POST route: passing the check shows as the 404 behind it, failing as 403. */
function post(headers: Record<string, string>, path = '/api/health') {
  return SELF.fetch(`${APP}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: '{}',
  });
}

describe('CSRF protection', () => {
  it('refuses a cross-origin POST', async () => {
    const response = await post({ Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('csrf');
  });

  it('refuses a POST with neither Origin nor Sec-Fetch-Site, or with Origin null', async () => {
    expect((await post({})).status).toBe(403);
    expect((await post({ Origin: 'null' })).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });

  it('refuses the same host on another scheme or port', async () => {
    expect((await post({ Origin: 'https://localhost' })).status).toBe(403);
    expect((await post({ Origin: 'http://localhost:8788' })).status).toBe(403);
  });

  it('lets a same-origin POST through', async () => {
    expect((await post({ Origin: 'http://localhost' })).status).toBe(404);
  });

  it('lets a POST without Origin through when Sec-Fetch-Site says same-origin', async () => {
    expect((await post({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(404);
  });

  it('trusts Origin over Sec-Fetch-Site when both are sent', async () => {
    expect((await post({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(403);
  });

  it('checks every unsafe method but not GET', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await SELF.fetch(`${APP}/api/health`, { method, headers: { Origin: 'https://evil.example' } });
      expect(response.status).toBe(403);
    }
    const get = await SELF.fetch(`${APP}/api/health`, { headers: { Origin: 'https://evil.example' } });
    expect(get.status).toBe(200);
  });

  it('refuses a WebSocket upgrade from another site or without Origin, though it is a GET', async () => {
    const upgrade = (headers: Record<string, string>) =>
      SELF.fetch(`${APP}/api/health`, { headers: { Upgrade: 'websocket', ...headers } });
    const refused: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      {},
      { 'Sec-Fetch-Site': 'same-origin' },
    ];
    for (const headers of refused) {
      const response = await upgrade(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await errorOf(response)).code).toBe('csrf');
    }
    // Passing the check shows as the route's own answer: /api/health takes no WebSocket.
    expect((await upgrade({ Origin: APP })).status).toBe(200);
  });

  it('leaves the signature-authenticated Stripe webhook to its own check', async () => {
    // Stripe sends no Origin; whatever the Origin, an unsigned event meets the signature check.
    for (const headers of [{}, { Origin: 'https://evil.example' }] as Record<string, string>[]) {
      const response = await post(headers, '/api/stripe/webhook');
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_signature');
    }
  });
});
