/**
 * Dates in the app's own words, in American English like every other text and the scorecard
 * image, in the phone's time zone. Written out by hand rather than with Intl.DateTimeFormat: the
 * first formatter a page makes loads the locale's data, a long task on a phone just as the
 * leaderboard renders.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "November 22, 2026". */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Stripe-style timestamps are seconds since the epoch. */
export function formatSecondsDate(seconds: number): string {
  return formatDate(seconds * 1000);
}

/** "November 22, 2026 at 8:05 PM": a moment as a person reads it. */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(date)} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
