import type { Hole } from '../../../domain/holes';

/** A maps search for the bar, by position and place id when we have them, else by name. */
export function mapsSearchUrl(hole: Pick<Hole, 'barName' | 'barAddress' | 'barLocation' | 'barPlaceId'>): string {
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  const query = hole.barLocation
    ? `${hole.barLocation.lat},${hole.barLocation.lng}`
    : [hole.barName, hole.barAddress].filter(Boolean).join(', ');
  url.searchParams.set('query', query);
  // OpenStreetMap ids (osm:node/…) mean nothing to Google Maps; the position finds the bar.
  if (hole.barPlaceId && !hole.barPlaceId.startsWith('osm:')) url.searchParams.set('query_place_id', hole.barPlaceId);
  return url.toString();
}
