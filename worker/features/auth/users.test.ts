import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import type { OAuthProfile } from './providers/provider';
import { signInUser } from './users';

const db = createDb(env.DB);

function profile(overrides: Partial<OAuthProfile>): OAuthProfile {
  return {
    providerUserId: crypto.randomUUID(),
    email: null,
    emailVerified: false,
    firstName: 'Casey',
    lastName: 'Jones',
    profileImageUrl: null,
    ...overrides,
  };
}

describe('signing in users', () => {
  it('links a second provider to the user with the same verified e-mail', async () => {
    const viaGoogle = await signInUser(db, 'google', profile({ email: 'casey@example.com', emailVerified: true }));
    const viaGithub = await signInUser(db, 'github', profile({ email: 'Casey@Example.com', emailVerified: true }));
    expect(viaGithub.id).toBe(viaGoogle.id);
    const { results } = await env.DB.prepare('select provider from oauth_accounts where user_id = ? order by provider')
      .bind(viaGoogle.id)
      .all();
    expect(results).toEqual([{ provider: 'github' }, { provider: 'google' }]);
  });

  it('does not link, nor store, an unverified e-mail', async () => {
    const owner = await signInUser(db, 'google', profile({ email: 'owner@example.com', emailVerified: true }));
    const stranger = await signInUser(db, 'github', profile({ email: 'owner@example.com', emailVerified: false }));
    expect(stranger.id).not.toBe(owner.id);
    expect(stranger.email).toBeNull();
  });

  it('refreshes names and picture from the provider on each sign-in', async () => {
    const first = profile({ email: 'renamed@example.com', emailVerified: true });
    const created = await signInUser(db, 'google', first);
    const updated = await signInUser(db, 'google', { ...first, firstName: 'Cass', profileImageUrl: 'https://example.com/a.png' });
    expect(updated).toMatchObject({ id: created.id, firstName: 'Cass', lastName: 'Jones', profileImageUrl: 'https://example.com/a.png' });
    expect(updated.createdAt).toEqual(created.createdAt);
  });
});
