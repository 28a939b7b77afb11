import * as z from 'zod/mini';

const MINUTES_PER_HOLE = { min: 5, max: 180, default: 30 } as const;
/** A crawl's minutes per hole until the player says otherwise. */
export const DEFAULT_MINUTES_PER_HOLE = MINUTES_PER_HOLE.default;
const MINUTES_PER_DAY = 24 * 60;

/** A time of day on a 24-hour clock, 00:00 to 23:59. */
export const clockTimeSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time, 00:00 to 23:59'));

const MINUTES_MESSAGE = `Minutes per hole must be ${MINUTES_PER_HOLE.min} to ${MINUTES_PER_HOLE.max}`;
/** Minutes from arriving at a hole to arriving at the next: the drink and the walk on. */
export const minutesPerHoleSchema = z
  .int(MINUTES_MESSAGE)
  .check(z.gte(MINUTES_PER_HOLE.min, MINUTES_MESSAGE), z.lte(MINUTES_PER_HOLE.max, MINUTES_MESSAGE));

/**
 * When the crawl starts and how long each hole takes. The times are the wall clock where the
 * bars are, so a plan reads the same to everyone in the group wherever their phone thinks it is.
 */
export const crawlTimingSchema = z.object({
  startTime: clockTimeSchema,
  minutesPerHole: z._default(minutesPerHoleSchema, MINUTES_PER_HOLE.default),
});
export type CrawlTiming = z.infer<typeof crawlTimingSchema>;

/**
 * Each hole's planned arrival, in minutes after midnight of the day the crawl starts (past
 * 1440 once the crawl runs past midnight). Hole 1 is reached at the start time; each later hole
 * when the one before it has had its minutes, its own when set, else the crawl's.
 */
export function plannedArrivals(timing: CrawlTiming, holes: readonly { minutes?: number }[]): number[] {
  let arrival = clockMinutes(timing.startTime);
  return holes.map((hole) => {
    const here = arrival;
    arrival += hole.minutes ?? timing.minutesPerHole;
    return here;
  });
}

/** 'HH:MM' as minutes after midnight. */
export function clockMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes after some midnight as the clock reads then ('01:15' for 1515, the next day). */
export function formatClock(minutes: number): string {
  const ofDay = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(ofDay / 60))}:${pad(ofDay % 60)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
