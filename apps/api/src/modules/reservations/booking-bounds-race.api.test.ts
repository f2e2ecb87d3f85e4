/** Simultaneous guest bookings from one source: never more than its bound is written. */
import {
  GUEST_BOOKINGS_PER_CLIENT,
  GUEST_BOOKINGS_PER_EMAIL,
  GUEST_BOOKINGS_PER_RESTAURANT,
} from '@tablefor/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { createRestaurant, nextWeekday } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookingBody } from './reservation-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const DAY = nextWeekday(5);
const REQUESTS = 10;
const TIMES = [
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
  '19:00',
];

type Attempt = { restaurantId: number; time: string; ip: string; email: string };

/** Fires every attempt at once; answers the statuses and the rows written for them. */
async function race(attempts: Attempt[]) {
  const answers = await Promise.all(
    attempts.map(({ restaurantId, time, ip, email }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/restaurants/${restaurantId}/reservations`,
        payload: bookingBody(DAY, time, { guest_email: email }),
        remoteAddress: ip,
      }),
    ),
  );
  const ids = [...new Set(attempts.map((attempt) => attempt.restaurantId))];
  const [written] = await t.db
    .select({ rows: count() })
    .from(reservations)
    .where(and(inArray(reservations.restaurant_id, ids), eq(reservations.status, 'confirmed')));
  const statuses = answers.map((res) => res.statusCode);
  return {
    accepted: statuses.filter((status) => status === 201).length,
    refused: statuses.filter((status) => status === 429).length,
    written: written?.rows,
  };
}

const restaurants = async (n: number) =>
  Promise.all(Array.from({ length: n }, () => createRestaurant(t.db)));

describe(`${REQUESTS} simultaneous guest bookings from one source`, () => {
  it('one e-mail and one client at one restaurant: exactly the per-restaurant bound', async () => {
    const [restaurant] = await restaurants(1);
    const outcome = await race(
      TIMES.map((time) => ({
        restaurantId: restaurant?.id ?? 0,
        time,
        ip: '192.0.2.10',
        email: 'racer@example.com',
      })),
    );
    const bound = GUEST_BOOKINGS_PER_RESTAURANT;
    expect(outcome).toEqual({ accepted: bound, refused: REQUESTS - bound, written: bound });
  });

  it('one e-mail address at ten restaurants (ten clients): exactly its total', async () => {
    const places = await restaurants(REQUESTS);
    const outcome = await race(
      places.map((restaurant, i) => ({
        restaurantId: restaurant.id,
        time: '19:00',
        ip: `192.0.2.${20 + i}`,
        email: 'wanderer@example.com',
      })),
    );
    const bound = GUEST_BOOKINGS_PER_EMAIL;
    expect(outcome).toEqual({ accepted: bound, refused: REQUESTS - bound, written: bound });
  });

  it('one client at ten restaurants (ten e-mail addresses): exactly its total', async () => {
    const places = await restaurants(REQUESTS);
    const outcome = await race(
      places.map((restaurant, i) => ({
        restaurantId: restaurant.id,
        time: '19:00',
        ip: '192.0.2.40',
        email: `sharer-${i}@example.com`,
      })),
    );
    const bound = GUEST_BOOKINGS_PER_CLIENT;
    expect(outcome).toEqual({ accepted: bound, refused: REQUESTS - bound, written: bound });
  });
});
