/** Sign-in with OAuth (Arctic), sign-out, and the signed-in user. Mounted under /api. */
import { generateCodeVerifier, generateState, OAuth2RequestError } from 'arctic';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import { authConfig } from '../../config';
import { createDb } from '../../db/client';
import type { AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { requireUser } from '../../lib/session/require-user';
import { createSession, invalidateSession } from '../../lib/session/session';
import { deleteSessionCookie, setSessionCookie } from '../../lib/session/session-cookie';
import { rateLimitPerClient } from '../../middleware/rate-limit';
import { validate } from '../../validate';
import { chooserPage } from './chooser-page';
import { signInErrorPage } from './sign-in-error-page';
import { setOAuthCookies, takeOAuthCookies } from './oauth-cookies';
import { enabledProviders } from './providers/enabled-providers';
import { PROVIDER_NAMES, type OAuthProvider } from './providers/provider';
import { signInUser, userJson } from './users';

const loginQuerySchema = z.object({
  provider: z.optional(z.enum(PROVIDER_NAMES)),
  login_hint: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
});

const callbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string()),
});

/** For a browser's navigation, a failed sign-in answers a readable page instead of JSON. */
const signInErrorsAsPages = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const error = c.error;
  if (!error || !c.req.header('Accept')?.includes('text/html')) return;
  const known = error instanceof ApiError;
  const message = known ? error.message : 'Something went wrong on our side. Please try again.';
  c.res = undefined;
  c.res = await c.html(signInErrorPage(message), known ? error.status : 500);
});

/** The period of AUTH_RATE_LIMITER in wrangler.toml. */
const RATE_LIMIT_PERIOD_SECONDS = 60;
const signInRateLimit = rateLimitPerClient((env) => env.AUTH_RATE_LIMITER, RATE_LIMIT_PERIOD_SECONDS);

export const authRoutes = new Hono<AppEnv>()
  .use('/login', signInErrorsAsPages, signInRateLimit)
  .use('/callback/*', signInErrorsAsPages, signInRateLimit)
  .get('/login', validate('query', loginQuerySchema), async (c) => {
    const { provider: chosen, login_hint: loginHint } = c.req.valid('query');
    const providers = providersFor(c.env, c.req.url);
    const provider = chosen ? findProvider(providers, chosen) : providers.length === 1 ? providers[0] : undefined;
    if (!provider) return c.html(chooserPage(providers, loginHint));

    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = await fromProvider(provider, () => provider.authorizationUrl(state, codeVerifier, loginHint));
    setOAuthCookies(c, state, codeVerifier);
    return c.redirect(url.toString(), 302);
  })

  .get('/callback/:provider', validate('query', callbackQuerySchema), async (c) => {
    const provider = findProvider(providersFor(c.env, c.req.url), c.req.param('provider'));
    const { code, state, error } = c.req.valid('query');
    const { state: storedState, codeVerifier } = takeOAuthCookies(c);
    // The person declined at the provider: nothing to report, back to the app.
    if (error) return c.redirect('/', 302);
    if (!code || !state || !storedState || !codeVerifier || state !== storedState) {
      throw new ApiError(
        400,
        'invalid_oauth_state',
        'The sign-in link expired or did not start here. Please sign in again.',
      );
    }

    const profile = await fromProvider(provider, () => provider.profileFromCode(code, codeVerifier));
    const db = createDb(c.var.db);
    const user = await signInUser(db, provider.name, profile);
    const previous = c.get('session');
    if (previous) await invalidateSession(db, previous.id);
    const { token, session } = await createSession(db, user.id);
    setSessionCookie(c, token, session.expiresAt);
    // The SPA keeps its own return URL and goes there once it sees the user.
    return c.redirect('/', 302);
  })

  .get('/logout', async (c) => {
    // SameSite=Lax cookies ride along on cross-site navigations; another site may not sign people out.
    if (c.req.header('Sec-Fetch-Site') === 'cross-site') return c.redirect('/', 302);
    const session = c.get('session');
    if (session) await invalidateSession(createDb(c.var.db), session.id);
    deleteSessionCookie(c);
    return c.redirect('/', 302);
  })

  .get('/auth/user', (c) => c.json(userJson(requireUser(c))));

function providersFor(env: Env, requestUrl: string): OAuthProvider[] {
  const providers = enabledProviders(authConfig(env), new URL(requestUrl).origin);
  if (providers.length === 0)
    throw new ApiError(503, 'sign_in_unavailable', 'Sign-in is not configured on this server.');
  return providers;
}

function findProvider(providers: OAuthProvider[], name: string): OAuthProvider {
  const provider = providers.find((candidate) => candidate.name === name);
  if (!provider) throw new ApiError(404, 'unknown_provider', `Sign-in with ${name} is not available.`);
  return provider;
}

/**
 * Asks the provider something. A refused code or verifier is the browser's problem (400); an
 * unreachable or odd provider is ours (502).
 */
async function fromProvider<T>(provider: OAuthProvider, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    // Arctic's token-endpoint errors carry the provider's HTTP status.
    const status = (error as { status?: unknown }).status;
    if (error instanceof OAuth2RequestError || (typeof status === 'number' && status >= 400 && status < 500)) {
      throw new ApiError(400, 'oauth_rejected', 'The sign-in provider refused this sign-in. Please sign in again.');
    }
    console.error(`Sign-in with ${provider.name} failed`, error);
    throw new ApiError(502, 'provider_unavailable', 'The sign-in provider could not be reached. Please try again.');
  }
}
