/**
 * Walk-ins: a party seated now at the smallest free table that seats it (host-only ones too,
 * combinations last), or at the tables the host chose if they are free for its turn; refused
 * with the reason and nothing written otherwise; ten identical requests for one table seat one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorCodes, hostStandCodes } from '@tablefor/shared';
import { databaseFingerprint } from '../../test/database-fingerprint.ts';
import { signedUpUser } from '../../test/factories.ts';
import { allAtOnce, storedReservation } from '../../test/race-checks.ts';
import { createRestaurant, tablesOf } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectRefused, getFloor, tableId } from '../floor/floor-test-helpers.ts';
import {
  ownedRestaurant as restaurantOfNewOwner,
  seatedWalkIn,
  walkIn,
} from './host-stand-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function ownedRestaurant(fields: Parameters<typeof createRestaurant>[1] = {}) {
  const { owner, restaurant } = await restaurantOfNewOwner(t, fields);
  const floor = await getFloor(t, restaurant.id, owner.headers);
  return { owner, restaurant, table: (label: string) => tableId(floor, label) };
}

describe('POST /api/owner/restaurants/:id/walk-ins', () => {
  it('seats the party now at the smallest free table, stored as a seated walk-in', async () => {
    const { owner, restaurant } = await ownedRestaurant();
    const before = Date.now();
    const seated = await seatedWalkIn(
      t,
      restaurant.id,
      { party_size: 2, guest_name: '  Walt Walker ' },
      owner.headers,
    );
    expect(seated).toMatchObject({
      status: 'seated',
      walk_in: true,
      guest_name: 'Walt Walker',
      party_size: 2,
      table_labels: ['A1'],
      started: true,
      visits: 0,
      no_shows: 0,
    });
    const start = Date.parse(seated.reservation_time);
    expect(start).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(seated.ends_at) - start).toBe(90 * 60_000);
    const stored = await storedReservation(t.db, seated.id);
    expect(stored).toMatchObject({ walk_in: true, status: 'seated', guest_name: 'Walt Walker' });
  });

  it('stores a nameless party without a name and shows it as an empty name', async () => {
    const { owner, restaurant } = await ownedRestaurant();
    const seated = await seatedWalkIn(t, restaurant.id, { party_size: 1 }, owner.headers);
    expect(seated.guest_name).toBe('');
    expect((await storedReservation(t.db, seated.id)).guest_name).toBeNull();
  });

  it('seats the next party at the next table, a big one at the host-only table, combinations last', async () => {
    const { owner, restaurant } = await ownedRestaurant();
    const labels = async (party_size: number) =>
      (await seatedWalkIn(t, restaurant.id, { party_size }, owner.headers)).table_labels;
    expect(await labels(5)).toEqual(['P1']); // host-only: never offered online
    expect(await labels(2)).toEqual(['A1']);
    expect(await labels(2)).toEqual(['A2']);
    expect(await labels(3)).toEqual(['B1']);
  });

  it('seats a party of four at the combined 2-tops when the 4-top is taken', async () => {
    const { owner, restaurant, table } = await ownedRestaurant();
    await seatedWalkIn(
      t,
      restaurant.id,
      { party_size: 4, table_ids: [table('B1')] },
      owner.headers,
    );
    await seatedWalkIn(
      t,
      restaurant.id,
      { party_size: 4, table_ids: [table('P1')] },
      owner.headers,
    );
    const seated = await seatedWalkIn(t, restaurant.id, { party_size: 4 }, owner.headers);
    expect(seated.table_labels).toEqual(['A1', 'A2']);
  });

  it('seats at the tables the host chose, pushed together if they like, at any hour', async () => {
    const { owner, restaurant, table } = await ownedRestaurant({ opening_hours: {} });
    const seated = await seatedWalkIn(
      t,
      restaurant.id,
      { party_size: 7, table_ids: [table('B1'), table('P1')] },
      owner.headers,
    );
    expect(seated.table_labels).toEqual(['B1', 'P1']);
  });

  it('seats a party past the pacing cap: pacing limits online bookings, the host decides', async () => {
    const { owner, restaurant } = await ownedRestaurant({ pacing_max_covers: 2 });
    await seatedWalkIn(t, restaurant.id, { party_size: 2 }, owner.headers);
    const seated = await seatedWalkIn(t, restaurant.id, { party_size: 4 }, owner.headers);
    expect(seated.table_labels).toEqual(['B1']);
  });

  it('refuses a table taken now with 409 and writes nothing', async () => {
    const { owner, restaurant, table } = await ownedRestaurant();
    await seatedWalkIn(
      t,
      restaurant.id,
      { party_size: 2, table_ids: [table('A2')] },
      owner.headers,
    );
    const before = await databaseFingerprint(t.db);
    const res = await walkIn(
      t,
      restaurant.id,
      { party_size: 2, table_ids: [table('A2')] },
      owner.headers,
    );
    expectRefused(res, [{ field: 'table_ids', code: floorCodes.tablesTaken }], 409);
    expect(await databaseFingerprint(t.db)).toBe(before);
  });

  it('refuses with 409 when no free table seats the party now', async () => {
    const { owner, restaurant } = await ownedRestaurant();
    await seatedWalkIn(t, restaurant.id, { party_size: 6 }, owner.headers);
    const before = await databaseFingerprint(t.db);
    const res = await walkIn(t, restaurant.id, { party_size: 6 }, owner.headers);
    expectRefused(res, [{ field: 'party_size', code: hostStandCodes.noTableNow }], 409);
    expect(await databaseFingerprint(t.db)).toBe(before);
  });

  it("refuses another restaurant's table, and tables too small, with 400", async () => {
    const { owner, restaurant, table } = await ownedRestaurant();
    const theirs = await ownedRestaurant();
    const before = await databaseFingerprint(t.db);
    expectRefused(
      await walkIn(
        t,
        restaurant.id,
        { party_size: 2, table_ids: [theirs.table('A1')] },
        owner.headers,
      ),
      [{ field: 'table_ids', code: floorCodes.unknownTable }],
    );
    expectRefused(
      await walkIn(t, restaurant.id, { party_size: 4, table_ids: [table('A1')] }, owner.headers),
      [{ field: 'table_ids', code: floorCodes.tablesTooSmall }],
    );
    expect(await databaseFingerprint(t.db)).toBe(before);
  });

  it.each([
    [{ party_size: 0 }, ['party_size']],
    [{ party_size: 31 }, ['party_size']],
    [{ party_size: 2.5 }, ['party_size']],
    [{ party_size: '2' }, ['party_size']],
    [{}, ['party_size']],
    [{ party_size: 2, guest_name: 'x'.repeat(81) }, ['guest_name']],
    [{ party_size: 2, table_ids: [] }, ['table_ids']],
    [{ party_size: 2, table_ids: ['A1'] }, ['table_ids.0']],
  ])('answers %j with 400 naming %j, and writes nothing', async (payload, fields) => {
    const { owner, restaurant } = await ownedRestaurant();
    const before = await databaseFingerprint(t.db);
    const res = await walkIn(t, restaurant.id, payload, owner.headers);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ errors: string[]; details: { field: string }[] }>();
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.details.map((detail) => detail.field)).toEqual(fields);
    expect(await databaseFingerprint(t.db)).toBe(before);
  });

  it('seats exactly one of ten identical walk-ins for the one 2-top', async () => {
    const owner = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { owner_id: owner.id, floor: tablesOf([2]) });
    const answers = await allAtOnce(10, () =>
      walkIn(t, restaurant.id, { party_size: 2 }, owner.headers),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().details[0].code).toBe(hostStandCodes.noTableNow);
    }
  });
});
