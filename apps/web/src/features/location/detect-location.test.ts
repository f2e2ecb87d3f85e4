import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_LOCATION, locationErrorMessages } from '@tablefor/shared';
import { en } from '@/i18n/catalog-en';
import { detectLocation } from './detect-location';
import {
  fakeGeolocation,
  fakeLocationApi,
  losAngelesIp,
  reservedIp,
  silverLake,
} from './location-test-helpers';

const now = () => 1_700_000_000_000;

describe('detectLocation', () => {
  it('uses the device position first, named by reverse geocoding', async () => {
    const geolocation = fakeGeolocation({ latitude: 34.087, longitude: -118.27 });
    const fetch = fakeLocationApi({ reverse: silverLake });
    const { location, error } = await detectLocation({ geolocation, now });
    expect(error).toBeNull();
    expect(location).toEqual({
      latitude: 34.087,
      longitude: -118.27,
      address: 'Silver Lake, Los Angeles, CA 90026, USA',
      neighborhood: 'Silver Lake',
      city: 'Los Angeles',
      state: 'CA',
      country: 'USA',
      source: 'gps',
      timestamp: now(),
    });
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 120_000,
    });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      latitude: 34.087,
      longitude: -118.27,
    });
  });

  it('keeps the device position when reverse geocoding fails', async () => {
    const geolocation = fakeGeolocation({ latitude: 1.5, longitude: 2.25 });
    fakeLocationApi({
      reverse: { errors: ['location: Reverse geocoding failed'] },
      reverseStatus: 404,
    });
    const { location } = await detectLocation({ geolocation, now });
    expect(location).toMatchObject({ source: 'gps', address: '1.5000, 2.2500', city: null });
  });

  it('falls back to the IP lookup when access is denied', async () => {
    fakeLocationApi({ ip: losAngelesIp });
    const { location, error } = await detectLocation({
      geolocation: fakeGeolocation({ code: 1 }),
      now,
    });
    expect(error?.message).toBe('Location access denied by user');
    expect(location).toEqual({
      latitude: 34.0689,
      longitude: -118.4452,
      address: 'Los Angeles, CA, United States',
      neighborhood: null,
      city: 'Los Angeles',
      state: 'CA',
      country: 'United States',
      source: 'ip',
      timestamp: now(),
    });
  });

  it('falls back to New York when access is denied and the IP is unknown', async () => {
    fakeLocationApi({ ip: reservedIp });
    const { location, error } = await detectLocation({
      geolocation: fakeGeolocation({ code: 1 }),
      now,
    });
    expect(error?.code).toBe('denied');
    expect(location).toEqual({ ...DEFAULT_USER_LOCATION, timestamp: now() });
    expect(location).toMatchObject({
      latitude: 40.7128,
      longitude: -74.006,
      address: 'New York, NY, USA',
      neighborhood: 'Manhattan',
      source: 'default',
    });
  });

  it.each([
    [2, 'Location information unavailable'],
    [3, 'Location request timed out'],
  ] as const)('reports geolocation error %i as %s, then falls back', async (code, message) => {
    fakeLocationApi({ ip: {}, ipStatus: 502 });
    const { location, error } = await detectLocation({
      geolocation: fakeGeolocation({ code }),
      now,
    });
    expect(error?.message).toBe(message);
    expect(location.source).toBe('default');
  });

  it('copes with a browser without geolocation', async () => {
    fakeLocationApi({ ip: losAngelesIp });
    const { location, error } = await detectLocation({ now });
    expect(error?.message).toBe('Geolocation is not supported by this browser');
    expect(location.source).toBe('ip');
  });

  it('has every location error in the English catalogue, word for word', () => {
    expect(en.errors.location).toEqual(locationErrorMessages);
  });
});
