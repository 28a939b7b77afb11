import { distanceKm } from './distance';
import type { LatLng } from './holes';

/**
 * Walking time is estimated from the straight line between two bars: streets are taken to be
 * 1.3 times longer than the straight line, walked at 4.8 km/h (an easy adult pace), rounded up
 * to the next whole minute. No route is asked of a maps service.
 */
export const WALKING_SPEED_KMH = 4.8;
export const STREET_DETOUR_FACTOR = 1.3;

const GOOGLE_MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/';

interface BarOnHole {
  holeNumber: number;
  barName?: string;
  barLocation?: LatLng;
}

/** The walk from one bar to the next. */
export interface WalkingLeg {
  fromHole: number;
  toHole: number;
  /** Straight-line distance. */
  km: number;
  /** Estimated walking time, in whole minutes. */
  minutes: number;
}

export function walkingMinutes(straightKm: number): number {
  return Math.ceil(((straightKm * STREET_DETOUR_FACTOR) / WALKING_SPEED_KMH) * 60);
}

/**
 * The walks between consecutive holes that both have a placed bar. A hole without a bar's
 * position breaks the chain: no leg is guessed across it.
 */
export function walkingLegs(holes: readonly BarOnHole[]): WalkingLeg[] {
  const legs: WalkingLeg[] = [];
  holes.forEach((hole, index) => {
    const next = holes[index + 1];
    if (!hole.barLocation || !next?.barLocation) return;
    const km = distanceKm(hole.barLocation, next.barLocation);
    legs.push({ fromHole: hole.holeNumber, toHole: next.holeNumber, km, minutes: walkingMinutes(km) });
  });
  return legs;
}

/**
 * Whether a walk takes most of the minutes of the hole it leaves: over half of them, which
 * leaves the group little time at the bar before setting off again.
 */
export function walkTakesMostOfHole(walkMinutes: number, holeMinutes: number): boolean {
  return walkMinutes * 2 > holeMinutes;
}

/** The card's total walk: the straight-line legs added up, and their estimated minutes. */
export function totalWalk(legs: readonly WalkingLeg[]): { km: number; minutes: number } {
  return legs.reduce((total, leg) => ({ km: total.km + leg.km, minutes: total.minutes + leg.minutes }), {
    km: 0,
    minutes: 0,
  });
}

/**
 * One link that opens the whole crawl as walking directions in the phone's maps app (Google
 * Maps URLs need no key): the first placed bar is the origin, the last the destination and the
 * ones between are waypoints, in hole order. Null with fewer than two placed bars.
 */
export function walkingRouteUrl(holes: readonly BarOnHole[]): string | null {
  const stops = holes.flatMap((hole) => (hole.barLocation ? [hole.barLocation] : []));
  const origin = stops[0];
  const destination = stops.at(-1);
  if (!origin || !destination || stops.length < 2) return null;
  const url = new URL(GOOGLE_MAPS_DIRECTIONS);
  url.searchParams.set('api', '1');
  url.searchParams.set('travelmode', 'walking');
  url.searchParams.set('origin', point(origin));
  url.searchParams.set('destination', point(destination));
  const waypoints = stops.slice(1, -1);
  if (waypoints.length > 0) url.searchParams.set('waypoints', waypoints.map(point).join('|'));
  return url.toString();
}

/** The holes whose bar has a name but no place on the map, so the walking route leaves them out. */
export function barsOffTheRoute<Hole extends BarOnHole>(holes: readonly Hole[]): Hole[] {
  return holes.filter((hole) => Boolean(hole.barName?.trim()) && !hole.barLocation);
}

/** Coordinates, not names: a name can match another bar of the same name across town. */
function point({ lat, lng }: LatLng): string {
  return `${lat},${lng}`;
}
