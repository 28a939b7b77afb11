/**
 * OpenStreetMap's `opening_hours` tag, read by the maintained opening_hours.js parser (the
 * format has rules, month ranges, holidays and sunsets; it is not hand-parsed here) and
 * sampled into a regular week.
 */
import OpeningHoursParser from 'opening_hours';
import type { LatLng } from '../../../domain/holes';
import type { OpeningHours } from '../../../domain/opening-hours';
import { barTimeZone, MINUTES_PER_DAY, MINUTES_PER_WEEK, weeklyHours, type OpenSpell } from './weekly-hours';

const MS_PER_MINUTE = 60_000;
/**
 * OpenStreetMap keeps no tag value longer than this many characters, so a longer one is not
 * OpenStreetMap's and is never handed to the parser, whose time grows steeply with a tag's length.
 */
const MAX_TAG_CHARACTERS = 255;
/** How far before and after the sampled week the parser is asked, so spells over its edges are whole. */
const MARGIN_MINUTES = 2 * MINUTES_PER_DAY;
/** Time ranges only (not points in time such as collection times), warnings unread. */
const PARSER_OPTIONS = {
  mode: 0,
  tag_key: 'opening_hours',
  map_value: true,
  warnings_severity: undefined,
  locale: 'en',
} satisfies ConstructorParameters<typeof OpeningHoursParser>[2];

interface OsmPlace {
  location: LatLng;
  /** ISO 3166-1 code and state, which the parser needs for public holidays. */
  countryCode?: string;
  state?: string;
}

/**
 * The bar's week from the tag: the week starting the Sunday after `now`, on the bar's wall clock
 * (the parser reads dates by their local fields, so wall-clock times are built the same way).
 * Undefined when the tag is missing, longer than OpenStreetMap keeps, does not parse, or only
 * says 'unknown'.
 */
export function osmOpeningHours(tag: string | undefined, place: OsmPlace, now: Date): OpeningHours | undefined {
  if (tag === undefined || isTooLong(tag)) return undefined;
  const value = tag.trim();
  if (!value) return undefined;
  const nominatim = {
    lat: place.location.lat,
    lon: place.location.lng,
    address: { country_code: place.countryCode?.toLowerCase() ?? '', state: place.state ?? '' },
  };
  const weekStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7 - now.getDay());
  let intervals: [Date, Date, boolean, string | undefined][];
  try {
    const parser = new OpeningHoursParser(value, nominatim, PARSER_OPTIONS);
    intervals = parser.getOpenIntervals(
      shift(weekStart, -MARGIN_MINUTES),
      shift(weekStart, MINUTES_PER_WEEK + MARGIN_MINUTES),
    );
  } catch {
    return undefined;
  }
  const known = intervals.filter(([, , unknown]) => !unknown);
  if (known.length === 0 && intervals.length > 0) return undefined;

  const spells: OpenSpell[] = [];
  for (const [from, to] of known) {
    const start = minutesBetween(weekStart, from);
    const length = minutesBetween(from, to);
    if (length >= MINUTES_PER_WEEK)
      return weeklyHours(barTimeZone(place.location), [{ start: 0, length: MINUTES_PER_WEEK }]);
    if (start >= 0 && start < MINUTES_PER_WEEK) spells.push({ start, length });
  }
  return weeklyHours(barTimeZone(place.location), spells);
}

function shift(date: Date, minutes: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes() + minutes);
}

/** Minutes of wall clock between two local dates, whatever the runtime's zone does in between. */
function minutesBetween(from: Date, to: Date): number {
  const wall = (date: Date) =>
    Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()) / MS_PER_MINUTE;
  return wall(to) - wall(from);
}

/** Counted in characters (code points) as OpenStreetMap counts them; a string of more UTF-16 units than twice the limit is too long whatever it holds. */
function isTooLong(tag: string): boolean {
  if (tag.length <= MAX_TAG_CHARACTERS) return false;
  return tag.length > 2 * MAX_TAG_CHARACTERS || Array.from(tag).length > MAX_TAG_CHARACTERS;
}
