/** Location detection: device geolocation, then the IP lookup, then New York. */
import { DEFAULT_USER_LOCATION, type Coordinates, type UserLocation } from '@tablefor/shared';
import { fetchIpLocation } from './api/ip-location';
import { reverseGeocode } from './api/reverse-geocode';
import { getDevicePosition } from './device-position';
import { LocationError } from './location-error';

export type Detection = {
  location: UserLocation;
  /** Why the device position was not used (null when it was): what the person should read. */
  error: LocationError | null;
};

const asLocationError = (error: unknown) =>
  error instanceof LocationError ? error : new LocationError('unknown');

async function fromDevice(point: Coordinates, timestamp: number): Promise<UserLocation> {
  // Coordinates are the answer; the names are a bonus if the API can give them.
  const place = await reverseGeocode(point).catch(() => null);
  return {
    ...point,
    address:
      place?.formatted_address ?? `${point.latitude.toFixed(4)}, ${point.longitude.toFixed(4)}`,
    neighborhood: place?.neighborhood ?? null,
    city: place?.city ?? null,
    state: place?.state ?? null,
    country: place?.country ?? null,
    source: 'gps',
    timestamp,
  };
}

async function fromIp(timestamp: number): Promise<UserLocation> {
  const ip = await fetchIpLocation();
  const state = ip.regionCode || ip.region || null;
  return {
    latitude: ip.latitude,
    longitude: ip.longitude,
    address: [ip.city, state, ip.country].filter(Boolean).join(', '),
    neighborhood: null,
    city: ip.city || null,
    state,
    country: ip.country || null,
    source: 'ip',
    timestamp,
  };
}

export async function detectLocation({
  geolocation = globalThis.navigator?.geolocation,
  now = Date.now,
}: { geolocation?: Geolocation; now?: () => number } = {}): Promise<Detection> {
  let deviceError: LocationError;
  try {
    const point = await getDevicePosition(geolocation);
    return { location: await fromDevice(point, now()), error: null };
  } catch (error) {
    deviceError = asLocationError(error);
  }
  try {
    return { location: await fromIp(now()), error: deviceError };
  } catch {
    return { location: { ...DEFAULT_USER_LOCATION, timestamp: now() }, error: deviceError };
  }
}
