/**
 * A local OpenID Connect provider for sign-in without a Google or GitHub account.
 * There is no login form: `/authorize` redirects straight back with a code, signed in as
 * the `login_hint` e-mail (the Worker passes `/api/login?login_hint=…` through), or as
 * DEFAULT_EMAIL without one. The id token and `/userinfo` carry the usual profile claims.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  Events,
  OAuth2Server,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
} from 'oauth2-mock-server';

const DEFAULT_EMAIL = 'player@pubgolf.local';
const CLIENT_ID = 'pub-golf-local';
const CLIENT_SECRET = 'pub-golf-local-secret';

// A type alias, not an interface, so it fits the library's Record<string, unknown> bodies.
type Profile = {
  sub: string;
  email: string;
  email_verified: true;
  given_name: string;
  family_name: string;
  picture: string;
};

export async function startOidcDouble() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const emailByCode = new Map<string, string>();
  const emailBySub = new Map<string, string>();

  server.service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    const hint = new URL(req.url ?? '/', 'http://double').searchParams.get('login_hint');
    if (code) emailByCode.set(code, normalizeEmail(hint) ?? DEFAULT_EMAIL);
  });

  // Runs for both the access token and the id token of one token request.
  server.service.on(Events.BeforeTokenSigning, (token: MutableToken, req: IncomingMessage & { body?: unknown }) => {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    const email = typeof code === 'string' ? emailByCode.get(code) : undefined;
    if (!email) return;
    const claims = profileFor(email);
    emailBySub.set(claims.sub, email);
    Object.assign(token.payload, claims);
  });

  server.service.on(Events.BeforeResponse, (_response: MutableResponse, req: IncomingMessage & { body?: unknown }) => {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') emailByCode.delete(code);
  });

  server.service.on(Events.BeforeUserinfo, (response: MutableResponse, req: IncomingMessage) => {
    const email = emailBySub.get(subOfBearer(req.headers.authorization) ?? '');
    if (email) response.body = profileFor(email);
    else {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
    }
  });

  await server.start(0, '127.0.0.1');
  // The library names it `localhost`, which may resolve to ::1 where nothing listens.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;
  return {
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET },
    stop: () => server.stop(),
  };
}

function normalizeEmail(hint: string | null): string | undefined {
  const email = hint?.trim().toLowerCase();
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
}

function profileFor(email: string): Profile {
  const [first = 'player', second = 'golfer'] = (email.split('@')[0] ?? '').split(/[._+-]/).filter(Boolean);
  const givenName = capitalize(first);
  const familyName = capitalize(second);
  return {
    sub: `local-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`,
    email,
    email_verified: true,
    given_name: givenName,
    family_name: familyName,
    picture: avatarDataUrl(`${givenName[0] ?? ''}${familyName[0] ?? ''}`),
  };
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An inline SVG, so the avatar shows offline and within the app's img-src policy. */
function avatarDataUrl(initials: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#b91c1c"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The `sub` of the double's own access token; no signature check, it issued the token. */
function subOfBearer(authorization: string | undefined): string | undefined {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const sub = (claims as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}
