import { readStored, removeStored, writeStored } from '../local-storage';
import * as z from 'zod/mini';

const RETURN_URL_KEY = 'pubgolf-return-url';
/** The query parameter that carries a return path through /subscribe. */
const RETURN_PARAM = 'return';
const MAX_RETURN_PATH_LENGTH = 512;
/** Any origin would do: a path that resolves to another one leaves this site. */
const PROBE_ORIGIN = 'https://pubgolf.invalid';

/**
 * A path on this site, and nothing a browser could read as another site: it starts with one
 * slash, never '//' or '/\' (both open another host), and holds no backslash, space or control
 * character (which browsers drop or turn into slashes before resolving it).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

const returnPathSchema = z.string().check(z.refine((path) => safeReturnPath(path) !== null));

/** `/subscribe`, coming back to `returnTo` once subscribed (or at once, when already a member). */
export function subscribePath(returnTo: string | null): string {
  const path = safeReturnPath(returnTo);
  return path === null ? '/subscribe' : `/subscribe?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/** The safe return path a page's query carries, or null. */
export function returnPathFrom(search: URLSearchParams): string | null {
  return safeReturnPath(search.get(RETURN_PARAM));
}

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
