/**
 * Every word and number the crawl plan shows (planned times, opening at arrival, walks), in one
 * place so units and languages can change here alone. The words are the card's (useCardText):
 * the plan shows under the card's holes. Distances and the walking speed read in the reader's units and
 * numbers, as the rest of the app reads them (formatDistance).
 */
import { formatClock } from '../../domain/crawl-timing';
import { formatDistance, formatSpeed } from '../../domain/distance';
import type { OpeningAtArrival } from '../../domain/open-at-arrival';
import { STREET_DETOUR_FACTOR, WALKING_SPEED_KMH } from '../../domain/walking';
import type { CardText } from './i18n/card-text';
import { pageLocale } from './i18n/page-language';
import { readerDistanceFormat } from './i18n/units';

/** The plan's words in the page's language, from the card's. */
export function crawlWords(text: CardText) {
  const duration = (minutes: number): string => {
    if (minutes < 60) return text('{minutes} min', { minutes });
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? text('{hours} h', { hours }) : text('{hours} h {minutes} min', { hours, minutes: rest });
  };
  const distance = (km: number) => formatDistance(km, readerDistanceFormat());

  /** The words a hole shows for its bar at the planned arrival. */
  const opening = (answer: OpeningAtArrival): string => {
    switch (answer.state) {
      case 'open':
        return answer.until === null
          ? text('Open when you arrive (open all day)')
          : text('Open when you arrive (until {time})', { time: answer.until });
      case 'closes-before':
        return text('Closes at {time}, before you arrive', { time: answer.closesAt });
      case 'closes-on-arrival':
        return text('Closes at {time}, as you arrive', { time: answer.closesAt });
      case 'opens-after':
        return text('Opens at {time}, after you arrive', { time: answer.opensAt });
      case 'closed-that-day':
        return text('Closed that day');
      case 'unknown':
        return text('Hours unknown');
    }
  };

  return {
    title: text('Plan the evening'),
    startTime: text('Start time (24-hour)'),
    startTimePlaceholder: '20:00',
    minutesPerHole: text('Minutes per hole'),
    minutesRange: text('Minutes per hole must be 5 to 180'),
    startTimeFormat: text('Use a 24-hour time, 00:00 to 23:59'),
    minutesNote: text('A hole’s minutes cover the drink there and the walk on to the next bar.'),
    removePlan: text('Remove the plan'),
    tonightOnly: (courseStart: string) =>
      text('Changes tonight only: the course keeps its start time of {time}.', { time: courseStart }),
    tonightOnlyNoPlan: text('Changes tonight only: the course itself is not changed.'),
    useCourseTiming: text('Use the course’s times'),
    routeLink: text('Open the walking route'),
    routeLinkNote: text('Every bar in hole order, as walking directions in your maps app.'),
    noWalks: text('Add bars found on the map to see the walks between them.'),
    get walkEstimate() {
      const reader = readerDistanceFormat();
      return text(
        'Walks are estimated from the straight line between bars: streets taken as {factor} times as long, walked at {speed}.',
        { factor: STREET_DETOUR_FACTOR.toLocaleString(reader.locale), speed: formatSpeed(WALKING_SPEED_KMH, reader) },
      );
    },
    keepClosedHoles: text('Keep and save'),
    minHere: text('min here'),
    opening,
    /** 'Arrive 22:30': a hole's planned arrival, on the bars' wall clock. */
    arrival: (minutes: number) => text('Arrive {time}', { time: formatClock(minutes) }),
    /** A hole's own minutes, as its field's label. */
    holeMinutesLabel: (n: number) => text('Minutes at hole {n}', { n }),
    /** '350 m to hole 4, about 6 min walk' */
    walk: (leg: { toHole: number; km: number; minutes: number }) =>
      text('{distance} to hole {n}, about {duration} walk', {
        distance: distance(leg.km),
        n: leg.toHole,
        duration: duration(leg.minutes),
      }),
    /** Under a walk that takes over half the minutes of the hole it leaves. */
    walkTakesMostOfHole: (walkMinutes: number, holeMinutes: number) =>
      text('This walk takes about {walk} of the hole’s {minutes}: give the hole more time.', {
        walk: duration(walkMinutes),
        minutes: duration(holeMinutes),
      }),
    /** The bars the walking route leaves out, named in a list as the page's language writes one. */
    offTheRoute: (barNames: readonly string[]) =>
      text('Not in the route, with no place on the map: {bars}', {
        bars: new Intl.ListFormat(pageLocale(), { type: 'conjunction' }).format(barNames),
      }),
    /** 'Total walk: 1.2 km, about 20 min', shown once for the card. */
    totalWalk: (total: { km: number; minutes: number }) =>
      text('Total walk: {distance}, about {duration}', {
        distance: distance(total.km),
        duration: duration(total.minutes),
      }),
    /** What Find a Bar says of a result at the hole's planned time: 'At 22:30: Hours unknown'. */
    atArrival: (arrivalMinutes: number, answer: OpeningAtArrival) =>
      text('At {time}: {opening}', { time: formatClock(arrivalMinutes), opening: opening(answer) }),
    /** The question Save Course asks when a hole will be shut. */
    closedHolesQuestion: (count: number) =>
      count === 1
        ? text('One bar will be closed when you get there. Keep it on the course?')
        : text('{count} bars will be closed when you get there. Keep them on the course?', { count }),
  };
}
