/** Two hundred simultaneous requests for the last seats: exactly what fits is seated. */
import { and, eq, ne, sum } from 'drizzle-orm';
import { reservationMessages as m } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { book, bookingBody, UNBOUNDED_BOOKERS } from './reservation-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { BOOKING_RATE_LIMIT_PER_MINUTE: '100000', ...UNBOUNDED_BOOKERS },
  });
});
afterAll(() => t.close());

const DAY = nextWeekday(6);
const REQUESTS = 200;

describe('booking the last seats under contention', () => {
  it('seats exactly what fits; every other request gets 409 with alternatives', async () => {
    const restaurant = await createRestaurant(t.db, { capacity_per_slot: 20 });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      party_size: 14,
      reservation_time: laTime(DAY, '19:00'),
    });
    const diner = await signedUpUser(t);

    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        // Half signed in, half guests; parties of 1 and 2 racing for the last 6 seats.
        book(
          t,
          restaurant.id,
          bookingBody(DAY, '19:00', { party_size: 1 + (i % 2) }),
          i % 4 === 0 ? diner.headers : {},
        ),
      ),
    );
    const accepted = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(accepted.length + refused.length).toBe(REQUESTS);
    const seated = accepted.reduce(
      (covers, res) => covers + res.json<{ party_size: number }>().party_size,
      0,
    );
    expect(seated).toBe(6);
    for (const res of refused) {
      expect(res.json().errors).toEqual([`reservation_time: ${m.unavailable}`]);
      expect(res.json().alternatives.length).toBeGreaterThan(0);
    }

    const [row] = await t.db
      .select({ covers: sum(reservations.party_size) })
      .from(reservations)
      .where(
        and(eq(reservations.restaurant_id, restaurant.id), ne(reservations.status, 'cancelled')),
      );
    expect(Number(row?.covers)).toBe(20);
  });
});
