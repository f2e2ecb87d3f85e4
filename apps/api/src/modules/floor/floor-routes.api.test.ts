import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, floorSavedSchema, floorSchema } from '@tablefor/shared';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  SMALL_FLOOR,
  asInput,
  floorFingerprint,
  getFloor,
  putFloor,
  savedFloor,
  tableId,
} from './floor-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
let stranger: Awaited<ReturnType<typeof signedUpUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUpAdmin(t);
  owner = await signedUpUser(t);
  stranger = await signedUpUser(t);
  // The stranger owns a restaurant too: owning one is not owning this one.
  await createRestaurant(t.db, { owner_id: stranger.id });
});
afterAll(() => t.close());

const ownedRestaurant = () => createRestaurant(t.db, { owner_id: owner.id, floor: SMALL_FLOOR });

describe('reading the floor', () => {
  it('answers areas and tables in their order, combinations, turn times by party and pacing', async () => {
    const restaurant = await ownedRestaurant();
    const floor = await getFloor(t, restaurant.id, owner.headers);
    expect(floorSchema.parse(floor)).toEqual(floor);
    const area = floor.areas[0]!.id;
    expect(floor.areas).toEqual([{ id: area, name: 'Main room' }]);
    expect(floor.tables.map(({ id: _id, ...table }) => table)).toEqual([
      { label: 'A1', area_id: area, min_covers: 1, max_covers: 2, online: true },
      { label: 'A2', area_id: area, min_covers: 1, max_covers: 2, online: true },
      { label: 'B1', area_id: area, min_covers: 2, max_covers: 4, online: true },
      { label: 'H1', area_id: area, min_covers: 3, max_covers: 6, online: false },
    ]);
    expect(floor.combinations.map(({ id: _id, ...combination }) => combination)).toEqual([
      {
        table_ids: [tableId(floor, 'A1'), tableId(floor, 'A2')],
        min_covers: 3,
        max_covers: 4,
      },
    ]);
    expect(floor.turn_times.map((turn) => turn.max_party)).toEqual([2, 4, 6, 7]);
    expect(floor.pacing).toEqual({ interval_minutes: 15, max_covers: null });
  });

  it('is for its owners and administrators only', async () => {
    const restaurant = await ownedRestaurant();
    const url = `/api/owner/restaurants/${restaurant.id}/floor`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const refused = await t.app.inject({ url, headers: stranger.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([`auth: ${authMessages.ownersOnly}`]);
    expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
  });

  it("refuses a stranger's save before reading it, and changes nothing", async () => {
    const restaurant = await ownedRestaurant();
    const before = await floorFingerprint(t.db);
    const res = await putFloor(t, restaurant.id, { areas: [] } as never, stranger.headers);
    expect(res.statusCode).toBe(403);
    expect(await floorFingerprint(t.db)).toBe(before);
  });
});

describe('saving the floor', () => {
  it('ten identical saves at once leave one floor: one new table, one area, no error', async () => {
    const restaurant = await ownedRestaurant();
    const input = asInput(await getFloor(t, restaurant.id, owner.headers));
    const payload = {
      ...input,
      areas: [...input.areas, { id: -1, name: 'Patio' }],
      tables: [...input.tables, { id: -1, label: 'P1', area_id: -1, min_covers: 1, max_covers: 4 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => putFloor(t, restaurant.id, payload, owner.headers)),
    );
    // Each save replaces the floor as sent, one after another under the restaurant's lock: the
    // first adds the patio, the later ones find it saved and not listed, and put it back.
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const floor = await getFloor(t, restaurant.id, owner.headers);
    expect(floor.areas.map((area) => area.name)).toEqual(['Main room', 'Patio']);
    expect(floor.tables.map((table) => table.label)).toEqual(['A1', 'A2', 'B1', 'H1', 'P1']);
    expect(floor.tables.slice(0, 4)).toEqual(input.tables);
  });

  it('adds an area, tables and a combination named by temporary ids, and answers real ids', async () => {
    const restaurant = await ownedRestaurant();
    const floor = await getFloor(t, restaurant.id, owner.headers);
    const input = asInput(floor);
    const saved = savedFloor(
      await putFloor(
        t,
        restaurant.id,
        {
          ...input,
          areas: [{ id: -1, name: 'Patio' }, ...input.areas],
          tables: [
            ...input.tables,
            { id: -1, label: 'P1', area_id: -1, min_covers: 1, max_covers: 4 },
            { id: -2, label: 'P2', area_id: -1, min_covers: 1, max_covers: 4, online: false },
          ],
          combinations: [
            ...input.combinations,
            { table_ids: [-1, -2], min_covers: 5, max_covers: 8 },
          ],
          pacing: { max_covers: 12 },
        },
        owner.headers,
      ),
    );
    expect(floorSavedSchema.parse(saved)).toEqual(saved);
    const patio = saved.areas[0]!;
    expect(saved.areas.map((area) => area.name)).toEqual(['Patio', 'Main room']);
    expect(patio.id).toBeGreaterThan(0);
    expect(saved.areas[1]!.id).toBe(floor.areas[0]!.id);
    const [p1, p2] = [tableId(saved, 'P1'), tableId(saved, 'P2')];
    expect(Math.min(p1, p2)).toBeGreaterThan(0);
    expect(saved.tables.map((table) => table.label)).toEqual(['A1', 'A2', 'B1', 'H1', 'P1', 'P2']);
    expect(saved.tables.slice(0, 4)).toEqual(floor.tables);
    expect(saved.tables.find((table) => table.id === p2)).toMatchObject({
      area_id: patio.id,
      online: false,
    });
    expect(saved.combinations).toHaveLength(2);
    expect(saved.combinations[0]).toEqual(floor.combinations[0]);
    expect(saved.combinations[1]).toMatchObject({ table_ids: [p1, p2], min_covers: 5 });
    expect(saved.pacing.max_covers).toBe(12);
    expect(saved.conflicts).toEqual([]);
    // The answer is the floor as it now reads.
    const { conflicts: _conflicts, ...asRead } = saved;
    expect(await getFloor(t, restaurant.id, owner.headers)).toEqual(asRead);
  });

  it('renames, reorders and swaps labels of kept tables, and replaces the turn times', async () => {
    const restaurant = await ownedRestaurant();
    const floor = await getFloor(t, restaurant.id, owner.headers);
    const [a1, a2, b1, h1] = floor.tables;
    const saved = savedFloor(
      await putFloor(
        t,
        restaurant.id,
        {
          ...asInput(floor),
          areas: [{ ...floor.areas[0]!, name: 'Dining room' }],
          tables: [
            { ...h1!, online: true },
            { ...b1! },
            { ...a1!, label: 'A2' },
            { ...a2!, label: 'A1' },
          ],
          turn_times: [
            { max_party: 4, minutes: 60 },
            { max_party: 8, minutes: 120 },
          ],
        },
        owner.headers,
      ),
    );
    expect(saved.areas).toEqual([{ id: floor.areas[0]!.id, name: 'Dining room' }]);
    expect(saved.tables.map((table) => [table.id, table.label])).toEqual([
      [h1!.id, 'H1'],
      [b1!.id, 'B1'],
      [a1!.id, 'A2'],
      [a2!.id, 'A1'],
    ]);
    expect(saved.turn_times).toEqual([
      { max_party: 4, minutes: 60 },
      { max_party: 8, minutes: 120 },
    ]);
  });

  it("moves the restaurant's largest online party with the save", async () => {
    const restaurant = await ownedRestaurant();
    const detail = async () =>
      (await t.app.inject({ url: `/api/restaurants/${restaurant.id}` })).json<{
        largest_party: number;
      }>().largest_party;
    // The host-only 6-top does not count; the 2-tops' combination and the 4-top seat 4.
    expect(await detail()).toBe(4);
    const floor = await getFloor(t, restaurant.id, owner.headers);
    const tables = floor.tables.map((table) => ({ ...table, online: true }));
    savedFloor(await putFloor(t, restaurant.id, { ...asInput(floor), tables }, owner.headers));
    expect(await detail()).toBe(6);
  });

  it('with dry_run answers what saving would, and changes nothing', async () => {
    const restaurant = await ownedRestaurant();
    const floor = await getFloor(t, restaurant.id, owner.headers);
    const input = {
      ...asInput(floor),
      tables: [
        ...floor.tables,
        { id: -1, label: 'N1', area_id: floor.areas[0]!.id, min_covers: 1, max_covers: 2 },
      ],
    };
    const before = await floorFingerprint(t.db);
    const preview = savedFloor(
      await putFloor(t, restaurant.id, input, admin.headers, '?dry_run=true'),
    );
    expect(preview.tables.map((table) => table.label)).toEqual(['A1', 'A2', 'B1', 'H1', 'N1']);
    expect(await floorFingerprint(t.db)).toBe(before);
    expect(await getFloor(t, restaurant.id, owner.headers)).toEqual(floor);
    // The same save for real answers the same floor (a new row's id aside).
    const saved = savedFloor(
      await putFloor(t, restaurant.id, input, admin.headers, '?dry_run=false'),
    );
    expect(saved.tables.map((table) => table.label)).toEqual(['A1', 'A2', 'B1', 'H1', 'N1']);
  });
});
