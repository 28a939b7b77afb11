/**
 * The providers' opening hours, normalised to one weekly schedule on the bar's own wall clock
 * (domain/opening-hours.ts), so the phone checks any bar's hours with one small rule.
 */
import tzLookup from '@photostructure/tz-lookup';
import { formatClock } from '../../../domain/crawl-timing';
import type { LatLng } from '../../../domain/holes';
import {
  MAX_OPENING_PERIODS,
  openingHoursSchema,
  type OpeningHours,
  type OpeningPeriod,
} from '../../../domain/opening-hours';

export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** A spell of opening: `start` in minutes from Sunday 00:00, lasting `length` minutes. */
export interface OpenSpell {
  start: number;
  length: number;
}

/**
 * The zone the provider names when it is one this runtime knows, else the zone at the bar's
 * position (from the bundled time zone boundaries, no outside call).
 */
export function barTimeZone(location: LatLng, providerZone?: string): string | undefined {
  if (providerZone && openingHoursSchema.shape.timeZone.safeParse(providerZone).success) return providerZone;
  try {
    return tzLookup(location.lat, location.lng);
  } catch {
    return undefined;
  }
}

/**
 * The spells as the week's periods, each at most a day long (a spell over a whole weekend is
 * split at each 24 hours). Undefined, so the bar's hours count as unknown, when the week has
 * more periods than a schedule keeps or the zone is unknown.
 */
export function weeklyHours(timeZone: string | undefined, spells: readonly OpenSpell[]): OpeningHours | undefined {
  if (!timeZone) return undefined;
  const periods: OpeningPeriod[] = [];
  for (const spell of spells) {
    let start = Math.round(spell.start);
    let left = Math.min(Math.round(spell.length), MINUTES_PER_WEEK);
    while (left > 0) {
      const piece = Math.min(left, MINUTES_PER_DAY);
      const at = ((start % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
      periods.push({ day: Math.floor(at / MINUTES_PER_DAY), opens: formatClock(at), closes: formatClock(at + piece) });
      start += piece;
      left -= piece;
    }
  }
  if (periods.length > MAX_OPENING_PERIODS) return undefined;
  periods.sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));
  const parsed = openingHoursSchema.safeParse({ timeZone, periods });
  return parsed.success ? parsed.data : undefined;
}
