/**
 * The floor plans of some restaurants, read in one query from the plan the database keeps on
 * each restaurant's row (migration 0019) and its pacing.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import type { StoredFloorPlan } from '../../db/schema/stored-floor-plan.ts';
import { EMPTY_PLAN, floorPlan, type FloorPlan } from './floor-plan.ts';

/** The columns a plan is made of, for any query on `restaurants`. */
export const floorPlanColumns = {
  floor_plan: restaurants.floor_plan,
  pacing_max_covers: restaurants.pacing_max_covers,
};

export async function loadFloorPlans(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, FloorPlan>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: restaurants.id, ...floorPlanColumns })
    .from(restaurants)
    .where(inArray(restaurants.id, unique));
  const plans = new Map(rows.map((row) => [row.id, storedFloorPlan(row)]));
  return new Map(unique.map((id) => [id, plans.get(id) ?? EMPTY_PLAN]));
}

/** A plan from the columns of `floorPlanColumns`. */
export function storedFloorPlan({
  floor_plan: stored,
  pacing_max_covers: pacing,
}: {
  floor_plan: StoredFloorPlan;
  pacing_max_covers: number | null;
}): FloorPlan {
  return floorPlan({
    tables: stored.tables.map(([id, min, max, online]) => ({ id, min, max, online })),
    combinations: stored.combinations.map(([id, min, max, tableIds]) => ({
      id,
      min,
      max,
      tableIds,
    })),
    turnTimes: stored.turns.map(([max_party, minutes]) => ({ max_party, minutes })),
    pacingMaxCovers: pacing !== null && pacing > 0 ? pacing : null,
  });
}
