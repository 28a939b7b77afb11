import { readStored, removeStored, writeStored } from '../local-storage';
import * as z from 'zod/mini';

const RETURN_URL_KEY = 'pubgolf-return-url';

/** Only same-site paths: a stored value can never send anyone to another site. */
const returnPathSchema = z.string().check(z.regex(/^\/(?!\/)[^\s]*$/));

function storeReturnUrl(path: string): void {
  writeStored(RETURN_URL_KEY, path);
}

/** The stored return URL, removed as it is read: it is used once. */
export function takeReturnUrl(): string | null {
  const path = readStored(RETURN_URL_KEY, returnPathSchema);
  removeStored(RETURN_URL_KEY);
  return path;
}

/** Sends the browser to sign in, coming back to `returnTo` afterwards. */
export function goToLogin(returnTo: string): void {
  storeReturnUrl(returnTo);
  window.location.assign('/api/login');
}
