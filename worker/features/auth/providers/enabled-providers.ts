import type { AuthConfig } from '../../../config';
import { githubProvider } from './github';
import { googleProvider } from './google';
import { localOidcProvider } from './local-oidc';
import type { OAuthProvider } from './provider';

/** The configured providers, in the order the chooser lists them. */
export function enabledProviders(config: AuthConfig, origin: string): OAuthProvider[] {
  const redirectUri = (name: string) => `${origin}/api/callback/${name}`;
  const providers: OAuthProvider[] = [];
  if (config.google) providers.push(googleProvider(config.google, redirectUri('google')));
  if (config.github) providers.push(githubProvider(config.github, redirectUri('github')));
  if (config.local) providers.push(localOidcProvider(config.local, redirectUri('local')));
  return providers;
}
