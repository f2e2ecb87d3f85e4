import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, floorCodes as m, type Floor, type FloorInput } from '@tablefor/shared';
import { reservationTables } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  todayInLa,
} from '../../test/restaurant-factory.ts';
import { storedReservation } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  SMALL_FLOOR,
  asInput,
  expectRefused,
  floorFingerprint,
  getFloor,
  putFloor,
  savedFloor,
  tableId,
} from './floor-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUpUser(t);
});
afterAll(() => t.close());

const DAY = nextWeekday(4);

/** A restaurant with the small floor, and reservations of these party sizes at 19:00 on DAY. */
async function bookedRestaurant(parties: number[], time = '19:00') {
  const restaurant = await createRestaurant(t.db, { owner_id: owner.id, floor: SMALL_FLOOR });
  const reservations = [];
  for (const party_size of parties) {
    reservations.push(
      await createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: laTime(DAY, time),
        party_size,
      }),
    );
  }
  return {
    id: restaurant.id,
    reservations,
    floor: await getFloor(t, restaurant.id, owner.headers),
  };
}

/** The floor without the tables of these labels (and the combinations that joined them). */
function without(floor: Floor, ...labels: string[]): FloorInput {
  const gone = new Set(labels.map((label) => tableId(floor, label)));
  const input = asInput(floor);
  return {
    ...input,
    tables: input.tables.filter((table) => !gone.has(table.id!)),
    combinations: input.combinations.filter((c) => !c.table_ids.some((id) => gone.has(id))),
  };
}

/** The labels of the tables a reservation holds, as the owner's book shows them. */
async function labelsOf(restaurantId: number, reservationId: number) {
  const rows = await t.db
    .select({ table: reservationTables.table_id })
    .from(reservationTables)
    .where(eq(reservationTables.reservation_id, reservationId));
  const floor = await getFloor(t, restaurantId, owner.headers);
  return rows.map((row) => floor.tables.find((table) => table.id === row.table)?.label).sort();
}

describe('removing a table that holds upcoming reservations', () => {
  it('is refused without move_reservations, and nothing changes', async () => {
    const { id, reservations, floor } = await bookedRestaurant([2]);
    expect(await labelsOf(id, reservations[0]!.id)).toEqual(['A1']);
    const before = await floorFingerprint(t.db);
    expectRefused(await putFloor(t, id, without(floor, 'A1'), owner.headers), [
      { field: 'move_reservations', code: m.removedTableBooked },
    ]);
    expect(await floorFingerprint(t.db)).toBe(before);
    expect(await getFloor(t, id, owner.headers)).toEqual(floor);
  });

  it('moves them with move_reservations: to a free table that seats them, or else to none (a conflict)', async () => {
    const { id, reservations, floor } = await bookedRestaurant([2, 2]);
    const [first, second] = reservations;
    expect(await labelsOf(id, second!.id)).toEqual(['A2']);
    // The 4-top takes the first; the host-only 6-top seats 3 at least, so the second has none.
    const saved = savedFloor(
      await putFloor(
        t,
        id,
        { ...without(floor, 'A1', 'A2'), move_reservations: true },
        owner.headers,
      ),
    );
    expect(saved.tables.map((table) => table.label)).toEqual(['B1', 'H1']);
    expect(await labelsOf(id, first!.id)).toEqual(['B1']);
    expect(await labelsOf(id, second!.id)).toEqual([]);
    expect(saved.conflicts).toEqual([
      {
        reservation: expect.objectContaining({ id: second!.id, table_ids: [] }),
        reason: 'no_table',
      },
    ]);
    // Kept, not dropped: the owner decides what to do about it.
    expect((await storedReservation(t.db, second!.id))?.status).toBe('confirmed');
  });

  it('keeps the span each moved reservation held', async () => {
    const { id, reservations, floor } = await bookedRestaurant([2]);
    const [before] = await t.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservation_id, reservations[0]!.id));
    savedFloor(
      await putFloor(t, id, { ...without(floor, 'A1'), move_reservations: true }, owner.headers),
    );
    const [after] = await t.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservation_id, reservations[0]!.id));
    expect(after).toEqual({ ...before, table_id: tableId(floor, 'A2') });
  });

  it('is not refused for reservations that have passed or were cancelled', async () => {
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id, floor: SMALL_FLOOR });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(addDays(todayInLa(), -1), '19:00'),
      status: 'completed',
    });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '19:00'),
      status: 'cancelled',
    });
    const floor = await getFloor(t, restaurant.id, owner.headers);
    const saved = savedFloor(await putFloor(t, restaurant.id, without(floor, 'A1'), owner.headers));
    expect(saved.conflicts).toEqual([]);
  });

  it('as a dry run answers the moves and conflicts, and changes nothing', async () => {
    const { id, reservations, floor } = await bookedRestaurant([2, 2]);
    const before = await floorFingerprint(t.db);
    const input = { ...without(floor, 'A1', 'A2'), move_reservations: true };
    const preview = savedFloor(await putFloor(t, id, input, owner.headers, '?dry_run=true'));
    expect(preview.conflicts.map((c) => [c.reservation.id, c.reason])).toEqual([
      [reservations[1]!.id, 'no_table'],
    ]);
    expect(await floorFingerprint(t.db)).toBe(before);
    expect(await labelsOf(id, reservations[1]!.id)).toEqual(['A2']);
  });
});

describe('shrinking a table', () => {
  it('below the party it holds lists the reservation as a conflict, table too small', async () => {
    const { id, reservations, floor } = await bookedRestaurant([4]);
    expect(await labelsOf(id, reservations[0]!.id)).toEqual(['B1']);
    const input = asInput(floor);
    const tables = input.tables.map((table) =>
      table.label === 'B1' ? { ...table, min_covers: 1, max_covers: 3 } : table,
    );
    const saved = savedFloor(await putFloor(t, id, { ...input, tables }, owner.headers));
    expect(saved.conflicts).toEqual([
      {
        reservation: expect.objectContaining({ id: reservations[0]!.id, table_labels: ['B1'] }),
        reason: 'table_too_small',
      },
    ]);
    const book = await t.app.inject({
      url: `/api/owner/restaurants/${id}/conflicts`,
      headers: owner.headers,
    });
    expect(book.json().conflicts).toEqual(saved.conflicts);
  });
});
