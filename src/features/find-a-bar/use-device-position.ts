import { useEffect, useState } from 'react';
import type { LatLng } from '../../../domain/holes';
import { toast } from '../../lib/toast-store';

const LOCATION_DENIED_TEXT = 'Please enable location services or enter a location manually.';

/**
 * Asks for the device position once, when the caller mounts. A refusal shows a toast asking
 * for a typed location instead; search still works without a position.
 */
export function useDevicePosition(): LatLng | null {
  const [position, setPosition] = useState<LatLng | null>(null);

  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (active) setPosition({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        if (active && error.code === error.PERMISSION_DENIED) {
          toast({ title: 'Location unavailable', description: LOCATION_DENIED_TEXT });
        }
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
    return () => {
      active = false;
    };
  }, []);

  return position;
}
