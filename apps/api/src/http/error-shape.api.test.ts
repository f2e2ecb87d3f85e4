import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authCodes,
  commonCodes,
  errorResponseSchema,
  errorString,
  reservationCodes,
  searchCodes,
} from '@tablefor/shared';
import { createRestaurant } from '../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every error answer: `errors` for the spec's clients and `details`, its coded twin. */
function expectTwins(body: unknown) {
  const parsed = errorResponseSchema.parse(body);
  expect(parsed.errors).toEqual(parsed.details.map((detail) => errorString(detail as never)));
  return parsed.details;
}

describe('the error shape', () => {
  it('codes every field of a refused form, in the order zod found them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: {} });
    expect(res.statusCode).toBe(400);
    const details = expectTwins(res.json());
    expect(details.slice(0, 2)).toEqual([
      { field: 'username', code: authCodes.usernameRequired },
      { field: 'email', code: authCodes.emailRequired },
    ]);
  });

  it('codes query-parameter errors with the limits they quote', async () => {
    const res = await t.app.inject({ url: '/api/restaurants/search?pageSize=51' });
    expect(res.statusCode).toBe(400);
    expect(expectTwins(res.json())).toEqual([
      { field: 'pageSize', code: searchCodes.pageSizeRange },
    ]);
    expect(res.json().errors).toEqual(['pageSize: pageSize must be between 1 and 50']);
  });

  it('codes a refused booking time with the window it broke', async () => {
    const restaurant = await createRestaurant(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/reservations`,
      payload: {
        party_size: 2,
        reservation_time: '2999-01-01 19:00:00',
        guest_name: 'Ana',
        guest_email: 'ana@example.com',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(expectTwins(res.json())).toEqual([
      { field: 'reservation_time', code: reservationCodes.tooFarAhead },
    ]);
    expect(res.json().errors).toEqual([
      'reservation_time: Please select a date within the next 6 months',
    ]);
  });

  it('answers the same 404 for a malformed id as for an unknown one, on every kind of route', async () => {
    for (const url of [
      '/api/restaurants/abc',
      '/api/restaurants/99999999999',
      '/api/restaurants/1.5/reviews',
      '/api/restaurants/-3/availability?date=2030-01-01',
      '/api/reservations/abc',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      const [detail] = expectTwins(res.json());
      expect(detail?.code, url).toBe(commonCodes.notFound);
    }
  });

  it('codes an unknown route and a malformed JSON body', async () => {
    const missing = await t.app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(expectTwins(missing.json())).toEqual([
      {
        field: 'route',
        code: commonCodes.routeNotFound,
        params: { method: 'GET', path: '/api/nothing-here' },
      },
    ]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(expectTwins(broken.json())[0]).toMatchObject({
      field: 'body',
      code: commonCodes.badRequest,
    });
  });
});
