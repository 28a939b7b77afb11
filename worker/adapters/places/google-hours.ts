/**
 * Google's `regularOpeningHours` as our weekly schedule. Periods are on the place's own wall
 * clock, days 0 (Sunday) to 6; a place open round the clock has one period opening Sunday
 * 00:00 with no close.
 * https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places#OpeningHours
 */
import * as z from 'zod/mini';
import type { LatLng } from '../../../domain/holes';
import type { OpeningHours } from '../../../domain/opening-hours';
import { barTimeZone, MINUTES_PER_DAY, MINUTES_PER_WEEK, weeklyHours, type OpenSpell } from './weekly-hours';

const pointSchema = z.object({
  day: z.int().check(z.gte(0), z.lte(6)),
  hour: z.int().check(z.gte(0), z.lte(24)),
  minute: z.int().check(z.gte(0), z.lte(59)),
});
const regularOpeningHoursSchema = z.object({
  periods: z.array(z.object({ open: pointSchema, close: z.optional(pointSchema) })),
});
const timeZoneSchema = z.object({ id: z.string() });

/** Undefined, so the bar's hours count as unknown, when the hours are missing or not Google's shape. */
export function googleOpeningHours(
  regularOpeningHours: unknown,
  timeZone: unknown,
  location: LatLng,
): OpeningHours | undefined {
  const hours = regularOpeningHoursSchema.safeParse(regularOpeningHours);
  if (!hours.success) return undefined;
  const zone = barTimeZone(location, timeZoneSchema.safeParse(timeZone).data?.id);
  const { periods } = hours.data;
  if (periods.length === 1 && periods[0] && !periods[0].close) {
    return weeklyHours(zone, [{ start: 0, length: MINUTES_PER_WEEK }]);
  }
  const spells: OpenSpell[] = [];
  for (const { open, close } of periods) {
    if (!close) return undefined;
    const start = weekMinute(open);
    const end = weekMinute(close);
    spells.push({ start, length: end > start ? end - start : end - start + MINUTES_PER_WEEK });
  }
  return weeklyHours(zone, spells);
}

function weekMinute({ day, hour, minute }: z.infer<typeof pointSchema>): number {
  return day * MINUTES_PER_DAY + hour * 60 + minute;
}
