/** Location constants, messages, types and distance math: zod-free, so pages load them cheaply. */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const GEOCODE_CACHE_TTL_MS = 5 * 60 * 1000;
export const DEFAULT_GEOCODE_REGION = 'US';
export const DEFAULT_NEARBY_PLACE_TYPE = 'restaurant';
export const DEFAULT_NEARBY_RADIUS_METERS = 5000;
export const MAX_NEARBY_RADIUS_METERS = 50_000;
export const MAX_GEOCODE_BATCH_SIZE = 100;
export const MAX_ADDRESS_LENGTH = 300;
export const EARTH_RADIUS_MILES = 3959;

/** Stored user location lifetime, device geolocation options and the banner delay. */
export const USER_LOCATION_TTL_MS = 24 * 60 * 60 * 1000;
export const LOCATION_PROMPT_DELAY_MS = 3000;
export const DEVICE_GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 2 * 60 * 1000,
} as const;

/** What the browser reports when device or IP location fails. */
const locationMessageDefinitions = {
  notSupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied by user',
  unavailable: 'Location information unavailable',
  timeout: 'Location request timed out',
  unknown: 'Unknown location error',
  ipUnavailable: 'IP geolocation service unavailable',
  ipFailed: 'IP geolocation failed',
} as const;
export const locationErrorMessages = /* @__PURE__ */ messageTexts(locationMessageDefinitions);
export const locationCodes = /* @__PURE__ */ messageCodes('location', locationMessageDefinitions);
export const locationMessageEntries = /* @__PURE__ */ messageEntries(
  'location',
  locationMessageDefinitions,
);

export const LOCATION_SOURCES = ['gps', 'ip', 'default'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

export type Coordinates = { latitude: number; longitude: number };

/** The location the web app keeps (localStorage 'userLocation', 24 hours). */
export type UserLocation = Coordinates & {
  address: string;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  source: LocationSource;
  /** Milliseconds since the epoch when it was found. */
  timestamp: number;
};

export const DEFAULT_USER_LOCATION: Omit<UserLocation, 'timestamp'> = {
  latitude: 40.7128,
  longitude: -74.006,
  address: 'New York, NY, USA',
  neighborhood: 'Manhattan',
  city: 'New York',
  state: 'NY',
  country: 'USA',
  source: 'default',
};

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, unrounded. */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance in miles rounded to 2 decimals, as the API and the result cards show it. */
export function distanceInMiles(a: Coordinates, b: Coordinates): number {
  return Math.round(haversineMiles(a, b) * 100) / 100;
}
