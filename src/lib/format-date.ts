const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

export function formatDate(value: string | number | Date): string {
  return DATE.format(new Date(value));
}

/** Stripe-style timestamps are seconds since the epoch. */
export function formatSecondsDate(seconds: number): string {
  return formatDate(seconds * 1000);
}
