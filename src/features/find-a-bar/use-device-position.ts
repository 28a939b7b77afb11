import { useEffect, useState } from 'react';
import type { LatLng } from '../../../domain/holes';

/** Where the device is: its position, 'denied' once the person refused it, null while unknown. */
export type DevicePosition = LatLng | 'denied' | null;

/**
 * Asks for the device position once, when the caller mounts. A refusal is said in the dialog
 * itself, not as a toast that comes back at each opening; search works without a position.
 */
export function useDevicePosition(): DevicePosition {
  const [position, setPosition] = useState<DevicePosition>(null);

  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (active) setPosition({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        if (active && error.code === error.PERMISSION_DENIED) setPosition('denied');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
    return () => {
      active = false;
    };
  }, []);

  return position;
}
