import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geocodingMessages as m, locationErrorMessages } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A stand-in for a Google-style geocoder and an ipapi-style IP service, counting its calls. */
const calls: URL[] = [];
let server: Server;
let t: TestApp;
let ipServiceDown = false;

function googleAnswer(lat: number, lng: number) {
  return {
    status: 'OK',
    results: [
      {
        formatted_address: '1 Fake St, Springfield, IL 62701, USA',
        place_id: 'fake-place-1',
        types: ['street_address'],
        geometry: { location: { lat, lng } },
        address_components: [
          { long_name: 'Downtown', short_name: 'Downtown', types: ['neighborhood', 'political'] },
          { long_name: 'Springfield', short_name: 'Springfield', types: ['locality'] },
          { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1'] },
          { long_name: '62701', short_name: '62701', types: ['postal_code'] },
          { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
        ],
      },
    ],
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    calls.push(url);
    const send = (body: unknown, status = 200) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname.startsWith('/ip/')) {
      if (ipServiceDown) return send({ message: 'down' }, 503);
      return send({
        ip: url.pathname.split('/')[2],
        latitude: 39.78,
        longitude: -89.65,
        city: 'Springfield',
        region: 'Illinois',
        country_name: 'United States',
      });
    }
    const address = url.searchParams.get('address') ?? '';
    if (address.includes('slow')) {
      setTimeout(() => send(googleAnswer(1, 1)), 1500);
      return;
    }
    if (address.includes('nowhere')) return send({ status: 'ZERO_RESULTS', results: [] });
    if (address.includes('denied'))
      return send({ status: 'REQUEST_DENIED', error_message: 'bad key' });
    if (address.includes('huge'))
      return send(JSON.stringify({ status: 'OK', pad: 'x'.repeat(1024 * 1024) }));
    if (address.includes('garbage')) return send('<html>not json</html>');
    return send(googleAnswer(39.7817, -89.6501));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      GEOCODER_URL: `http://127.0.0.1:${port}/maps/api/geocode/json`,
      GEOCODER_API_KEY: 'test-key',
      GEOCODER_TIMEOUT_MS: '300',
      IP_LOCATION_URL: `http://127.0.0.1:${port}/ip/{ip}/json/`,
      GEOCODING_RATE_LIMIT_PER_MINUTE: '30',
    },
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  calls.length = 0;
});

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/geocoding/${url}`, payload });

describe('a configured remote geocoder', () => {
  it('is asked with the address, region and key, and its answer is read', async () => {
    const res = await post('geocode', { address: '1 Fake St, Springfield', region: 'us' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      latitude: 39.7817,
      longitude: -89.6501,
      formatted_address: '1 Fake St, Springfield, IL 62701, USA',
      place_id: 'fake-place-1',
      type: 'street_address',
      neighborhood: 'Downtown',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'USA',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({
      address: '1 Fake St, Springfield',
      region: 'us',
      key: 'test-key',
    });
  });

  it('serves a repeated address from the cache for 5 minutes', async () => {
    const first = await post('geocode', { address: '2 Cached Ave, Springfield' });
    const second = await post('geocode', { address: '  2 CACHED AVE, springfield ' });
    expect(second.json()).toEqual(first.json());
    expect(calls).toHaveLength(1);
    await post('geocode', { address: '2 Cached Ave, Springfield', region: 'CA' });
    expect(calls).toHaveLength(2);
  });

  it('caches reverse geocoding by point', async () => {
    await post('reverse-geocode', { latitude: 39.7817, longitude: -89.6501 });
    const again = await post('reverse-geocode', { latitude: 39.7817, longitude: -89.6501 });
    expect(again.json().data.city).toBe('Springfield');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get('latlng')).toBe('39.7817,-89.6501');
  });

  it('answers 404 Geocoding failed when it finds nothing', async () => {
    const res = await post('geocode', { address: 'nowhere at all' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.geocodingFailed);
  });

  it.each(['slow lane', 'denied place', 'huge answer', 'garbage answer'])(
    'answers 502 Geocoding failed when it cannot answer (%s), and does not cache that',
    async (address) => {
      const res = await post('geocode', { address });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        success: false,
        message: m.geocodingFailed,
        errors: [`geocoder: ${m.geocodingFailed}`],
      });
      await post('geocode', { address });
      expect(calls).toHaveLength(2);
    },
  );

  it('fails only the affected entries of a batch', async () => {
    const res = await post('geocode-batch', { addresses: ['3 Batch Rd', 'slow batch', 'nowhere'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results.map((r: { status: string }) => r.status)).toEqual([
      'OK',
      'FAILED',
      'FAILED',
    ]);
  });

  it('leaves nearby neighborhoods to the gazetteer', async () => {
    const res = await post('nearby-places', {
      latitude: 34.0618,
      longitude: -118.3004,
      place_type: 'neighborhood',
      radius: 1000,
    });
    expect(res.json().data.places[0].name).toBe('Koreatown');
    expect(calls).toHaveLength(0);
  });
});

describe('a configured IP service', () => {
  const locate = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/geocoding/ip-location', remoteAddress });

  it('is asked about the caller, once per 5 minutes', async () => {
    const res = await locate('128.97.1.1');
    expect(res.json()).toMatchObject({
      city: 'Springfield',
      latitude: 39.78,
      country_name: 'United States',
    });
    await locate('128.97.1.1');
    expect(calls.map((url) => url.pathname)).toEqual(['/ip/128.97.1.1/json/']);
  });

  it('is not asked about reserved addresses', async () => {
    const res = await locate('127.0.0.1');
    expect(res.json()).toMatchObject({ error: true, reason: 'Reserved IP Address' });
    expect(calls).toHaveLength(0);
  });

  it('answers 502 when the service is down', async () => {
    ipServiceDown = true;
    const res = await locate('128.97.9.9');
    ipServiceDown = false;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(locationErrorMessages.ipUnavailable);
  });
});

describe('rate limiting', () => {
  it('refuses a client past the per-minute allowance of a route', async () => {
    const body = { point1: { latitude: 1, longitude: 1 }, point2: { latitude: 2, longitude: 2 } };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await post('distance', body)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await post('distance', body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      errors: [expect.stringMatching(/^rate_limit: /)],
    });
  });
});
