/**
 * A readable cookie the server sets beside the HttpOnly session and clears with it. It holds no
 * secret: the app only uses it to skip asking for the signed-in user when nobody is signed in,
 * so a guest's visit makes no call that answers 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'pg_signed_in';

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
