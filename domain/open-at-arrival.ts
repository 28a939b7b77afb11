/**
 * Whether a bar will be open when the group arrives, read from the weekly hours kept with it
 * (opening-hours.ts): a small pure rule, so the phone answers offline.
 */
import { clockMinutes, formatClock } from './crawl-timing';
import { isTimeZone, openingHoursSchema, type OpeningHours, type OpeningPeriod } from './opening-hours';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
/**
 * A night out's day runs from 05:00 to 05:00: arriving at 01:00 on a Saturday is still Friday
 * night, so a bar that closed at 00:30 'closes before you arrive' rather than being 'closed that day'.
 */
const NIGHT_STARTS_AT = 5 * 60;
/** Whether a bar is open when the group arrives, and the time that matters. */
export type OpeningAtArrival =
  /** `until` is null when it stays open round the clock. */
  | { state: 'open'; until: string | null }
  | { state: 'closes-before'; closesAt: string }
  /** The bar shuts at the very minute the group is planned to walk in. */
  | { state: 'closes-on-arrival'; closesAt: string }
  | { state: 'opens-after'; opensAt: string }
  | { state: 'closed-that-day' }
  | { state: 'unknown' };

/** A moment on the bar's wall clock: a calendar date and minutes after its midnight (1500 is 01:00 the next day). */
export interface WallClock {
  date: string;
  minutes: number;
}

/**
 * Whether the bar will be open at the arrival. Unknown or unreadable hours answer 'unknown',
 * never a guess. Closed at the arrival, a bar that opens again later that night 'opens after'
 * you arrive; one that has already shut for the night 'closes before'; one with no opening that
 * night is 'closed that day'. Open spells end just before their closing minute, so a bar that
 * closes at the arrival 'closes on arrival': shut, but a distinct warning from one that closed
 * earlier.
 */
export function openingAtArrival(hours: unknown, arrival: WallClock): OpeningAtArrival {
  const parsed = openingHoursSchema.safeParse(hours);
  const weekday = weekdayOf(arrival.date);
  if (!parsed.success || weekday === null || !Number.isFinite(arrival.minutes)) return { state: 'unknown' };

  const at = weekday * MINUTES_PER_DAY + arrival.minutes;
  const spells = openSpells(parsed.data.periods, at);
  const current = spells.find((spell) => spell.start <= at && at < spell.end);
  if (current) {
    const always = current.end - current.start >= MINUTES_PER_WEEK;
    return { state: 'open', until: always ? null : formatClock(current.end) };
  }
  const night = nightOf(at);
  const tonight = spells.filter((spell) => nightOf(spell.start) === night);
  const later = tonight.find((spell) => spell.start > at);
  if (later) return { state: 'opens-after', opensAt: formatClock(later.start) };
  const earlier = tonight.filter((spell) => spell.end <= at).at(-1);
  if (earlier) {
    const closesAt = formatClock(earlier.end);
    return earlier.end === at ? { state: 'closes-on-arrival', closesAt } : { state: 'closes-before', closesAt };
  }
  return { state: 'closed-that-day' };
}

/** Whether the bar is open at this instant, read on its own wall clock. */
export function openingAt(hours: OpeningHours | undefined, instant: Date): OpeningAtArrival {
  if (!hours || !isTimeZone(hours.timeZone)) return { state: 'unknown' };
  return openingAtArrival(hours, wallClockIn(hours.timeZone, instant));
}

/** The date and time an instant reads in a time zone. */
function wallClockIn(timeZone: string, instant: Date): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * Whether the group finds the door shut: it closed before they arrive or closes as they arrive,
 * opens only after they arrive, or does not open that day. Unknown hours are not read as shut.
 */
export function closedAtArrival(opening: OpeningAtArrival): boolean {
  return (
    opening.state === 'closes-before' ||
    opening.state === 'closes-on-arrival' ||
    opening.state === 'opens-after' ||
    opening.state === 'closed-that-day'
  );
}

interface Spell {
  start: number;
  end: number;
}

/**
 * The week's periods as merged spells in minutes from Sunday 00:00, repeated a week either side
 * so a spell over Sunday midnight is whole, and ordered by start. Spells that touch are one
 * spell: '18:00-00:00' then '00:00-02:00' closes at 02:00.
 */
function openSpells(periods: readonly OpeningPeriod[], around: number): Spell[] {
  const spells: Spell[] = [];
  for (const week of [-1, 0, 1, 2]) {
    for (const period of periods) {
      const opens = clockMinutes(period.opens);
      const closes = clockMinutes(period.closes);
      const start = week * MINUTES_PER_WEEK + period.day * MINUTES_PER_DAY + opens;
      const length = closes > opens ? closes - opens : closes - opens + MINUTES_PER_DAY;
      spells.push({ start, end: start + length });
    }
  }
  spells.sort((a, b) => a.start - b.start);
  const merged: Spell[] = [];
  for (const spell of spells) {
    const last = merged.at(-1);
    if (last && spell.start <= last.end) last.end = Math.max(last.end, spell.end);
    else merged.push({ ...spell });
  }
  // Only the spells near the arrival matter; the copies a week away keep the edges whole.
  return merged.filter((spell) => spell.end > around - MINUTES_PER_WEEK && spell.start < around + MINUTES_PER_WEEK);
}

function nightOf(minuteOfWeek: number): number {
  return Math.floor((minuteOfWeek - NIGHT_STARTS_AT) / MINUTES_PER_DAY);
}

/** 0 for a Sunday to 6 for a Saturday; null for a string that is not a real date. */
function weekdayOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return utc.getUTCDay();
}
