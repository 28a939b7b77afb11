import type { LatLng } from './holes';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance by the haversine formula. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Metres under 1 km ('999 m'), else km to one decimal ('12.3 km'). */
export function formatDistance(km: number): string {
  const metres = Math.round(km * 1000);
  // 999.6 m rounds to 1000: show it as '1.0 km' rather than '1000 m'.
  if (metres < 1000) return `${metres} m`;
  return `${km.toFixed(1)} km`;
}

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}
