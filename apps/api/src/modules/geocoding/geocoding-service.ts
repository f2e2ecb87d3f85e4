/** Geocoding use cases over whichever geocoder is configured, answering the API's errors. */
import {
  distanceInMiles,
  geocodingCodes as c,
  geocodingMessages as m,
  locationCodes,
  type MessageCode,
  type BatchResult,
  type DistanceInput,
  type GeocodeBatchInput,
  type GeocodeInput,
  type GeocodeResult,
  type IpLocationResponse,
  type NearbyPlacesInput,
  type Place,
  type ReverseGeocodeInput,
} from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, problem } from '@tablefor/server-kit';
import { OutsideServiceError } from '@tablefor/server-kit';
import { cachedGeocoder } from './cached-geocoder.ts';
import { createGazetteerGeocoder } from './gazetteer.ts';
import { GeocoderUnavailableError, type Geocoder } from './geocoder.ts';
import { createBundledIpLocator, createRemoteIpLocator, type IpLocator } from './ip-location.ts';
import { createRemoteGeocoder } from './remote-geocoder.ts';
import { findNearbyRestaurants, withListedAddresses } from './restaurant-places.ts';

export type GeocodingServices = { db: Database; geocoder: Geocoder; ipLocator: IpLocator };

const BATCH_CONCURRENCY = 4;

export function createGeocodingServices(db: Database, config: Config): GeocodingServices {
  const gazetteer = createGazetteerGeocoder();
  const { url, apiKey, timeoutMs } = config.geocoder;
  const base = url
    ? createRemoteGeocoder({ url, apiKey, timeoutMs, fallback: gazetteer })
    : gazetteer;
  return {
    db,
    geocoder: cachedGeocoder(withListedAddresses(db, base)),
    ipLocator: config.ipLocationUrl
      ? createRemoteIpLocator(config.ipLocationUrl, timeoutMs)
      : createBundledIpLocator(),
  };
}

/** Unknown → 404; a geocoder that cannot answer → 502; both with the spec's message. */
async function answer<T>(
  field: string,
  code: MessageCode,
  ask: () => Promise<T | null>,
): Promise<T> {
  let result: T | null;
  try {
    result = await ask();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError)
      throw new AppError(502, [problem('geocoder', code)]);
    throw error;
  }
  if (result === null) throw new AppError(404, [problem(field, code)]);
  return result;
}

export function geocodeAddress(s: GeocodingServices, input: GeocodeInput): Promise<GeocodeResult> {
  return answer('address', c.geocodingFailed, () =>
    s.geocoder.geocode(input.address, input.region),
  );
}

export function reverseGeocode(
  s: GeocodingServices,
  { latitude, longitude }: ReverseGeocodeInput,
): Promise<GeocodeResult> {
  return answer('location', c.reverseGeocodingFailed, () =>
    s.geocoder.reverseGeocode(latitude, longitude),
  );
}

export function distanceBetween({ point1, point2 }: DistanceInput) {
  return { distance: distanceInMiles(point1, point2), unit: 'miles' as const };
}

async function geocodeOne(
  s: GeocodingServices,
  address: string,
  region: string,
): Promise<BatchResult> {
  const failed = (error: string): BatchResult => ({
    address,
    status: 'FAILED',
    latitude: null,
    longitude: null,
    formatted_address: null,
    place_id: null,
    error,
  });
  if (!address) return failed(m.addressRequired);
  try {
    const result = await s.geocoder.geocode(address, region);
    if (!result) return failed(m.geocodingFailed);
    const { latitude, longitude, formatted_address, place_id } = result;
    return { address, status: 'OK', latitude, longitude, formatted_address, place_id, error: null };
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) return failed(m.geocodingFailed);
    throw error;
  }
}

/** Each address on its own: one unknown address fails alone; answers keep the input order. */
export async function geocodeBatch(
  s: GeocodingServices,
  { addresses, region }: GeocodeBatchInput,
): Promise<BatchResult[]> {
  const results: BatchResult[] = new Array(addresses.length);
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const i = next++;
      results[i] = await geocodeOne(s, addresses[i] ?? '', region);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, addresses.length) }, worker));
  return results;
}

export async function nearbyPlaces(
  s: GeocodingServices,
  input: NearbyPlacesInput,
): Promise<Place[]> {
  const { latitude, longitude, place_type, radius } = input;
  if (place_type === 'restaurant') return findNearbyRestaurants(s.db, latitude, longitude, radius);
  return answer('place_type', c.nearbyPlacesFailed, () =>
    s.geocoder.nearbyPlaces(latitude, longitude, place_type, radius),
  );
}

export async function locateIp(s: GeocodingServices, ip: string): Promise<IpLocationResponse> {
  try {
    return await s.ipLocator.locate(ip);
  } catch (error) {
    if (error instanceof OutsideServiceError) {
      throw new AppError(502, [problem('ip', locationCodes.ipUnavailable)]);
    }
    throw error;
  }
}
