const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

export function formatDate(value: string | number | Date): string {
  return DATE.format(new Date(value));
}

/** Stripe-style timestamps are seconds since the epoch. */
export function formatSecondsDate(seconds: number): string {
  return formatDate(seconds * 1000);
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment as a person reads it: the date and the time of day, in their own time zone. */
export function formatDateTime(value: string | number | Date): string {
  return DATE_TIME.format(new Date(value));
}
