/**
 * Cookie in which the app keeps the phone's own time zone (an IANA name), so the server paints a
 * page's times as the phone then writes them. Where it is missing, the server guesses from where
 * the request came from.
 */
export const TIME_ZONE_COOKIE = 'pubgolf-time-zone';

/** A year: the cookie is written again on every start, so it follows a phone that travels. */
export const TIME_ZONE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

/** Whether `name` is a time zone this runtime can write times in. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
