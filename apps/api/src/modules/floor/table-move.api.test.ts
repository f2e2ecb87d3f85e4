import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  bookedReservationSchema,
  floorCodes as m,
  type BookedReservation,
  type Floor,
} from '@tablefor/shared';
import { reservationTables } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { allAtOnce, storedReservation } from '../../test/race-checks.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  todayInLa,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  SMALL_FLOOR,
  expectRefused,
  floorFingerprint,
  getFloor,
  tableId,
} from './floor-test-helpers.ts';
import { isExclusionViolation } from './table-move.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
let stranger: Awaited<ReturnType<typeof signedUpUser>>;
let foreign: Floor;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUpAdmin(t);
  owner = await signedUpUser(t);
  stranger = await signedUpUser(t);
  const theirs = await createRestaurant(t.db, { owner_id: stranger.id, floor: SMALL_FLOOR });
  foreign = await getFloor(t, theirs.id, stranger.headers);
});
afterAll(() => t.close());

const DAY = nextWeekday(5);

/** The small floor with reservations of these parties (seated A1, A2, B1... in turn) on DAY. */
async function booked(parties: { party_size: number; time?: string; day?: string }[]) {
  const restaurant = await createRestaurant(t.db, { owner_id: owner.id, floor: SMALL_FLOOR });
  const reservations = [];
  for (const { party_size, time = '19:00', day = DAY } of parties) {
    reservations.push(
      await createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: laTime(day, time),
        party_size,
      }),
    );
  }
  return { reservations, floor: await getFloor(t, restaurant.id, owner.headers) };
}

const move = (id: number, table_ids: number[], headers: Record<string, string> = owner.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/owner/reservations/${id}/table`,
    payload: { table_ids },
    headers,
  });

const heldTables = async (reservationId: number) =>
  (
    await t.db
      .select({ id: reservationTables.table_id })
      .from(reservationTables)
      .where(eq(reservationTables.reservation_id, reservationId))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

describe('moving a reservation to other tables', () => {
  it('seats it there and answers it as the book shows it', async () => {
    const { reservations, floor } = await booked([{ party_size: 2 }]);
    const res = await move(reservations[0]!.id, [tableId(floor, 'B1')]);
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<BookedReservation>();
    expect(bookedReservationSchema.parse(moved)).toEqual(moved);
    expect(moved).toMatchObject({ id: reservations[0]!.id, table_labels: ['B1'] });
    expect(await heldTables(reservations[0]!.id)).toEqual([tableId(floor, 'B1')]);
  });

  it('to host-only tables, to a combination, or to tables pushed together', async () => {
    const { reservations, floor } = await booked([{ party_size: 4 }]);
    const id = reservations[0]!.id;
    const [a1, a2, b1, h1] = ['A1', 'A2', 'B1', 'H1'].map((label) => tableId(floor, label));
    expect((await move(id, [h1!])).statusCode).toBe(200);
    expect((await move(id, [a2!, a1!], admin.headers)).json().table_labels).toEqual(['A1', 'A2']);
    expect((await move(id, [a1!, b1!])).statusCode).toBe(200);
    expect(await heldTables(id)).toEqual([a1, b1].sort((x, y) => x! - y!));
  });

  it('is refused (409) when a table is taken over its span, and nothing changes', async () => {
    const { reservations, floor } = await booked([
      { party_size: 2, time: '19:00' },
      { party_size: 2, time: '20:15' },
    ]);
    // The 19:00 party keeps A1 to 20:30; the 20:15 one took A2, not the 2-top still taken.
    const [first, second] = reservations;
    const before = await floorFingerprint(t.db);
    expectRefused(
      await move(second!.id, [tableId(floor, 'A1')]),
      [{ field: 'table_ids', code: m.tablesTaken }],
      409,
    );
    expect(await floorFingerprint(t.db)).toBe(before);
    expect(await heldTables(first!.id)).toEqual([tableId(floor, 'A1')]);
  });

  it("is refused (400) for another restaurant's tables, or tables too small for the party", async () => {
    const { reservations, floor } = await booked([{ party_size: 4 }]);
    const before = await floorFingerprint(t.db);
    expectRefused(await move(reservations[0]!.id, [foreign.tables[2]!.id]), [
      { field: 'table_ids', code: m.unknownTable },
    ]);
    expectRefused(await move(reservations[0]!.id, [tableId(floor, 'A1')]), [
      { field: 'table_ids', code: m.tablesTooSmall },
    ]);
    expect(await floorFingerprint(t.db)).toBe(before);
  });

  it('is refused (409) for a released or past reservation, and allowed for a seated one', async () => {
    const yesterday = addDays(todayInLa(), -1);
    const { reservations, floor } = await booked([
      { party_size: 2, day: yesterday, time: '19:00' },
      { party_size: 2, day: yesterday, time: '12:00' },
      { party_size: 2 },
    ]);
    const [past, seated, cancelled] = reservations;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/owner/reservations/${cancelled!.id}/cancel`,
      payload: { reason: 'The kitchen is closed for a private event' },
      headers: owner.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expectRefused(
      await move(cancelled!.id, [tableId(floor, 'B1')]),
      [{ field: 'reservation', code: m.notMovable }],
      409,
    );
    expect((await storedReservation(t.db, past!.id)).status).toBe('confirmed');
    expectRefused(
      await move(past!.id, [tableId(floor, 'B1')]),
      [{ field: 'reservation', code: m.notMovable }],
      409,
    );
    const outcome = await t.app.inject({
      method: 'POST',
      url: `/api/owner/reservations/${seated!.id}/outcome`,
      payload: { outcome: 'seated' },
      headers: owner.headers,
    });
    expect(outcome.statusCode, outcome.body).toBe(200);
    expect((await move(seated!.id, [tableId(floor, 'B1')])).statusCode).toBe(200);
  });

  it("is for the restaurant's owners and administrators only", async () => {
    const { reservations, floor } = await booked([{ party_size: 2 }]);
    const tables = [tableId(floor, 'B1')];
    expect((await move(reservations[0]!.id, tables, {})).statusCode).toBe(401);
    expect((await move(reservations[0]!.id, tables, stranger.headers)).statusCode).toBe(403);
    expect((await move(reservations[0]!.id, tables, admin.headers)).statusCode).toBe(200);
  });
});

describe('moves at once', () => {
  it('ten identical moves have one effect, and none fails', async () => {
    const { reservations, floor } = await booked([{ party_size: 2 }]);
    const target = tableId(floor, 'B1');
    const answers = await allAtOnce(10, () => move(reservations[0]!.id, [target]));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await heldTables(reservations[0]!.id)).toEqual([target]);
  });

  it('two reservations racing for one table: one moves, the other is told it is taken', async () => {
    const { reservations, floor } = await booked([{ party_size: 2 }, { party_size: 2 }]);
    const target = tableId(floor, 'B1');
    const answers = await allAtOnce(2, (i) => move(reservations[i]!.id, [target]));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.table_id, target));
    expect(holders).toHaveLength(1);
  });

  it("the database's refusal of one table twice at once is recognized as a taken table", async () => {
    const { reservations, floor } = await booked([{ party_size: 2 }, { party_size: 2 }]);
    const [row] = await t.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservation_id, reservations[0]!.id));
    const clash = await t.db
      .insert(reservationTables)
      .values({ ...row!, reservation_id: reservations[1]!.id, table_id: tableId(floor, 'A1') })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isExclusionViolation(clash)).toBe(true);
    expect(isExclusionViolation(new Error('other'))).toBe(false);
  });
});
