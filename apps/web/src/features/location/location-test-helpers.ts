/** Test doubles for location tests: a scripted browser geolocation and a fake API. */
import { vi } from 'vitest';
import { jsonResponse } from '@/test/render';

type Outcome = { latitude: number; longitude: number } | { code: 1 | 2 | 3 };

export function fakeGeolocation(outcome: Outcome) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) => {
    if ('code' in outcome) {
      failure?.({ code: outcome.code, message: 'nope' } as GeolocationPositionError);
    } else {
      success({ coords: outcome, timestamp: Date.now() } as unknown as GeolocationPosition);
    }
  });
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } as Geolocation & {
    getCurrentPosition: typeof getCurrentPosition;
  };
}

type FakeApi = { ip?: unknown; ipStatus?: number; reverse?: unknown; reverseStatus?: number };

/** Answers the two location calls; anything else is a test bug. */
export function fakeLocationApi({ ip, ipStatus = 200, reverse, reverseStatus = 200 }: FakeApi) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/geocoding/ip-location')) return jsonResponse(ip ?? {}, ipStatus);
    if (url.endsWith('/api/geocoding/reverse-geocode')) {
      return jsonResponse(reverse ?? {}, reverseStatus);
    }
    throw new Error(`unexpected fetch ${url}`);
  });
}

export const reservedIp = { error: true, reason: 'Reserved IP Address' };
export const losAngelesIp = {
  latitude: 34.0689,
  longitude: -118.4452,
  city: 'Los Angeles',
  region: 'California',
  region_code: 'CA',
  country_name: 'United States',
};
export const silverLake = {
  success: true,
  data: {
    latitude: 34.0869,
    longitude: -118.2702,
    formatted_address: 'Silver Lake, Los Angeles, CA 90026, USA',
    place_id: 'tablefor:neighborhood:silver-lake',
    neighborhood: 'Silver Lake',
    city: 'Los Angeles',
    state: 'CA',
    country: 'USA',
  },
};
