import { GitHub } from 'arctic';
import * as z from 'zod/mini';
import type { ClientCredentials } from '../../../config';
import { type OAuthProvider, ProviderResponseError } from './provider';

const API = 'https://api.github.com';

const githubUserSchema = z.object({
  id: z.number(),
  login: z.string(),
  name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
});

const githubEmailsSchema = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** GitHub has no id token: the profile comes from its REST API. Arctic's GitHub client has no PKCE. */
export function githubProvider({ clientId, clientSecret }: ClientCredentials, redirectUri: string): OAuthProvider {
  const github = new GitHub(clientId, clientSecret, redirectUri);
  return {
    name: 'github',
    label: 'GitHub',
    authorizationUrl: async (state) => github.createAuthorizationURL(state, ['read:user', 'user:email']),
    profileFromCode: async (code) => {
      const accessToken = (await github.validateAuthorizationCode(code)).accessToken();
      const [user, emails] = await Promise.all([
        getJson(`${API}/user`, accessToken, githubUserSchema),
        getJson(`${API}/user/emails`, accessToken, githubEmailsSchema),
      ]);
      const verified = emails.filter((entry) => entry.verified);
      const email = (verified.find((entry) => entry.primary) ?? verified[0])?.email ?? null;
      const [firstName, ...rest] = (user.name ?? user.login).trim().split(/\s+/);
      return {
        providerUserId: String(user.id),
        email,
        emailVerified: email !== null,
        firstName: firstName || user.login,
        lastName: rest.join(' ') || null,
        profileImageUrl: user.avatar_url,
      };
    },
  };
}

async function getJson<T>(url: string, accessToken: string, schema: z.ZodMiniType<T>): Promise<T> {
  const response = await fetch(url, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/vnd.github+json',
      'User-Agent': 'pub-golf',
    },
  });
  if (!response.ok) throw new ProviderResponseError(`GitHub answered ${response.status} for ${url}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ProviderResponseError(`GitHub's answer for ${url} had an unexpected shape`);
  return parsed.data;
}
