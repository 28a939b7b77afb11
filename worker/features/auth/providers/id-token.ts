import { decodeIdToken } from 'arctic';
import * as z from 'zod/mini';
import { type OAuthProfile, ProviderResponseError } from './provider';

const idTokenClaimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  sub: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  email_verified: z.optional(z.boolean()),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  picture: z.optional(z.string()),
});

/**
 * The profile in an OpenID Connect id token. The token came straight from the provider's
 * token endpoint, so its signature need not be checked
 * (https://openid.net/specs/openid-connect-core-1_0.html#IDTokenValidation); issuer and
 * audience still are, so a token minted for another client is not accepted.
 */
export function profileFromIdToken(idToken: string, expected: { issuer: string; audience: string }): OAuthProfile {
  const parsed = idTokenClaimsSchema.safeParse(decodeIdToken(idToken));
  if (!parsed.success) throw new ProviderResponseError('The id token lacks the expected claims');
  const claims = parsed.data;
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  if (claims.iss !== expected.issuer || !audiences.includes(expected.audience)) {
    throw new ProviderResponseError('The id token was issued by someone else or for another client');
  }
  return {
    providerUserId: claims.sub,
    email: claims.email ?? null,
    emailVerified: claims.email_verified === true,
    firstName: claims.given_name ?? null,
    lastName: claims.family_name ?? null,
    profileImageUrl: claims.picture ?? null,
  };
}
