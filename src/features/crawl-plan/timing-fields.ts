import { clockTimeSchema, minutesPerHoleSchema } from '../../../domain/crawl-timing';

/** A typed start time as 'HH:MM', or undefined; '9:30' is read as '09:30'. */
export function parseStartTime(text: string): string | undefined {
  const trimmed = text.trim();
  const padded = /^\d:\d\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
  return clockTimeSchema.safeParse(padded).data;
}

/** Typed minutes for a hole, 5 to 180, or undefined. */
export function parseMinutes(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  return minutesPerHoleSchema.safeParse(Number(text)).data;
}
