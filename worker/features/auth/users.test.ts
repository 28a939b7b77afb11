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
    const updated = await signInUser(db, 'google', {
      ...first,
      firstName: 'Cass',
      profileImageUrl: 'https://example.com/a.png',
    });
    expect(updated).toMatchObject({
      id: created.id,
      firstName: 'Cass',
      lastName: 'Jones',
      profileImageUrl: 'https://example.com/a.png',
    });
    expect(updated.createdAt).toEqual(created.createdAt);
  });
});

describe('simultaneous first sign-ins', () => {
  async function usersWithEmail(email: string) {
    const { results } = await env.DB.prepare('select id from users where email = ?').bind(email).all<{ id: string }>();
    return results;
  }

  it('of one account end as one user, linked once', async () => {
    const first = profile({ email: 'double-click@example.com', emailVerified: true });
    const signedIn = await Promise.all(Array.from({ length: 30 }, () => signInUser(db, 'google', first)));
    const found = await usersWithEmail('double-click@example.com');
    expect(found).toHaveLength(1);
    const id = found[0]?.id;
    expect(new Set(signedIn.map((user) => user.id))).toEqual(new Set([id]));
    const links = await env.DB.prepare('select user_id from oauth_accounts where provider_user_id = ?')
      .bind(first.providerUserId)
      .all();
    expect(links.results).toEqual([{ user_id: id }]);
  });

  it('of one e-mail through different providers end as one user with both links', async () => {
    const email = 'two-tabs@example.com';
    const signedIn = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInUser(
          db,
          i % 2 === 0 ? 'google' : 'github',
          profile({ email, emailVerified: true, providerUserId: `tab-${i % 2}` }),
        ),
      ),
    );
    const found = await usersWithEmail(email);
    expect(found).toHaveLength(1);
    const id = found[0]?.id;
    expect(new Set(signedIn.map((user) => user.id))).toEqual(new Set([id]));
    const links = await env.DB.prepare('select provider from oauth_accounts where user_id = ? order by provider')
      .bind(id)
      .all();
    expect(links.results).toEqual([{ provider: 'github' }, { provider: 'google' }]);
  });

  it('of one account without a verified e-mail end as one user, leaving no stray users', async () => {
    const anonymous = profile({ email: 'unverified@example.com', emailVerified: false });
    const before = await env.DB.prepare('select count(*) as n from users').first<number>('n');
    const signedIn = await Promise.all(Array.from({ length: 10 }, () => signInUser(db, 'github', anonymous)));
    expect(new Set(signedIn.map((user) => user.id)).size).toBe(1);
    expect(await env.DB.prepare('select count(*) as n from users').first<number>('n')).toBe((before ?? 0) + 1);
  });
});
