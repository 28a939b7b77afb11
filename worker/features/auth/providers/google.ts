import { Google } from 'arctic';
import type { ClientCredentials } from '../../../config';
import { profileFromIdToken } from './id-token';
import type { OAuthProvider } from './provider';

const ISSUER = 'https://accounts.google.com';

export function googleProvider({ clientId, clientSecret }: ClientCredentials, redirectUri: string): OAuthProvider {
  const google = new Google(clientId, clientSecret, redirectUri);
  return {
    name: 'google',
    label: 'Google',
    authorizationUrl: async (state, codeVerifier, loginHint) => {
      const url = google.createAuthorizationURL(state, codeVerifier, ['openid', 'profile', 'email']);
      if (loginHint) url.searchParams.set('login_hint', loginHint);
      return url;
    },
    profileFromCode: async (code, codeVerifier) => {
      const tokens = await google.validateAuthorizationCode(code, codeVerifier);
      return profileFromIdToken(tokens.idToken(), { issuer: ISSUER, audience: clientId });
    },
  };
}
