import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth-helpers';

const APP = 'http://localhost';

describe('Cache-Control on API answers', () => {
  it('keeps per-user answers out of shared caches', async () => {
    const { cookie } = await signedInUser();
    for (const path of ['/api/auth/user', '/api/subscription/status', '/api/billing/config']) {
      const response = await SELF.fetch(`${APP}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('marks signed-out answers, errors and sign-in redirects the same way', async () => {
    const answers = await Promise.all([
      SELF.fetch(`${APP}/api/auth/user`),
      SELF.fetch(`${APP}/api/no-such-route`),
      SELF.fetch(`${APP}/api/places/search?query=x&type=cafe`),
      SELF.fetch(`${APP}/api/login`, { redirect: 'manual' }),
      SELF.fetch(`${APP}/api/logout`, { redirect: 'manual' }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([401, 404, 400, 302, 302]);
    for (const response of answers) expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
