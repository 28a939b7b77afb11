import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/auth-helpers';
import { get } from '../test/http';

describe('Cache-Control on API answers', () => {
  it('keeps per-user answers out of shared caches', async () => {
    const { cookie } = await signedInUser();
    for (const path of ['/api/auth/user', '/api/subscription/status', '/api/billing/config']) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('marks signed-out answers, errors and sign-in redirects the same way', async () => {
    const answers = await Promise.all([
      get('/api/auth/user'),
      get('/api/no-such-route'),
      get('/api/places/search?query=x&type=cafe'),
      get('/api/login', { redirect: 'manual' }),
      get('/api/logout', { redirect: 'manual' }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([401, 404, 400, 302, 302]);
    for (const response of answers) expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
