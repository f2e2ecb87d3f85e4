/** Two hundred simultaneous requests for the last tables: one party per free table. */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { reservationMessages as m } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, reservationTables } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  tablesOf,
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

describe('booking the last tables under contention', () => {
  it('seats one party per free table, never two on one; every other request gets 409', async () => {
    // Six 2-tops, one of them taken at 19:00: five tables left for 200 parties of one or two.
    const restaurant = await createRestaurant(t.db, { floor: tablesOf([2, 2, 2, 2, 2, 2]) });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      party_size: 2,
      reservation_time: laTime(DAY, '19:00'),
    });
    const diner = await signedUpUser(t);

    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        // Half signed in, half guests.
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
    expect(accepted).toHaveLength(5);
    for (const res of refused) {
      expect(res.json().errors).toEqual([`reservation_time: ${m.unavailable}`]);
      expect(res.json().alternatives.length).toBeGreaterThan(0);
    }

    // In the stored rows: every held reservation has a table, and no table is held twice at once.
    const unseated = await t.db.execute(sql`
      select r.id from ${reservations} r
      where r.restaurant_id = ${restaurant.id} and r.status not in ('cancelled', 'declined')
        and not exists (select 1 from ${reservationTables} h where h.reservation_id = r.id)`);
    expect((unseated as unknown as { rows: unknown[] }).rows).toEqual([]);
    const doubled = await t.db.execute(sql`
      select a.table_id from ${reservationTables} a join ${reservationTables} b
        on a.table_id = b.table_id and a.reservation_id < b.reservation_id
       and a.starts_at < b.ends_at and b.starts_at < a.ends_at
      where a.restaurant_id = ${restaurant.id}`);
    expect((doubled as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [row] = await t.db
      .select({ held: count() })
      .from(reservations)
      .where(
        and(eq(reservations.restaurant_id, restaurant.id), ne(reservations.status, 'cancelled')),
      );
    expect(row?.held).toBe(6);
  });
});
