/**
 * Sign-in configuration from vars and secrets (`wrangler secret put`, `.dev.vars`). Parsed
 * on use, so a half-configured provider or a non-loopback local issuer fails loudly.
 */
import * as z from 'zod/mini';
import { appEnvSchema, localDoubleUrlProblem, optionalSetting as setting, parseSettings } from '../../env-config';

const authEnvSchema = z.object({
  APP_ENV: appEnvSchema,
  GOOGLE_CLIENT_ID: setting,
  GOOGLE_CLIENT_SECRET: setting,
  GITHUB_CLIENT_ID: setting,
  GITHUB_CLIENT_SECRET: setting,
  OIDC_ISSUER: z.optional(z.url({ protocol: /^https?$/ })),
  OIDC_CLIENT_ID: setting,
  OIDC_CLIENT_SECRET: setting,
});

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface LocalOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

export interface AuthConfig {
  google: ClientCredentials | null;
  github: ClientCredentials | null;
  local: LocalOidcConfig | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseAuthConfig(env: object): AuthConfig {
  const vars = parseSettings(authEnvSchema, env, (names) => new ConfigError(`Invalid sign-in configuration: ${names}`));
  return {
    google: credentials('GOOGLE', vars.GOOGLE_CLIENT_ID, vars.GOOGLE_CLIENT_SECRET),
    github: credentials('GITHUB', vars.GITHUB_CLIENT_ID, vars.GITHUB_CLIENT_SECRET),
    local: localOidc(vars),
  };
}

function credentials(prefix: string, clientId?: string, clientSecret?: string): ClientCredentials | null {
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }
  return { clientId, clientSecret };
}

/** The local provider signs anyone in without a password, so it must never face the internet. */
function localOidc(vars: z.infer<typeof authEnvSchema>): LocalOidcConfig | null {
  if (!vars.OIDC_ISSUER) return null;
  const problem = localDoubleUrlProblem('OIDC_ISSUER', vars.OIDC_ISSUER, vars.APP_ENV);
  if (problem) throw new ConfigError(problem);
  if (!vars.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID must be set with OIDC_ISSUER');
  return { issuer: vars.OIDC_ISSUER.replace(/\/+$/, ''), clientId: vars.OIDC_CLIENT_ID, clientSecret: vars.OIDC_CLIENT_SECRET ?? null };
}
