/** Timestamp columns hold whole seconds; rounding first keeps in-memory Dates equal to stored ones. */
export function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
