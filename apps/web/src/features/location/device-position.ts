/** The browser's geolocation as a promise, with the spec's options and error texts. */
import { DEVICE_GEOLOCATION_OPTIONS, type Coordinates } from '@tablefor/shared';
import { LocationError, type LocationErrorCode } from './location-error';

const CODES: Record<number, LocationErrorCode> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function getDevicePosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  if (!geolocation) return Promise.reject(new LocationError('notSupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new LocationError(CODES[error.code] ?? 'unknown')),
      DEVICE_GEOLOCATION_OPTIONS,
    );
  });
}
