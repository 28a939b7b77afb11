/**
 * The Worker's configuration: vars under [vars] in wrangler.toml, secrets set with `wrangler
 * secret put` (locally in .dev.vars). It is parsed once per env object: workerd hands every
 * request of an instance the same env, while a test that passes its own env gets its own parse.
 *
 * Sign-in, payments and bar search each stand or fall alone: a server whose payments are not
 * set up still signs people in. Asking for a part that cannot work throws a ConfigError naming
 * every bad or missing setting of that part and what to do about it.
 */
import * as z from 'zod/mini';

type AppEnvName = 'production' | 'local' | 'test';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface LocalOidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

/** The sign-in providers that are set up; none at all is a server without sign-in (503). */
export interface AuthConfig {
  google: ClientCredentials | null;
  github: ClientCredentials | null;
  local: LocalOidcConfig | null;
}

export interface CatalogIds {
  monthlyPriceId: string | null;
  lifetimePriceId: string | null;
  retentionCouponId: string | null;
}

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** The local Stripe double; null means api.stripe.com. */
  apiBaseUrl: URL | null;
  /** True against the local double: the SPA shows its TEST MODE card form. */
  testMode: boolean;
  /** Ids from configuration; the others are looked up or created (see features/billing/catalog.ts). */
  catalog: CatalogIds;
}

/** Bar search settings, by their names: a Google key selects Google Places, else OpenStreetMap. */
export interface PlacesConfig {
  GOOGLE_PLACES_API_KEY?: string;
  GOOGLE_PLACES_BASE_URL: string;
  NOMINATIM_BASE_URL: string;
  /** An e-mail address or URL for Nominatim's operators to reach us, sent with each request. */
  NOMINATIM_CONTACT?: string;
}

/** Web Push's VAPID keys (RFC 8292): the public key phones subscribe with, the private key that signs each push. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** How a push service reaches us: a mailto: or https: URL. */
  subject: string;
}

const HOW_TO_SET =
  'Secrets are set with `wrangler secret put NAME` (locally in .dev.vars), other settings under [vars] in wrangler.toml.';

export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(readonly problems: readonly string[]) {
    super(`${problems.join('. ')}. ${HOW_TO_SET}`);
  }
}

const setting = z.optional(z.string().check(z.minLength(1)));
const appEnv = z.enum(['production', 'local', 'test'], 'APP_ENV must be production, local or test');
const priceId = (name: string) =>
  z.optional(
    z
      .string()
      .check(
        z.regex(
          /^price_\w+$/,
          `${name} must be a Stripe price id (price_…), or unset to find the price by its lookup key`,
        ),
      ),
  );
const baseUrl = (name: string, fallback: string) =>
  z._default(z.url(`${name} must be a URL, or unset for ${fallback}`), fallback);

const AUTH_SETTINGS = {
  APP_ENV: appEnv,
  GOOGLE_CLIENT_ID: setting,
  GOOGLE_CLIENT_SECRET: setting,
  GITHUB_CLIENT_ID: setting,
  GITHUB_CLIENT_SECRET: setting,
  OIDC_ISSUER: z.optional(z.url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be an http or https URL' })),
  OIDC_CLIENT_ID: setting,
  OIDC_CLIENT_SECRET: setting,
};

const BILLING_SETTINGS = {
  APP_ENV: appEnv,
  STRIPE_SECRET_KEY: setting,
  STRIPE_WEBHOOK_SECRET: setting,
  STRIPE_PUBLISHABLE_KEY: setting,
  STRIPE_API_BASE_URL: z.optional(
    z.url({ protocol: /^http$/, error: 'STRIPE_API_BASE_URL must be an http:// URL of the local Stripe double' }),
  ),
  STRIPE_MONTHLY_PRICE_ID: priceId('STRIPE_MONTHLY_PRICE_ID'),
  STRIPE_LIFETIME_PRICE_ID: priceId('STRIPE_LIFETIME_PRICE_ID'),
  STRIPE_RETENTION_COUPON_ID: setting,
};
const REQUIRED_BILLING_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;

const PLACES_SETTINGS = {
  GOOGLE_PLACES_API_KEY: setting,
  GOOGLE_PLACES_BASE_URL: baseUrl('GOOGLE_PLACES_BASE_URL', 'https://places.googleapis.com'),
  NOMINATIM_BASE_URL: baseUrl('NOMINATIM_BASE_URL', 'https://nominatim.openstreetmap.org'),
  NOMINATIM_CONTACT: setting,
};

const PUSH_SETTINGS = {
  VAPID_PUBLIC_KEY: z.optional(
    z
      .string()
      .check(z.regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be an uncompressed P-256 key in base64url')),
  ),
  VAPID_PRIVATE_KEY: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key (d) in base64url')),
  ),
  VAPID_SUBJECT: z.optional(
    z.string().check(z.regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: URL')),
  ),
};
const REQUIRED_PUSH_SETTINGS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

type Settings<Shape extends Record<string, z.ZodMiniType>> = { [Name in keyof Shape]?: z.output<Shape[Name]> };

/**
 * Each setting of `shape`, checked on its own so that every bad one is named; a bad one reads
 * as unset. `.dev.vars` lines like `NAME=''` mean "not set", so empty strings are dropped.
 */
function readSettings<Shape extends Record<string, z.ZodMiniType>>(
  shape: Shape,
  env: object,
  problems: string[],
): Settings<Shape> {
  const source = env as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(source[name] === '' ? undefined : source[name]);
    if (parsed.success) settings[name] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => issue.message));
  }
  return settings as Settings<Shape>;
}

/** A URL hostname on this machine's loopback: localhost, 127.x.x.x or [::1]. */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Whether this is a local run or a Worker test (APP_ENV local or test). Anything else, an unset
 * or misspelt APP_ENV included, counts as production, so a deployed Worker cannot relax a rule
 * by a missing setting.
 */
export function isLocalEnv(env: object): boolean {
  const parsed = appEnv.safeParse((env as Record<string, unknown>).APP_ENV);
  return parsed.success && parsed.data !== 'production';
}

/**
 * Local doubles sign anyone in or take any card, so a setting pointing at one is accepted only
 * on this machine's loopback and never in production. Answers why it is refused, or null.
 */
function localDoubleProblem(name: string, value: string, env: AppEnvName | undefined): string | null {
  if (env === 'production') return `${name} points at a local double, which is refused in production: unset it`;
  if (!isLoopbackHostname(new URL(value).hostname))
    return `${name} must be a loopback URL (127.0.0.1, localhost or [::1]), since it points at a local double`;
  return null;
}

function parseAuth(env: object): AuthConfig | ConfigError {
  const problems: string[] = [];
  const settings = readSettings(AUTH_SETTINGS, env, problems);
  const credentials = (provider: 'GOOGLE' | 'GITHUB'): ClientCredentials | null => {
    const clientId = settings[`${provider}_CLIENT_ID`];
    const clientSecret = settings[`${provider}_CLIENT_SECRET`];
    if (clientId && clientSecret) return { clientId, clientSecret };
    if (clientId || clientSecret) {
      const unset = clientId ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
      problems.push(
        `${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET must be set together: set ${unset}, or unset both`,
      );
    }
    return null;
  };
  const config: AuthConfig = { google: credentials('GOOGLE'), github: credentials('GITHUB'), local: null };

  const issuer = settings.OIDC_ISSUER;
  if (issuer) {
    const problem = localDoubleProblem('OIDC_ISSUER', issuer, settings.APP_ENV);
    if (problem) problems.push(problem);
    if (!settings.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID must be set with OIDC_ISSUER');
    else
      config.local = {
        issuer: issuer.replace(/\/+$/, ''),
        clientId: settings.OIDC_CLIENT_ID,
        clientSecret: settings.OIDC_CLIENT_SECRET ?? null,
      };
  }
  return problems.length > 0 ? new ConfigError(problems) : config;
}

function parseBilling(env: object): BillingConfig | ConfigError {
  const problems: string[] = [];
  const settings = readSettings(BILLING_SETTINGS, env, problems);
  const missing = REQUIRED_BILLING_SETTINGS.filter((name) => !settings[name]);
  if (missing.length > 0) problems.unshift(`Payments are not configured: set ${missing.join(', ')}`);
  const apiBaseUrl = settings.STRIPE_API_BASE_URL;
  if (apiBaseUrl) {
    const problem = localDoubleProblem('STRIPE_API_BASE_URL', apiBaseUrl, settings.APP_ENV);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) return new ConfigError(problems);
  return {
    secretKey: settings.STRIPE_SECRET_KEY ?? '',
    webhookSecret: settings.STRIPE_WEBHOOK_SECRET ?? '',
    publishableKey: settings.STRIPE_PUBLISHABLE_KEY ?? '',
    apiBaseUrl: apiBaseUrl ? new URL(apiBaseUrl) : null,
    testMode: apiBaseUrl !== undefined,
    catalog: {
      monthlyPriceId: settings.STRIPE_MONTHLY_PRICE_ID ?? null,
      lifetimePriceId: settings.STRIPE_LIFETIME_PRICE_ID ?? null,
      retentionCouponId: settings.STRIPE_RETENTION_COUPON_ID ?? null,
    },
  };
}

function parsePlaces(env: object): PlacesConfig | ConfigError {
  const problems: string[] = [];
  const settings = readSettings(PLACES_SETTINGS, env, problems);
  if (problems.length > 0) return new ConfigError(problems);
  return {
    GOOGLE_PLACES_API_KEY: settings.GOOGLE_PLACES_API_KEY,
    GOOGLE_PLACES_BASE_URL: settings.GOOGLE_PLACES_BASE_URL ?? '',
    NOMINATIM_BASE_URL: settings.NOMINATIM_BASE_URL ?? '',
    NOMINATIM_CONTACT: settings.NOMINATIM_CONTACT,
  };
}

/** Notifications stand alone too: none of the keys set is a server that sends none. */
function parsePush(env: object): PushConfig | null | ConfigError {
  const problems: string[] = [];
  const settings = readSettings(PUSH_SETTINGS, env, problems);
  const missing = REQUIRED_PUSH_SETTINGS.filter((name) => !settings[name]);
  if (problems.length === 0 && missing.length === REQUIRED_PUSH_SETTINGS.length) return null;
  if (missing.length > 0)
    problems.unshift(`Notifications are half set up: set ${missing.join(', ')}, or unset them all`);
  if (problems.length > 0) return new ConfigError(problems);
  return {
    publicKey: settings.VAPID_PUBLIC_KEY ?? '',
    privateKey: settings.VAPID_PRIVATE_KEY ?? '',
    subject: settings.VAPID_SUBJECT ?? '',
  };
}

interface Config {
  auth: AuthConfig | ConfigError;
  billing: BillingConfig | ConfigError;
  places: PlacesConfig | ConfigError;
  push: PushConfig | null | ConfigError;
}

const parsedByEnv = new WeakMap<object, Config>();

function configOf(env: object): Config {
  let config = parsedByEnv.get(env);
  if (!config) {
    config = { auth: parseAuth(env), billing: parseBilling(env), places: parsePlaces(env), push: parsePush(env) };
    parsedByEnv.set(env, config);
  }
  return config;
}

function usable<Part>(part: Part | ConfigError): Part {
  if (part instanceof ConfigError) throw part;
  return part;
}

/** Sign-in providers; throws ConfigError when a provider is half set up or a local issuer is not allowed. */
export function authConfig(env: object): AuthConfig {
  return usable(configOf(env).auth);
}

/** Stripe; throws ConfigError when a secret is missing or a setting is bad. */
export function billingConfig(env: object): BillingConfig {
  return usable(configOf(env).billing);
}

/** Bar search; throws ConfigError when a base URL is bad. */
export function placesConfig(env: object): PlacesConfig {
  return usable(configOf(env).places);
}

/** Whether payments go to the local Stripe double; a server without payments is not in test mode. */
export function isTestMode(env: object): boolean {
  const billing = configOf(env).billing;
  return !(billing instanceof ConfigError) && billing.testMode;
}

/** The VAPID keys; null when this server sends no notifications; throws ConfigError when they are half set or bad. */
export function pushConfig(env: object): PushConfig | null {
  return usable(configOf(env).push);
}

/**
 * Whether notifications may be pushed to `endpoint`: a push service is reached over https; the
 * local push double's plain http on loopback only in a local run or a Worker test, never in
 * production.
 */
export function isPushEndpointAllowed(endpoint: string, env: object): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLocalEnv(env) && isLoopbackHostname(url.hostname);
}
