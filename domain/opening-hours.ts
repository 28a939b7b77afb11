/**
 * A bar's regular week, as the providers' hours are kept with the bar on a hole. Whether it is
 * open when the group arrives is the rule in open-at-arrival.ts, apart so a card that only
 * stores hours does not carry the rule in its first load.
 */
import * as z from 'zod/mini';
import { clockTimeSchema } from './crawl-timing';

/** More opening spells than any real week has: a schedule past this is a provider's mistake. */
export const MAX_OPENING_PERIODS = 35;

/** An IANA time zone name this runtime knows ('Europe/London'). */
const timeZoneSchema = z.string().check(z.refine(isTimeZone, 'Unknown time zone'));

/**
 * One spell of opening: from `opens` on `day` (0 Sunday to 6 Saturday) until `closes`. A
 * closing time at or before the opening time is on the next day ('18:00' to '02:00'), so
 * '00:00' to '00:00' is open the whole day.
 */
const openingPeriodSchema = z.object({
  day: z.int().check(z.gte(0), z.lte(6)),
  opens: clockTimeSchema,
  closes: clockTimeSchema,
});
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/**
 * A bar's regular week, on the wall clock of its own time zone: what the providers' hours are
 * normalised to on the server, so the phone can check them offline without a parser.
 * No periods at all means the bar is known to be closed every day.
 */
export const openingHoursSchema = z.object({
  timeZone: timeZoneSchema,
  periods: z.array(openingPeriodSchema).check(z.maxLength(MAX_OPENING_PERIODS)),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Whether this runtime knows the IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
