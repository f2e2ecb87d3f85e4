/**
 * Writing a floor over the one saved: rows no longer listed are removed, listed ones updated or
 * inserted in list order, new rows' temporary ids replaced by real ones wherever they are named.
 * Call under the restaurant's lock, with ids checked by `foreignIdProblems`.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { AREA_NAME_MAX_LENGTH, TABLE_LABEL_MAX_LENGTH, type FloorValues } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import {
  diningAreas,
  diningTables,
  restaurants,
  tableCombinationMembers,
  tableCombinations,
  turnTimes,
} from '../../db/schema/index.ts';
import { isSavedId, type CurrentRows } from './floor-row-ids.ts';

type IdMap = Map<number, number>;

export async function writeFloorRows(
  tx: Database,
  restaurantId: number,
  input: FloorValues,
  current: CurrentRows,
): Promise<void> {
  const keptTables = input.tables.map((table) => table.id).filter(isSavedId);
  await removeUnlisted(tx, diningTables, restaurantId, keptTables, current.tables);
  await removeUnlisted(
    tx,
    tableCombinations,
    restaurantId,
    input.combinations.map((combination) => combination.id).filter(isSavedId),
    current.combinations,
  );
  // Names and labels may be swapped between rows: each kept row first takes a placeholder longer
  // than any real one, so no row meets another's old name on the way.
  await tx
    .update(diningAreas)
    .set({ name: placeholder(diningAreas.id, AREA_NAME_MAX_LENGTH) })
    .where(eq(diningAreas.restaurant_id, restaurantId));
  await tx
    .update(diningTables)
    .set({ label: placeholder(diningTables.id, TABLE_LABEL_MAX_LENGTH) })
    .where(eq(diningTables.restaurant_id, restaurantId));
  const areas = await writeAreas(tx, restaurantId, input.areas);
  const tables = await writeTables(tx, restaurantId, input.tables, areas.ids);
  // Only now: a kept table may have just left an area that goes.
  await removeUnlisted(tx, diningAreas, restaurantId, areas.real, current.areas);
  await writeCombinations(tx, restaurantId, input.combinations, tables.ids);
  await tx.delete(turnTimes).where(eq(turnTimes.restaurant_id, restaurantId));
  await tx
    .insert(turnTimes)
    .values(input.turn_times.map((turn) => ({ restaurant_id: restaurantId, ...turn })));
  await tx
    .update(restaurants)
    .set({ pacing_max_covers: input.pacing.max_covers })
    .where(eq(restaurants.id, restaurantId));
}

const placeholder = (id: typeof diningAreas.id | typeof diningTables.id, maxLength: number) =>
  sql`'(saving ' || ${id} || ')' || repeat('.', ${maxLength})`;

async function removeUnlisted(
  tx: Database,
  table: typeof diningAreas | typeof diningTables | typeof tableCombinations,
  restaurantId: number,
  kept: readonly number[],
  current: ReadonlySet<number>,
) {
  if (current.size === 0) return;
  await tx
    .delete(table)
    .where(
      and(
        eq(table.restaurant_id, restaurantId),
        kept.length ? notInArray(table.id, [...kept]) : undefined,
      ),
    );
}

/**
 * Updates kept rows, inserts new ones; answers each given id (temporary or saved) → real id, and
 * every row's real id.
 */
async function writeRows<Row extends { id?: number | undefined }>(
  rows: readonly Row[],
  update: (id: number, row: Row, position: number) => Promise<unknown>,
  insert: (fresh: { row: Row; position: number }[]) => Promise<{ id: number; position: number }[]>,
): Promise<{ ids: IdMap; real: number[] }> {
  const ids: IdMap = new Map();
  const fresh: { row: Row; position: number }[] = [];
  for (const [position, row] of rows.entries()) {
    if (isSavedId(row.id)) {
      await update(row.id, row, position);
      ids.set(row.id, row.id);
    } else fresh.push({ row, position });
  }
  const inserted = fresh.length ? await insert(fresh) : [];
  const byPosition = new Map(inserted.map((row) => [row.position, row.id]));
  for (const { row, position } of fresh) {
    const id = byPosition.get(position);
    if (id === undefined) throw new Error('floor insert returned no row');
    if (row.id !== undefined) ids.set(row.id, id);
  }
  return { ids, real: [...rows.map((row) => row.id).filter(isSavedId), ...byPosition.values()] };
}

const writeAreas = (tx: Database, restaurantId: number, areas: FloorValues['areas']) =>
  writeRows(
    areas,
    (id, area, position) =>
      tx.update(diningAreas).set({ name: area.name, position }).where(eq(diningAreas.id, id)),
    (fresh) =>
      tx
        .insert(diningAreas)
        .values(
          fresh.map(({ row, position }) => ({
            restaurant_id: restaurantId,
            name: row.name,
            position,
          })),
        )
        .returning({ id: diningAreas.id, position: diningAreas.position }),
  );

function writeTables(
  tx: Database,
  restaurantId: number,
  tables: FloorValues['tables'],
  areaIds: IdMap,
) {
  const values = (table: FloorValues['tables'][number], position: number) => ({
    area_id: areaIds.get(table.area_id) ?? table.area_id,
    label: table.label,
    min_covers: table.min_covers,
    max_covers: table.max_covers,
    online: table.online,
    position,
  });
  return writeRows(
    tables,
    (id, table, position) =>
      tx.update(diningTables).set(values(table, position)).where(eq(diningTables.id, id)),
    (fresh) =>
      tx
        .insert(diningTables)
        .values(
          fresh.map(({ row, position }) => ({
            restaurant_id: restaurantId,
            ...values(row, position),
          })),
        )
        .returning({ id: diningTables.id, position: diningTables.position }),
  );
}

/** Combinations keep their ids; every member list is written again, with real table ids. */
async function writeCombinations(
  tx: Database,
  restaurantId: number,
  combinations: FloorValues['combinations'],
  tableIds: IdMap,
) {
  const mine = tx
    .select({ id: tableCombinations.id })
    .from(tableCombinations)
    .where(eq(tableCombinations.restaurant_id, restaurantId));
  await tx
    .delete(tableCombinationMembers)
    .where(inArray(tableCombinationMembers.combination_id, mine));
  for (const combination of combinations) {
    const covers = { min_covers: combination.min_covers, max_covers: combination.max_covers };
    let id = combination.id;
    if (isSavedId(id)) {
      await tx.update(tableCombinations).set(covers).where(eq(tableCombinations.id, id));
    } else {
      const [created] = await tx
        .insert(tableCombinations)
        .values({ restaurant_id: restaurantId, ...covers })
        .returning({ id: tableCombinations.id });
      if (!created) throw new Error('combination insert returned no row');
      id = created.id;
    }
    const combinationId = id;
    await tx.insert(tableCombinationMembers).values(
      combination.table_ids.map((tableId) => ({
        combination_id: combinationId,
        table_id: tableIds.get(tableId) ?? tableId,
      })),
    );
  }
}
