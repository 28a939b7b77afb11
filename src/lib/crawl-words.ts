/**
 * Every word and number the crawl plan shows (planned times, opening at arrival, walks), in one
 * place so units and languages can change here alone. Distances read in the reader's units, as
 * the rest of the app reads them (formatDistance); the opening answers' own words are openingAtArrivalText.
 */
import { formatClock } from '../domain/crawl-timing';
import { formatDistance } from '../domain/distance';
import { openingAtArrivalText, type OpeningAtArrival } from '../domain/open-at-arrival';
import { STREET_DETOUR_FACTOR, WALKING_SPEED_KMH } from '../domain/walking';
import { readerDistanceFormat } from './i18n/units';

export { PLAN_TITLE } from './crawl-title';

export const PLAN_WORDS = {
  startTime: 'Start time (24-hour)',
  startTimePlaceholder: '20:00',
  minutesPerHole: 'Minutes per hole',
  minutesRange: 'Minutes per hole must be 5 to 180',
  startTimeFormat: 'Use a 24-hour time, 00:00 to 23:59',
  minutesNote: 'A hole’s minutes cover the drink there and the walk on to the next bar.',
  removePlan: 'Remove the plan',
  tonightOnly: (courseStart: string) => `Changes tonight only: the course keeps its start time of ${courseStart}.`,
  tonightOnlyNoPlan: 'Changes tonight only: the course itself is not changed.',
  useCourseTiming: 'Use the course’s times',
  routeLink: 'Open the walking route',
  routeLinkNote: 'Every bar in hole order, as walking directions in your maps app.',
  noWalks: 'Add bars found on the map to see the walks between them.',
  walkEstimate: `Walks are estimated from the straight line between bars: streets taken as ${STREET_DETOUR_FACTOR} times as long, walked at ${WALKING_SPEED_KMH} km/h.`,
} as const;

/** 'Arrive 22:30': a hole's planned arrival, on the bars' wall clock. */
export function arrivalText(minutes: number): string {
  return `Arrive ${formatClock(minutes)}`;
}

/** A hole's own minutes, as its field's label. */
export function holeMinutesLabel(holeNumber: number): string {
  return `Minutes at hole ${holeNumber}`;
}

/** '350 m to hole 4, about 6 min walk' */
export function walkText(leg: { toHole: number; km: number; minutes: number }): string {
  return `${formatDistance(leg.km, readerDistanceFormat())} to hole ${leg.toHole}, about ${durationText(leg.minutes)} walk`;
}

/** 'Total walk: 1.2 km, about 20 min', shown once for the card. */
export function totalWalkText(total: { km: number; minutes: number }): string {
  return `Total walk: ${formatDistance(total.km, readerDistanceFormat())}, about ${durationText(total.minutes)}`;
}

/** What Find a Bar says of a result at the hole's planned time: 'At 22:30: Hours unknown'. */
export function atArrivalText(arrivalMinutes: number, opening: OpeningAtArrival): string {
  return `At ${formatClock(arrivalMinutes)}: ${openingAtArrivalText(opening)}`;
}

/** The question Save Course asks when a hole will be shut. */
export function closedHolesQuestion(count: number): string {
  return count === 1
    ? 'One bar will be closed when you get there. Keep it on the course?'
    : `${count} bars will be closed when you get there. Keep them on the course?`;
}

export const KEEP_CLOSED_HOLES = 'Keep and save';

function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export { openingAtArrivalText as openingText };
