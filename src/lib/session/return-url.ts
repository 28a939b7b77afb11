import { readStored, removeStored, writeStored } from '../local-storage';
import * as z from 'zod/mini';

const RETURN_URL_KEY = 'pubgolf-return-url';
/**
 * A path on this site, and nothing a browser could read as another site: one slash first, never
 * '//' or '/\' (both name another host), and no backslash, space or control character anywhere
 * (browsers drop those or turn them into slashes before resolving a URL). At most 512 characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const SAFE_RETURN_PATH = /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]{0,511}$/;

export function safeReturnPath(value: string | null | undefined): string | null {
  return typeof value === 'string' && SAFE_RETURN_PATH.test(value) ? value : null;
}

const returnPathSchema = z.string().check(z.regex(SAFE_RETURN_PATH));

function storeReturnUrl(path: string): void {
  writeStored(RETURN_URL_KEY, path);
}

/** The stored return URL, removed as it is read: it is used once. */
export function takeReturnUrl(): string | null {
  const path = readStored(RETURN_URL_KEY, returnPathSchema);
  removeStored(RETURN_URL_KEY);
  return path;
}

/** Sends the browser to sign in, coming back to `returnTo` (a path on this site) afterwards. */
export function goToLogin(returnTo: string): void {
  const path = safeReturnPath(returnTo);
  if (path !== null) storeReturnUrl(path);
  window.location.assign('/api/login');
}
