/**
 * Every administrator route in one table: anonymous callers get 401, signed-in users 403, and
 * neither changes anything; administrators get through. Each route's own tests cover the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactInquiries, restaurants, users } from '../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../test/factories.ts';
import { createRestaurant } from '../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let diner: Awaited<ReturnType<typeof signedUpUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUpAdmin(t);
  diner = await signedUpUser(t);
});
afterAll(() => t.close());

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Builds the request against fresh rows, so the administrator's success changes nothing shared. */
  build: () => Promise<{ url: string; payload?: string | object; headers?: object }>;
  ok: number;
};

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipartImage() {
  const boundary = 'tablefor-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    tinyPng,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const routes: Record<string, Route> = {
  'GET /api/users': { method: 'GET', build: async () => ({ url: '/api/users' }), ok: 200 },
  'PUT /api/users/{id}': {
    method: 'PUT',
    build: async () => ({
      url: `/api/users/${(await signedUpUser(t)).id}`,
      payload: { is_admin: false },
    }),
    ok: 200,
  },
  'DELETE /api/users/{id}': {
    method: 'DELETE',
    build: async () => ({ url: `/api/users/${(await signedUpUser(t)).id}` }),
    ok: 200,
  },
  // Creating a listing is open to any signed-in user: see listing-review.api.test.ts.
  'GET /api/admin/listings': {
    method: 'GET',
    build: async () => ({ url: '/api/admin/listings' }),
    ok: 200,
  },
  'POST /api/restaurants/{id}/approve': {
    method: 'POST',
    build: async () => ({
      url: `/api/restaurants/${(await createRestaurant(t.db, { status: 'pending_review' })).id}/approve`,
    }),
    ok: 200,
  },
  'POST /api/restaurants/{id}/reject': {
    method: 'POST',
    build: async () => ({
      url: `/api/restaurants/${(await createRestaurant(t.db, { status: 'pending_review' })).id}/reject`,
      payload: { reason: 'Not a restaurant' },
    }),
    ok: 200,
  },
  'GET /api/business/inquiries': {
    method: 'GET',
    build: async () => ({ url: '/api/business/inquiries' }),
    ok: 200,
  },
  'PUT /api/business/inquiries/{id}': {
    method: 'PUT',
    build: async () => {
      const [row] = await t.db
        .insert(contactInquiries)
        .values({
          first_name: 'Ana',
          last_name: 'Ruiz',
          email: 'ana@example.com',
          phone_number: '(213) 555-0100',
          restaurant_name: 'Matrix Cafe',
          job_title: 'owner',
          num_locations: '1',
          contact_reason: 'other',
        })
        .returning();
      return { url: `/api/business/inquiries/${row?.id}`, payload: { handled: true } };
    },
    ok: 200,
  },
  'PUT /api/restaurants/{id}': {
    method: 'PUT',
    build: async () => ({
      url: `/api/restaurants/${(await createRestaurant(t.db)).id}`,
      payload: { name: 'Renamed' },
    }),
    ok: 200,
  },
  'DELETE /api/restaurants/{id}': {
    method: 'DELETE',
    build: async () => ({ url: `/api/restaurants/${(await createRestaurant(t.db)).id}` }),
    ok: 200,
  },
  'POST /api/restaurants/{id}/images': {
    method: 'POST',
    build: async () => ({
      url: `/api/restaurants/${(await createRestaurant(t.db)).id}/images`,
      ...multipartImage(),
    }),
    ok: 201,
  },
  'DELETE /api/restaurants/{id}/images': {
    method: 'DELETE',
    build: async () => {
      const restaurant = await createRestaurant(t.db, {
        image_gallery: ['/images/restaurants/4.svg'],
      });
      return {
        url: `/api/restaurants/${restaurant.id}/images`,
        payload: { imageUrl: '/images/restaurants/4.svg' },
      };
    },
    ok: 200,
  },
};

const callers = {
  anonymous: { headers: () => ({}), expected: 401 },
  user: { headers: () => diner.headers, expected: 403 },
  administrator: { headers: () => admin.headers, expected: 'ok' as const },
};

const snapshot = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]?.n,
  restaurants: await t.db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      status: restaurants.status,
      gallery: restaurants.image_gallery,
    })
    .from(restaurants),
  inquiries: await t.db
    .select({ id: contactInquiries.id, handled: contactInquiries.handled_at })
    .from(contactInquiries),
});

describe.each(Object.entries(routes))('%s', (_name, route) => {
  it.each(Object.entries(callers))('%s', async (_caller, { headers, expected }) => {
    const request = await route.build();
    const before = await snapshot();
    const res = await t.app.inject({
      method: route.method,
      url: request.url,
      payload: request.payload,
      headers: { ...request.headers, ...headers() },
    });
    if (expected === 'ok') {
      expect(res.statusCode, res.body).toBe(route.ok);
      return;
    }
    expect(res.statusCode).toBe(expected);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });
});
