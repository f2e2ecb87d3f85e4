/** A restaurant's floor as its owner edits it: areas and tables in their order, combinations, turns, pacing. */
import { asc, eq } from 'drizzle-orm';
import { PACING_INTERVAL_MINUTES, type Floor } from '@tablefor/shared';
import { notFound } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import {
  diningAreas,
  diningTables,
  restaurants,
  tableCombinationMembers,
  tableCombinations,
  turnTimes,
} from '../../db/schema/index.ts';

/** `db` may be a transaction: the floor as that transaction sees it. */
export async function readFloor(db: Database, restaurantId: number): Promise<Floor> {
  const [restaurant] = await db
    .select({ pacing: restaurants.pacing_max_covers })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) throw notFound('restaurant');
  const areas = await db
    .select({ id: diningAreas.id, name: diningAreas.name })
    .from(diningAreas)
    .where(eq(diningAreas.restaurant_id, restaurantId))
    .orderBy(asc(diningAreas.position), asc(diningAreas.id));
  const tables = await db
    .select({
      id: diningTables.id,
      label: diningTables.label,
      area_id: diningTables.area_id,
      min_covers: diningTables.min_covers,
      max_covers: diningTables.max_covers,
      online: diningTables.online,
    })
    .from(diningTables)
    .where(eq(diningTables.restaurant_id, restaurantId))
    .orderBy(asc(diningTables.position), asc(diningTables.id));
  const combinations = await db
    .select({
      id: tableCombinations.id,
      min_covers: tableCombinations.min_covers,
      max_covers: tableCombinations.max_covers,
    })
    .from(tableCombinations)
    .where(eq(tableCombinations.restaurant_id, restaurantId))
    .orderBy(asc(tableCombinations.id));
  // Each combination's tables in the order the floor lists them.
  const members = await db
    .select({ combination: tableCombinationMembers.combination_id, table: diningTables.id })
    .from(tableCombinationMembers)
    .innerJoin(diningTables, eq(diningTables.id, tableCombinationMembers.table_id))
    .where(eq(diningTables.restaurant_id, restaurantId))
    .orderBy(asc(diningTables.position), asc(diningTables.id));
  const turns = await db
    .select({ max_party: turnTimes.max_party, minutes: turnTimes.minutes })
    .from(turnTimes)
    .where(eq(turnTimes.restaurant_id, restaurantId))
    .orderBy(asc(turnTimes.max_party));
  return {
    areas,
    tables,
    combinations: combinations.map(({ id, ...covers }) => ({
      id,
      table_ids: members.filter((member) => member.combination === id).map((m) => m.table),
      ...covers,
    })),
    turn_times: turns,
    pacing: { interval_minutes: PACING_INTERVAL_MINUTES, max_covers: restaurant.pacing },
  };
}
