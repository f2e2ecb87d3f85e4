/**
 * Moving a reservation in time as well as between tables: an upcoming one goes to a future time
 * at tables free over its turn from there, its diner is told, and a new reminder will follow;
 * a seated party, a past time or a taken table are refused and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorCodes, reservationCodes, type BookedReservation } from '@tablefor/shared';
import { allAtOnce, outboxIds, storedReservation } from '../../test/race-checks.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expectRefused,
  floorFingerprint,
  getFloor,
  SMALL_FLOOR,
  tableId,
} from './floor-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUpUser(t);
});
afterAll(() => t.close());

const DAY = nextWeekday(5);

async function bookedAt(times: string[], fields: { guest_email?: string } = {}) {
  const restaurant = await createRestaurant(t.db, { owner_id: owner.id, floor: SMALL_FLOOR });
  const reservations = [];
  for (const time of times) {
    reservations.push(
      await createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: laTime(DAY, time),
        guest_name: 'Gail Guest',
        ...fields,
      }),
    );
  }
  const floor = await getFloor(t, restaurant.id, owner.headers);
  return { reservations, table: (label: string) => tableId(floor, label) };
}

const move = (id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/reservations/${id}/table`,
    payload,
    headers: owner.headers,
  });

describe('POST /api/owner/reservations/:id/table with a reservation_time', () => {
  it('moves an upcoming reservation to a later time and other tables, and tells the diner', async () => {
    const email = `moved-${Date.now()}@example.com`;
    const { reservations, table } = await bookedAt(['19:00'], { guest_email: email });
    const [booking] = reservations;
    const res = await move(booking!.id, {
      table_ids: [table('B1')],
      reservation_time: laTime(DAY, '20:15').toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BookedReservation>()).toMatchObject({
      local_time: '20:15',
      table_labels: ['B1'],
    });
    const stored = await storedReservation(t.db, booking!.id);
    expect(stored.reservation_time).toEqual(laTime(DAY, '20:15'));
    expect(stored.reminder_queued_at).toBeNull();
    expect(await outboxIds(t.db, email, 'reservation.changed')).toHaveLength(1);
  });

  it('ten identical moves in time have one effect: one new time, one e-mail, no error', async () => {
    const email = `raced-${Date.now()}@example.com`;
    const { reservations, table } = await bookedAt(['19:00'], { guest_email: email });
    const id = reservations[0]!.id;
    const payload = { table_ids: [table('B1')], reservation_time: laTime(DAY, '20:15') };
    const answers = await allAtOnce(10, () => move(id, payload));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect((await storedReservation(t.db, id)).reservation_time).toEqual(laTime(DAY, '20:15'));
    // The nine that found it already there changed nothing, so told nobody.
    expect(await outboxIds(t.db, email, 'reservation.changed')).toHaveLength(1);
  });

  it('keeps {table_ids} alone working as before: the same time', async () => {
    const { reservations, table } = await bookedAt(['19:00']);
    const res = await move(reservations[0]!.id, { table_ids: [table('A2')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BookedReservation>()).toMatchObject({
      local_time: '19:00',
      table_labels: ['A2'],
    });
  });

  it('refuses a time whose turn meets another booking at those tables, and changes nothing', async () => {
    const { reservations, table } = await bookedAt(['18:00', '21:00']);
    // The first sits at A1, the second too (A1 is free again by then).
    const before = await floorFingerprint(t.db);
    const res = await move(reservations[0]!.id, {
      table_ids: [table('A1')],
      reservation_time: laTime(DAY, '20:00').toISOString(),
    });
    expectRefused(res, [{ field: 'table_ids', code: floorCodes.tablesTaken }], 409);
    expect(await floorFingerprint(t.db)).toBe(before);
  });

  it('refuses a past time with 400', async () => {
    const { reservations, table } = await bookedAt(['19:00']);
    const res = await move(reservations[0]!.id, {
      table_ids: [table('A1')],
      reservation_time: new Date(Date.now() - 60_000).toISOString(),
    });
    expectRefused(res, [{ field: 'reservation_time', code: reservationCodes.futureTime }]);
  });

  it('refuses a time that is not a time with 400', async () => {
    const { reservations, table } = await bookedAt(['19:00']);
    const res = await move(reservations[0]!.id, {
      table_ids: [table('A1')],
      reservation_time: 'tonight',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['reservation_time']);
  });
});
