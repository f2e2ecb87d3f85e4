import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorCodes as m, type Floor, type FloorInput, type MessageCode } from '@tablefor/shared';
import { diningTables } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { floorNameClash } from './floor-save.ts';
import {
  SMALL_FLOOR,
  asInput,
  expectRefused,
  floorFingerprint,
  getFloor,
  putFloor,
} from './floor-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedUpUser>>;
let restaurantId: number;
let floor: Floor;
let foreign: Floor;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUpUser(t);
  restaurantId = (await createRestaurant(t.db, { owner_id: owner.id, floor: SMALL_FLOOR })).id;
  floor = await getFloor(t, restaurantId, owner.headers);
  const other = await signedUpUser(t);
  const theirs = await createRestaurant(t.db, { owner_id: other.id, floor: SMALL_FLOOR });
  foreign = await getFloor(t, theirs.id, other.headers);
});
afterAll(() => t.close());

/** Saving `change` of the floor is refused with exactly these problems, and changes nothing. */
async function expectSaveRefused(
  change: (input: FloorInput) => FloorInput,
  details: { field: string; code: MessageCode }[],
) {
  const before = await floorFingerprint(t.db);
  expectRefused(await putFloor(t, restaurantId, change(asInput(floor)), owner.headers), details);
  expect(await floorFingerprint(t.db)).toBe(before);
  expect(await getFloor(t, restaurantId, owner.headers)).toEqual(floor);
}

const area = () => floor.areas[0]!.id;
const newTable = (label: string, covers = { min_covers: 1, max_covers: 2 }) => ({
  label,
  area_id: area(),
  ...covers,
});

describe('a floor is refused, with the rule it breaks', () => {
  it('when two tables have one label (whatever the case)', async () => {
    await expectSaveRefused(
      (input) => ({ ...input, tables: [...input.tables, newTable('a1')] }),
      [{ field: 'tables.4.label', code: m.tableLabelTaken }],
    );
  });

  it('when a table seats fewer at most than at least', async () => {
    await expectSaveRefused(
      (input) => ({
        ...input,
        tables: [...input.tables, newTable('N1', { min_covers: 4, max_covers: 2 })],
      }),
      [{ field: 'tables.4.min_covers', code: m.coversOrder }],
    );
  });

  it('when a combination joins fewer than two tables', async () => {
    await expectSaveRefused(
      (input) => ({
        ...input,
        combinations: [{ table_ids: [floor.tables[0]!.id], min_covers: 1, max_covers: 2 }],
      }),
      [{ field: 'combinations.0.table_ids', code: m.combinationSize }],
    );
  });

  it("when a combination joins another restaurant's table", async () => {
    const theirs = foreign.tables[0]!.id;
    await expectSaveRefused(
      (input) => ({
        ...input,
        combinations: [{ table_ids: [floor.tables[2]!.id, theirs], min_covers: 3, max_covers: 6 }],
      }),
      [{ field: 'combinations.0.table_ids', code: m.combinationTable }],
    );
    // Listed as one of this floor's tables, it is refused as a row that is not this restaurant's.
    await expectSaveRefused(
      (input) => ({
        ...input,
        tables: [...input.tables, { ...foreign.tables[0]!, label: 'X1', area_id: area() }],
        combinations: [{ table_ids: [floor.tables[2]!.id, theirs], min_covers: 3, max_covers: 6 }],
      }),
      [{ field: 'tables.4.id', code: m.combinationTable }],
    );
  });

  it("when an area or a combination is another restaurant's, or a new row's id is given twice", async () => {
    await expectSaveRefused(
      (input) => ({ ...input, areas: [...input.areas, { ...foreign.areas[0]!, name: 'Bar' }] }),
      [{ field: 'areas.1.id', code: m.tableArea }],
    );
    await expectSaveRefused(
      (input) => ({
        ...input,
        combinations: [{ ...input.combinations[0]!, id: foreign.combinations[0]!.id }],
      }),
      [{ field: 'combinations.0.id', code: m.combinationTable }],
    );
    await expectSaveRefused(
      (input) => ({
        ...input,
        tables: [...input.tables, { id: -1, ...newTable('N1') }, { id: -1, ...newTable('N2') }],
      }),
      [{ field: 'tables.5.id', code: m.combinationTable }],
    );
  });

  it('when a table names an area that is not listed', async () => {
    await expectSaveRefused(
      (input) => ({ ...input, tables: [...input.tables, { ...newTable('N1'), area_id: -7 }] }),
      [{ field: 'tables.4.area_id', code: m.tableArea }],
    );
  });

  it('when turn times are not for ever larger parties, each as long as the one before', async () => {
    await expectSaveRefused(
      (input) => ({
        ...input,
        turn_times: [
          { max_party: 4, minutes: 90 },
          { max_party: 4, minutes: 120 },
        ],
      }),
      [{ field: 'turn_times.1.max_party', code: m.turnTimesOrder }],
    );
    await expectSaveRefused(
      (input) => ({
        ...input,
        turn_times: [
          { max_party: 2, minutes: 120 },
          { max_party: 6, minutes: 90 },
        ],
      }),
      [{ field: 'turn_times.1.max_party', code: m.turnTimesOrder }],
    );
  });
});

describe("the database's unique labels", () => {
  it('answer a clash that slipped past the checks as the same 400, not a 500', async () => {
    const clash = await t.db
      .insert(diningTables)
      .values({ ...newTable('A1'), restaurant_id: restaurantId })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(clash).not.toBeNull();
    const answer = floorNameClash(clash);
    expect(answer?.statusCode).toBe(400);
    expect(answer?.details).toEqual([{ field: 'tables', code: m.tableLabelTaken }]);
    expect(floorNameClash(new Error('something else'))).toBeNull();
  });
});
