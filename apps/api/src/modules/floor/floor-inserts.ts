/** Laying out a new restaurant's floor from a spec, and keeping its row's summary of it. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  diningAreas,
  diningTables,
  restaurants,
  tableCombinationMembers,
  tableCombinations,
  turnTimes,
} from '../../db/schema/index.ts';
import { largestParty } from './floor-plan.ts';
import { loadFloorPlans } from './floor-plans.ts';
import { largestOnlineParty, type FloorSpec } from './floor-spec.ts';

/** The restaurant row's columns that sum up a floor. */
export const floorSummary = (spec: FloorSpec) => ({
  pacing_max_covers: spec.pacingMaxCovers,
  largest_party: largestOnlineParty(spec),
});

/**
 * The floor's rows, for a restaurant with no floor yet, inserted with `floorSummary(spec)` (no
 * later update of its row, whose notification would reach the caches after the caller's reads);
 * answers the new tables' ids, in the spec's order.
 */
export async function insertFloor(
  tx: Database,
  restaurantId: number,
  spec: FloorSpec,
): Promise<number[]> {
  const areaIds = spec.areas.length
    ? (
        await tx
          .insert(diningAreas)
          .values(
            spec.areas.map((name, position) => ({ restaurant_id: restaurantId, name, position })),
          )
          .returning({ id: diningAreas.id, position: diningAreas.position })
      )
        .sort((a, b) => a.position - b.position)
        .map((area) => area.id)
    : [];
  const tableIds = spec.tables.length
    ? (
        await tx
          .insert(diningTables)
          .values(
            spec.tables.map((table, position) => ({
              restaurant_id: restaurantId,
              area_id: areaIds[table.area] ?? 0,
              label: table.label,
              min_covers: table.min,
              max_covers: table.max,
              online: table.online ?? true,
              position,
            })),
          )
          .returning({ id: diningTables.id, position: diningTables.position })
      )
        .sort((a, b) => a.position - b.position)
        .map((table) => table.id)
    : [];
  for (const combination of spec.combinations) {
    const [created] = await tx
      .insert(tableCombinations)
      .values({
        restaurant_id: restaurantId,
        min_covers: combination.min,
        max_covers: combination.max,
      })
      .returning({ id: tableCombinations.id });
    if (!created) throw new Error('combination insert returned no row');
    await tx
      .insert(tableCombinationMembers)
      .values(
        combination.tables.map((i) => ({ combination_id: created.id, table_id: tableIds[i] ?? 0 })),
      );
  }
  if (spec.turnTimes.length) {
    await tx
      .insert(turnTimes)
      .values(spec.turnTimes.map((turn) => ({ restaurant_id: restaurantId, ...turn })));
  }
  return tableIds;
}

/** Writes the restaurant row's summary of its floor as saved (which also tells the caches). */
export async function refreshFloorSummary(
  tx: Database,
  restaurantId: number,
  now: Date,
): Promise<void> {
  const plan = (await loadFloorPlans(tx, [restaurantId])).get(restaurantId);
  await tx
    .update(restaurants)
    .set({ largest_party: plan ? largestParty(plan, { online: true }) : 0, updated_at: now })
    .where(eq(restaurants.id, restaurantId));
}
