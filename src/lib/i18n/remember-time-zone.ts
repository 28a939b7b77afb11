import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_SECONDS } from '../../../domain/time-zone';

/** Tells the server the phone's time zone, for the next painted page to write times as the app does. */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${TIME_ZONE_COOKIE_SECONDS}; SameSite=Lax`;
}
