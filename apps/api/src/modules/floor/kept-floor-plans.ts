/**
 * Floor plans kept in memory between requests, each until its restaurant's row is announced
 * changed: saving a floor rewrites the row's summary of it in the same transaction (see
 * `refreshFloorSummary`), so a kept plan never outlives the floor it was read from. Plans that
 * are not kept are read together, in one query.
 */
import type { Database } from '../../db/client.ts';
import type { ReadCache } from '../../http/read-cache.ts';
import { restaurantDetailKey } from '../restaurants/restaurant-detail-changes.ts';
import { EMPTY_PLAN, type FloorPlan } from './floor-plan.ts';
import { loadFloorPlans } from './floor-plans.ts';

export async function keptFloorPlans(
  db: Database,
  readCache: ReadCache,
  ids: readonly number[],
): Promise<Map<number, FloorPlan>> {
  const unique = [...new Set(ids)];
  let missing: Promise<Map<number, FloorPlan>> | null = null;
  // Read once, for every restaurant asked, by the first one not kept.
  const loadMissing = () => (missing ??= loadFloorPlans(db, unique));
  const plans = await Promise.all(
    unique.map((id) =>
      readCache.read(
        `floor:${id}`,
        async () => (await loadMissing()).get(id) ?? EMPTY_PLAN,
        () => true,
        () => [restaurantDetailKey(id)],
      ),
    ),
  );
  return new Map(unique.map((id, i) => [id, plans[i] ?? EMPTY_PLAN]));
}
