/**
 * Two hundred guests booking the same restaurant, day, time and party size at once, through both
 * API processes: one party per table that seats them, never two on one table.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { reservations, reservationTables } from '../../db/schema/index.ts';
import { bookingBody } from '../../modules/reservations/reservation-test-helpers.ts';
import { allAtOnce } from '../race-checks.ts';
import { createRestaurant, nextWeekday, tablesOf } from '../restaurant-factory.ts';
import { call, cluster, openClusterDatabase, servedBy } from './cluster-client.ts';

const REQUESTS = 200;
/** Eight tables that each seat a party of two, and no combinations: eight bookings fit. */
const FLOOR = tablesOf([2, 2, 2, 2, 2, 2, 4, 4]);
const DAY = nextWeekday(3);

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describe.skipIf(!cluster)('a booking race across two API processes (DATABASE_URL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openClusterDatabase();
  });
  afterAll(() => database?.close());

  it('seats one party per table and refuses the rest, whichever process each reached', async () => {
    const restaurant = await createRestaurant(database.db, { floor: FLOOR });
    const started = Date.now();
    // Each guest its own address and e-mail: the per-client bounds and limits stay out of it.
    const answers = await allAtOnce(REQUESTS, (i) =>
      call(`/api/restaurants/${restaurant.id}/reservations`, {
        method: 'POST',
        client: `10.20.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        body: bookingBody(DAY, '19:00', {
          guest_name: `Racing Guest ${i}`,
          guest_email: `racer${i}-${restaurant.id}@example.com`,
        }),
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FLOOR.tables.length);
    const [first, second] = servedBy(answers);
    expect(first).toBeGreaterThan(REQUESTS / 4);
    expect(second).toBeGreaterThan(REQUESTS / 4);
    const acceptedBy = servedBy(answers.filter((answer) => answer.status === 201));
    console.info(
      `${REQUESTS} bookings in ${seconds.toFixed(1)} s; served ${first}/${second}, ` +
        `accepted ${acceptedBy.join('/')} by process 0/1`,
    );

    const { db } = database;
    const unseated = await db.execute(sql`
      select r.id from ${reservations} r
      where r.restaurant_id = ${restaurant.id} and r.status not in ('cancelled', 'declined')
        and not exists (select 1 from ${reservationTables} h where h.reservation_id = r.id)`);
    expect(rowsOf(unseated)).toEqual([]);
    const doubled = await db.execute(sql`
      select a.table_id from ${reservationTables} a join ${reservationTables} b
        on a.table_id = b.table_id and a.reservation_id < b.reservation_id
       and a.starts_at < b.ends_at and b.starts_at < a.ends_at
      where a.restaurant_id = ${restaurant.id}`);
    expect(rowsOf(doubled)).toEqual([]);
    const [held] = await db
      .select({ total: count() })
      .from(reservations)
      .where(
        and(eq(reservations.restaurant_id, restaurant.id), ne(reservations.status, 'cancelled')),
      );
    expect(held?.total).toBe(FLOOR.tables.length);
  });
});
