import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodingMessages as m, MAX_GEOCODE_BATCH_SIZE } from '@tablefor/shared';
import { restaurants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/geocoding/${url}`, payload });

const LA = { latitude: 34.0522, longitude: -118.2437 };
const NYC = { latitude: 40.7128, longitude: -74.006 };

describe('POST /api/geocoding/geocode', () => {
  it('resolves a street address of a seeded neighborhood', async () => {
    const res = await post('geocode', { address: '3200 Sunset Blvd, Los Angeles' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        latitude: 34.0869,
        longitude: -118.2702,
        formatted_address: '3200 Sunset Blvd, Los Angeles, CA 90026, USA',
        place_id: expect.stringMatching(/silver-lake/),
        neighborhood: 'Silver Lake',
        city: 'Los Angeles',
        state: 'CA',
        country: 'USA',
      }),
    });
  });

  it.each([
    ['Silver Lake', 'Silver Lake', 34.0869],
    ['silverlake, los angeles, ca', 'Silver Lake', 34.0869],
    ['8500 West Sunset Boulevard, West Hollywood', 'West Hollywood', 34.09],
    ['New York, NY', 'Manhattan', 40.7128],
    ['NYC', 'Manhattan', 40.7128],
    ['90012', 'Little Tokyo', 34.0497],
  ])('resolves %s, case and spelling aside', async (address, neighborhood, latitude) => {
    const res = await post('geocode', { address });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ neighborhood, latitude });
  });

  it('answers a listed restaurant address with its exact coordinates', async () => {
    const [row] = await t.db
      .insert(restaurants)
      .values({
        name: 'Geocoded Bistro',
        address: '3456 Sunset Blvd, Los Angeles, CA 90026',
        location: 'Los Angeles, CA',
        neighborhood: 'Silver Lake',
        latitude: 34.0871,
        longitude: -118.2711,
      })
      .returning({ id: restaurants.id });
    const res = await post('geocode', { address: '3456 sunset blvd, los angeles, ca 90026, USA' });
    expect(res.json().data).toMatchObject({
      latitude: 34.0871,
      longitude: -118.2711,
      place_id: `tablefor:restaurant-address:${row?.id}`,
      neighborhood: 'Silver Lake',
      city: 'Los Angeles',
      postal_code: '90026',
    });
  });

  it.each([[{}], [{ address: '   ' }], [{ address: 42 }]])(
    'requires an address: %o',
    async (body) => {
      const res = await post('geocode', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: m.addressRequired,
        errors: [`address: ${m.addressRequired}`],
      });
    },
  );

  it('refuses a region that is not a country code', async () => {
    const res = await post('geocode', { address: 'Silver Lake', region: 'United States' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`region: ${m.regionInvalid}`]);
  });

  it('answers 404 Geocoding failed for an unknown place', async () => {
    const res = await post('geocode', { address: 'Atlantis under the sea', region: 'US' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      message: m.geocodingFailed,
      errors: [`address: ${m.geocodingFailed}`],
    });
  });
});

describe('POST /api/geocoding/reverse-geocode', () => {
  it('names the nearest neighborhood', async () => {
    const res = await post('reverse-geocode', { latitude: 34.0875, longitude: -118.27 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      formatted_address: 'Silver Lake, Los Angeles, CA 90026, USA',
      neighborhood: 'Silver Lake',
      city: 'Los Angeles',
      state: 'CA',
      country: 'USA',
    });
  });

  it('falls back to the city away from any known neighborhood', async () => {
    const res = await post('reverse-geocode', { latitude: 40.73, longitude: -73.99 });
    expect(res.json().data).toMatchObject({
      city: 'New York',
      state: 'NY',
      neighborhood: 'Manhattan',
    });
  });

  it('answers 404 Reverse geocoding failed far from every known place', async () => {
    const res = await post('reverse-geocode', { latitude: 0, longitude: 0 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.reverseGeocodingFailed);
  });

  it.each([
    [{}],
    [{ latitude: 91, longitude: 0 }],
    [{ latitude: 10, longitude: -181 }],
    [{ latitude: '34', longitude: '-118' }],
  ])('requires valid coordinates: %o', async (body) => {
    const res = await post('reverse-geocode', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.coordinatesRequired);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /api/geocoding/distance', () => {
  it('measures miles with an earth radius of 3959, to 2 decimals', async () => {
    const res = await post('distance', { point1: LA, point2: NYC });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { distance: 2445.71, unit: 'miles' } });
  });

  it('is zero between a point and itself', async () => {
    const res = await post('distance', { point1: LA, point2: LA });
    expect(res.json().data.distance).toBe(0);
  });

  it.each([[{}], [{ point1: LA }], [{ point1: LA, point2: { latitude: 'x', longitude: 0 } }]])(
    'requires two valid points: %o',
    async (body) => {
      const res = await post('distance', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.coordinatesRequired);
    },
  );
});

describe('POST /api/geocoding/geocode-batch', () => {
  it('geocodes each address on its own, keeping the order', async () => {
    const res = await post('geocode-batch', {
      addresses: ['Koreatown', 'Nowhere Special Place', '', 'Chicago, IL'],
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json().data;
    expect(results.map((r: { status: string }) => r.status)).toEqual([
      'OK',
      'FAILED',
      'FAILED',
      'OK',
    ]);
    expect(results[0]).toMatchObject({ address: 'Koreatown', latitude: 34.0618, error: null });
    expect(results[1]).toMatchObject({ latitude: null, place_id: null, error: m.geocodingFailed });
    expect(results[2].error).toBe(m.addressRequired);
    expect(results[3].formatted_address).toBe('Chicago, IL, USA');
  });

  it('accepts restaurants carrying an address', async () => {
    const res = await post('geocode-batch', {
      restaurants: [{ id: 1, address: 'Venice' }, { id: 2 }],
    });
    expect(res.json().data.results.map((r: { status: string }) => r.status)).toEqual([
      'OK',
      'FAILED',
    ]);
  });

  it.each([[{}], [{ addresses: 'Koreatown' }], [{ restaurants: { address: 'Venice' } }]])(
    'requires an array: %o',
    async (body) => {
      const res = await post('geocode-batch', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.restaurantsMustBeArray);
    },
  );

  it('caps the batch size', async () => {
    const addresses = Array.from({ length: MAX_GEOCODE_BATCH_SIZE + 1 }, () => 'Venice');
    const res = await post('geocode-batch', { addresses });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([`addresses: ${m.batchTooLarge}`]);
  });
});

describe('POST /api/geocoding/nearby-places', () => {
  beforeAll(async () => {
    await t.db.insert(restaurants).values([
      { name: 'Near Noodles', latitude: 34.0622, longitude: -118.3001, address: '3500 W 6th St' },
      { name: 'Close Cafe', latitude: 34.07, longitude: -118.3004, address: '3300 Wilshire Blvd' },
      { name: 'Far Fish', latitude: 33.99, longitude: -118.46, address: '1200 Abbot Kinney Blvd' },
      { name: 'No Coordinates', address: 'unknown' },
    ]);
  });

  it('lists restaurants within the radius, nearest first, with miles', async () => {
    const res = await post('nearby-places', {
      latitude: 34.0618,
      longitude: -118.3004,
      radius: 2000,
    });
    expect(res.statusCode).toBe(200);
    const { places } = res.json().data;
    expect(places.map((p: { name: string }) => p.name)).toEqual(['Near Noodles', 'Close Cafe']);
    expect(places[0]).toMatchObject({
      place_id: expect.stringMatching(/^tablefor:restaurant:\d+$/),
      types: expect.arrayContaining(['restaurant']),
      vicinity: '3500 W 6th St',
      distance: 0.03,
    });
  });

  it('defaults to restaurants within 5000 m', async () => {
    const res = await post('nearby-places', { latitude: 33.9925, longitude: -118.4635 });
    expect(res.json().data.places.map((p: { name: string }) => p.name)).toEqual(['Far Fish']);
  });

  it('answers neighborhoods from the gazetteer', async () => {
    const res = await post('nearby-places', {
      latitude: 34.0869,
      longitude: -118.2702,
      place_type: 'neighborhood',
      radius: 3000,
    });
    expect(res.json().data.places.map((p: { name: string }) => p.name)).toEqual([
      'Silver Lake',
      'Echo Park',
      'Los Feliz',
    ]);
  });

  it.each([
    [{ latitude: 100, longitude: 0 }, m.coordinatesRequired],
    [{ latitude: 34, longitude: -118, radius: 0 }, m.radiusInvalid],
    [{ latitude: 34, longitude: -118, radius: 60_000 }, m.radiusInvalid],
    [{ latitude: 34, longitude: -118, place_type: 'Bar; drop' }, m.placeTypeInvalid],
  ])('refuses %o', async (body, message) => {
    const res = await post('nearby-places', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/geocoding/ip-location', () => {
  const locate = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/geocoding/ip-location', remoteAddress });

  it('places an address of the bundled table', async () => {
    const res = await locate('128.97.27.37');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      latitude: 34.0689,
      longitude: -118.4452,
      city: 'Los Angeles',
      region: 'California',
      country_name: 'United States',
    });
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.1.20', '::1', '::ffff:172.20.0.5'])(
    'answers error with a reason for the reserved address %s',
    async (ip) => {
      const res = await locate(ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error: true, reason: 'Reserved IP Address' });
    },
  );

  it('answers error for a public address it does not know', async () => {
    const res = await locate('81.2.69.142');
    expect(res.json()).toMatchObject({ error: true, reason: 'IP address not found' });
  });
});

describe('OpenAPI', () => {
  it('documents every geocoding route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of [
      'geocode',
      'reverse-geocode',
      'distance',
      'geocode-batch',
      'nearby-places',
    ]) {
      expect(doc.paths[`/api/geocoding/${path}`].post.tags).toEqual(['geocoding']);
    }
    expect(doc.paths['/api/geocoding/ip-location'].get).toBeDefined();
  });
});
