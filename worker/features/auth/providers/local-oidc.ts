import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import * as z from 'zod/mini';
import type { LocalOidcConfig } from '../../../config';
import { profileFromIdToken } from './id-token';
import { type OAuthProvider, ProviderResponseError } from './provider';

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
});

/**
 * Any OpenID Connect provider, found through its discovery document. Configured only with a
 * loopback issuer (see worker/config.ts): in local mode this is scripts/doubles/oidc-double.ts.
 */
export function localOidcProvider(config: LocalOidcConfig, redirectUri: string): OAuthProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    name: 'local',
    label: 'Local test account',
    authorizationUrl: async (state, codeVerifier, loginHint) => {
      const { authorization_endpoint } = await discover(config.issuer);
      const scopes = ['openid', 'profile', 'email'];
      const url = client.createAuthorizationURLWithPKCE(
        authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      );
      if (loginHint) url.searchParams.set('login_hint', loginHint);
      return url;
    },
    profileFromCode: async (code, codeVerifier) => {
      const { token_endpoint } = await discover(config.issuer);
      const tokens = await client.validateAuthorizationCode(token_endpoint, code, codeVerifier);
      return profileFromIdToken(tokens.idToken(), { issuer: config.issuer, audience: config.clientId });
    },
  };
}

async function discover(issuer: string) {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new ProviderResponseError(`OpenID discovery at ${issuer} answered ${response.status}`);
  const parsed = discoverySchema.safeParse(await response.json());
  if (!parsed.success || parsed.data.issuer !== issuer) {
    throw new ProviderResponseError(`OpenID discovery at ${issuer} returned an unusable document`);
  }
  return parsed.data;
}
