/**
 * Security headers for every response. The Worker sets them on what it answers; the build
 * writes the same list into the static assets' `_headers` file, because the Worker does not
 * run for assets.
 */
import { HEAD_SCRIPT_HASH } from '../domain/head-script';

// Stripe.js and its Payment Element iframes: https://docs.stripe.com/security/guide#content-security-policy
const STRIPE_SCRIPTS = 'https://js.stripe.com';
const STRIPE_FRAMES = 'https://js.stripe.com https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The one inline script, which applies the stored theme before the first paint, by its hash.
  `script-src 'self' '${HEAD_SCRIPT_HASH}' ${STRIPE_SCRIPTS}`,
  // Radix positions popovers with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  `connect-src 'self' ${STRIPE_API}`,
  `frame-src 'self' ${STRIPE_FRAMES}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
};

/** The `_headers` file for static assets: the same headers on every path. */
export function assetsHeadersFile(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n');
}
