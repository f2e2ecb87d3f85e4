import type { CreatedReservation } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant, nextWeekday } from '../../test/restaurant-factory.ts';
import { createTestApp, TEST_ADMIN_SECRET, type TestApp } from '../../test/test-app.ts';
import { book, bookingBody } from './reservation-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const DAY = nextWeekday(5);

async function admin() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/signup',
    payload: {
      username: `admin${Date.now() % 100000}`,
      email: `admin${Date.now()}@example.com`,
      first_name: 'Ada',
      last_name: 'Admin',
      password: 'admin-password-123',
      admin_secret_key: TEST_ADMIN_SECRET,
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { authorization: `Bearer ${res.json().access_token}` };
}

/** Every way to touch one reservation, for a caller's headers. */
function refusedCalls(id: number, headers: Record<string, string>) {
  return [
    t.app.inject({ method: 'GET', url: `/api/reservations/${id}`, headers }),
    t.app.inject({ method: 'GET', url: `/api/reservations/${id}/calendar.ics`, headers }),
    t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${id}`,
      headers,
      payload: { party_size: 3 },
    }),
    t.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers }),
  ];
}

describe('who may read, change or cancel a reservation', () => {
  it('another user and an anonymous caller get 404 for each call, and nothing changes', async () => {
    const restaurant = await createRestaurant(t.db);
    const owner = await signedUpUser(t);
    const other = await signedUpUser(t);
    const created = (
      await book(t, restaurant.id, bookingBody(DAY, '19:00'), owner.headers)
    ).json<CreatedReservation>();
    const callers: Record<string, string>[] = [
      other.headers,
      {},
      { 'x-reservation-code': 'guessed' },
    ];
    for (const headers of callers) {
      for (const res of await Promise.all(refusedCalls(created.id, headers))) {
        expect(res.statusCode).toBe(404);
        expect(res.json().errors).toEqual(['reservation: Not found']);
      }
    }
    const mine = await t.app.inject({
      url: `/api/reservations/${created.id}`,
      headers: owner.headers,
    });
    expect(mine.json()).toMatchObject({ status: 'confirmed', party_size: 2 });
  });

  it('the owner and an admin may', async () => {
    const restaurant = await createRestaurant(t.db);
    const owner = await signedUpUser(t);
    const created = (
      await book(t, restaurant.id, bookingBody(DAY, '19:00'), owner.headers)
    ).json<CreatedReservation>();
    const get = await t.app.inject({
      url: `/api/reservations/${created.id}`,
      headers: owner.headers,
    });
    const ics = await t.app.inject({
      url: `/api/reservations/${created.id}/calendar.ics`,
      headers: owner.headers,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${created.id}`,
      headers: owner.headers,
      payload: { party_size: 3 },
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${created.id}`,
      headers: await admin(),
    });
    expect([get?.statusCode, ics?.statusCode, put?.statusCode, del?.statusCode]).toEqual([
      200, 200, 200, 200,
    ]);
    expect(del?.json().status).toBe('cancelled');
  });

  it('a guest booking opens with its code, as header or query', async () => {
    const restaurant = await createRestaurant(t.db);
    const created = (
      await book(t, restaurant.id, bookingBody(DAY, '20:00'))
    ).json<CreatedReservation>();
    const code = created.access_code!;
    const ics = await t.app.inject(`/api/reservations/${created.id}/calendar.ics?code=${code}`);
    expect(ics.statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${created.id}`,
      headers: { 'x-reservation-code': code },
      payload: { party_size: 4 },
    });
    expect(put.json().party_size).toBe(4);
    const signedIn = await signedUpUser(t);
    const someoneElse = await t.app.inject({
      url: `/api/reservations/${created.id}`,
      headers: signedIn.headers,
    });
    expect(someoneElse.statusCode).toBe(404);
  });

  it("a user's list is theirs alone", async () => {
    const owner = await signedUpUser(t);
    const other = await signedUpUser(t);
    expect((await t.app.inject(`/api/users/${owner.id}/reservations`)).statusCode).toBe(401);
    const forbidden = await t.app.inject({
      url: `/api/users/${owner.id}/reservations`,
      headers: other.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const own = await t.app.inject({
      url: `/api/users/${owner.id}/reservations`,
      headers: owner.headers,
    });
    expect(own.json()).toEqual({ Reservations: [] });
    const asAdmin = await t.app.inject({
      url: `/api/users/${owner.id}/reservations`,
      headers: await admin(),
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('nobody books in the name of another user; anonymous callers name no user', async () => {
    const restaurant = await createRestaurant(t.db);
    const owner = await signedUpUser(t);
    const other = await signedUpUser(t);
    const res = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '19:00', { user_id: owner.id }),
      other.headers,
    );
    expect(res.statusCode).toBe(403);
    const anonymous = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '19:00', { user_id: owner.id }),
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
