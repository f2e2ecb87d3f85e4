/** Test doubles for location tests: a scripted browser geolocation and a fake API. */
import { vi } from 'vitest';
import { answerWith, json, type ReceivedRequest } from '@/test/msw';

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

/**
 * Answers the two location calls through MSW (anything else fails the test). Returns a recorder
 * called with each request's path and what it sent (`[path, { method, body }]`, the body as the
 * JSON text), in the shape of fetch's arguments.
 */
export function fakeLocationApi({ ip, ipStatus = 200, reverse, reverseStatus = 200 }: FakeApi) {
  const received = vi.fn<(path: string, sent: { method: string; body?: string }) => void>();
  const record = ({ path, method, body }: ReceivedRequest) =>
    received(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  answerWith('get', '/api/geocoding/ip-location', (request) => {
    record(request);
    return json(ip ?? {}, ipStatus);
  });
  answerWith('post', '/api/geocoding/reverse-geocode', (request) => {
    record(request);
    return json(reverse ?? {}, reverseStatus);
  });
  return received;
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
