import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/domain/api-error';

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

describe('API basics', () => {
  it('answers health with a D1 round trip', async () => {
    const response = await SELF.fetch('http://localhost/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await SELF.fetch('http://localhost/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await errorOf(response)).code).toBe('not_found');
  });

  it('answers 401 for the user call when nobody is signed in', async () => {
    const response = await SELF.fetch('http://localhost/api/auth/user');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthenticated');
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await SELF.fetch('http://localhost/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(200_000) },
      body: JSON.stringify({ padding: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
  });

  it('sets security headers on API answers', async () => {
    const response = await SELF.fetch('http://localhost/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });
});
