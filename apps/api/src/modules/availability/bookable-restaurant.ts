/** The fields availability is computed from, for one restaurant, its floor plan included. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { floorPlanColumns, storedFloorPlan } from '../floor/floor-plans.ts';
import type { PlannedRestaurant } from './slot-availability.ts';
import type { ReadCache } from '../../http/read-cache.ts';
import { restaurantDetailKey } from '../restaurants/restaurant-detail-changes.ts';

export async function findBookableRestaurant(
  db: Database,
  id: number,
): Promise<PlannedRestaurant | null> {
  const [row] = await db
    .select({
      id: restaurants.id,
      opening_hours: restaurants.opening_hours,
      time_zone: restaurants.time_zone,
      ...floorPlanColumns,
    })
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isPublished()));
  if (!row) return null;
  const { floor_plan, pacing_max_covers, ...restaurant } = row;
  return { ...restaurant, plan: storedFloorPlan({ floor_plan, pacing_max_covers }) };
}

/**
 * The same, kept until the restaurant's row is announced changed (migration 0011): availability
 * is asked for often, and what it shows is still counted from the reservations each time.
 */
export function keptBookableRestaurant(
  db: Database,
  readCache: ReadCache,
  id: number,
): Promise<PlannedRestaurant | null> {
  return readCache.read(
    `bookable:${id}`,
    () => findBookableRestaurant(db, id),
    (restaurant) => restaurant !== null,
    () => [restaurantDetailKey(id)],
  );
}
