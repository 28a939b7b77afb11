const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(value: string | number | Date): string {
  return DATE.format(new Date(value));
}

export function formatDateTime(value: string | number | Date): string {
  return DATE_TIME.format(new Date(value));
}

/** Stripe-style timestamps are seconds since the epoch. */
export function formatSecondsDate(seconds: number): string {
  return formatDate(seconds * 1000);
}
