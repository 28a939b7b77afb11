/** What the sign-in routes need from each identity provider. */
export const PROVIDER_NAMES = ['google', 'github', 'local'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** The person as the provider describes them; `email` only counts when `emailVerified`. */
export interface OAuthProfile {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface OAuthProvider {
  name: ProviderName;
  label: string;
  authorizationUrl(state: string, codeVerifier: string, loginHint: string | undefined): Promise<URL>;
  profileFromCode(code: string, codeVerifier: string): Promise<OAuthProfile>;
}

/** A provider's answer we cannot use; the callback answers 502. */
export class ProviderResponseError extends Error {
  override name = 'ProviderResponseError';
}
