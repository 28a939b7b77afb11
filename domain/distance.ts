import type { LatLng } from './holes';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance by the haversine formula. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Miles and feet, or kilometres and metres. */
export type UnitSystem = 'imperial' | 'metric';

/** The regions whose readers walk in miles and feet: the United States and the United Kingdom. */
const IMPERIAL_REGIONS = new Set(['US', 'GB']);

const KM_PER_MILE = 1.609344;
const FEET_PER_MILE = 5280;

/**
 * The units for a reader by their locale's region ('en-GB', 'en-US'); English without a region
 * reads as the United States, as Intl reads it. Anywhere else, metres and kilometres.
 */
export function unitSystemFor(locale: string): UnitSystem {
  const [language = '', ...rest] = locale.split(/[-_]/);
  const region =
    rest.find((part) => /^[a-z]{2}$/i.test(part))?.toUpperCase() ?? (language.toLowerCase() === 'en' ? 'US' : '');
  return IMPERIAL_REGIONS.has(region) ? 'imperial' : 'metric';
}

/** `value` to one decimal, written as the reader's locale writes it. */
const oneDecimalIn = (locale: string) => (value: number) =>
  value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Metric: metres under 1 km ('999 m'), else km to one decimal ('12.3 km'). Imperial: feet under
 * a tenth of a mile ('450 ft'), else miles to one decimal ('1.2 mi'): the tenth where a mile's
 * one decimal starts to say something. The decimal is written as the reader's locale writes it.
 */
export function formatDistance(
  km: number,
  { units = 'metric', locale = 'en-US' }: { units?: UnitSystem; locale?: string } = {},
): string {
  const oneDecimal = oneDecimalIn(locale);
  if (units === 'imperial') {
    const miles = km / KM_PER_MILE;
    const feet = Math.round(miles * FEET_PER_MILE);
    // 527.6 ft rounds to 528, a tenth of a mile: show it as '0.1 mi'.
    if (feet < FEET_PER_MILE / 10) return `${feet} ft`;
    return `${oneDecimal(miles)} mi`;
  }
  const metres = Math.round(km * 1000);
  // 999.6 m rounds to 1000: show it as '1.0 km' rather than '1000 m'.
  if (metres < 1000) return `${metres} m`;
  return `${oneDecimal(km)} km`;
}

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** A walking speed to one decimal, in miles per hour for imperial readers: '3.0 mph', '4,8 km/h'. */
export function formatSpeed(
  kmh: number,
  { units = 'metric', locale = 'en-US' }: { units?: UnitSystem; locale?: string } = {},
): string {
  const oneDecimal = oneDecimalIn(locale);
  return units === 'imperial' ? `${oneDecimal(kmh / KM_PER_MILE)} mph` : `${oneDecimal(kmh)} km/h`;
}
