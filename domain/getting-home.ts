import type { Hole } from './holes';

const GOOGLE_MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/';

/**
 * A link that opens the phone's maps app with directions from the crawl's last bar: the last hole
 * whose bar is placed on the map, or else the last one with a name (and its address), to be
 * searched. The destination and the way of travel are left to the player in the maps app (Google
 * Maps URLs need no key). Without any bar, the maps app starts from where the phone is.
 */
export function gettingHomeUrl(holes: readonly Pick<Hole, 'barName' | 'barAddress' | 'barLocation'>[]): string {
  const url = new URL(GOOGLE_MAPS_DIRECTIONS);
  url.searchParams.set('api', '1');
  const placed = holes.findLast((hole) => hole.barLocation !== undefined)?.barLocation;
  const named = holes.findLast((hole) => Boolean(hole.barName?.trim()));
  if (placed) url.searchParams.set('origin', `${placed.lat},${placed.lng}`);
  else if (named?.barName) {
    const address = named.barAddress?.trim();
    url.searchParams.set('origin', address ? `${named.barName.trim()}, ${address}` : named.barName.trim());
  }
  return url.toString();
}
