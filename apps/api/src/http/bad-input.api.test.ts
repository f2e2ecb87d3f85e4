/**
 * The defect classes an outside client found (issue 15): each answered 500 or left the error shape.
 * Every refusal is a 4xx with `errors`, and changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toUtcReservationTime, zonedDateString } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signedUpAdmin, signedUpUser, signupInput } from '../test/factories.ts';
import { createRestaurant } from '../test/restaurant-factory.ts';

const NUL = '\u0000';
const CONTROL = 'Text cannot contain control characters';
const ZONE = 'America/Los_Angeles';

let t: TestApp;
let restaurantId: number;
let diner: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  restaurantId = (await createRestaurant(t.db)).id;
  diner = await signedUpUser(t);
});
afterAll(() => t.close());

async function rowCounts() {
  const result = (await t.db.execute(sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from reservations) as reservations,
      (select count(*)::int from reviews) as reviews`)) as unknown as {
    rows: Record<string, number>[];
  };
  return result.rows[0];
}

const bookingTime = (days = 3) =>
  toUtcReservationTime(addDays(zonedDateString(new Date(), ZONE), days), '19:00', ZONE);

describe('text with control characters', () => {
  const cases: [string, () => InjectOptions, string][] = [
    [
      'sign-up',
      () => ({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupInput({ first_name: `A${NUL}` }),
      }),
      'first_name',
    ],
    [
      'sign-in',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `x${NUL}@example.com`, password: 'p' },
      }),
      'email',
    ],
    ['search', () => ({ url: `/api/restaurants/search?searchInput=thai%00` }), 'searchInput'],
    ['suggestions', () => ({ url: `/api/restaurants/suggestions?q=th%00ai` }), 'q'],
    [
      'guest details',
      () => ({
        method: 'POST',
        url: `/api/restaurants/${restaurantId}/reservations`,
        payload: {
          party_size: 2,
          reservation_time: bookingTime(),
          contact_method: 'chat',
          guest_name: `Ana${NUL}`,
          guest_email: 'ana@example.com',
        },
      }),
      'guest_name',
    ],
    [
      'chat notes',
      () => ({
        method: 'POST',
        url: `/api/restaurants/${restaurantId}/reservations`,
        headers: diner.headers,
        payload: {
          party_size: 2,
          reservation_time: bookingTime(4),
          contact_method: 'chat',
          chat_notes: `Window seat\u001b[2J`,
        },
      }),
      'chat_notes',
    ],
    [
      'reviews',
      () => ({
        method: 'POST',
        url: `/api/restaurants/${restaurantId}/reviews`,
        headers: diner.headers,
        payload: { review: `Lovely${NUL} pasta`, rating: 5 },
      }),
      'review',
    ],
  ];

  it.each(cases)(
    '%s answers 400 naming the field, and stores nothing',
    async (_name, request, field) => {
      const before = await rowCounts();
      const res = await t.app.inject(request());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([`${field}: ${CONTROL}`]);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('lets line breaks and tabs through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurantId}/reviews`,
      headers: diner.headers,
      payload: { review: 'Lovely pasta.\r\n\tGreat service.', rating: 5 },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('dates far ahead', () => {
  it.each([
    `/api/restaurants/search?date=9999-12-31`,
    `/api/restaurants/${0}/availability?date=9999-12-31&partySize=2`,
  ])('%s answers 400, not 500', async (url) => {
    const res = await t.app.inject(url.replace('/0/', `/${restaurantId}/`));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([expect.stringMatching(/^date: /)]);
  });
});

describe("an administrator's booking for a user that does not exist", () => {
  it('answers 404 for the user and books nothing', async () => {
    const admin = await signedUpAdmin(t);
    const before = await rowCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurantId}/reservations`,
      headers: admin.headers,
      payload: {
        user_id: 987654,
        party_size: 2,
        reservation_time: bookingTime(5),
        contact_method: 'chat',
      },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().errors).toEqual(['user: Not found']);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('errors raised before a route runs', () => {
  it('answer a malformed percent-encoding with errors', async () => {
    const res = await t.app.inject('/api/restaurants/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ errors: [expect.any(String)] }));
    expect(res.json()).not.toHaveProperty('code');
  });

  it('answer an over-long id with errors', async () => {
    const res = await t.app.inject(`/api/restaurants/${'9'.repeat(300)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual(expect.objectContaining({ errors: [expect.any(String)] }));
    expect(res.json()).not.toHaveProperty('code');
  });
});

describe('an empty JSON body', () => {
  it('is no body at all, as the web client sends on sign-out', async () => {
    const user = await signedUpUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(204);
  });

  it('still refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.stringMatching(/^body: /)]);
  });
});
