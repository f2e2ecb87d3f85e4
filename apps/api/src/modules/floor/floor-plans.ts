/** The floor plans of some restaurants, read in one query: tables, combinations, turn times. */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  diningTables,
  restaurants,
  tableCombinationMembers,
  tableCombinations,
  turnTimes,
} from '../../db/schema/index.ts';
import { EMPTY_PLAN, floorPlan, type FloorPlan, type PlanTable } from './floor-plan.ts';

type PlanRow = {
  kind: 'table' | 'combination' | 'turn' | 'pacing';
  restaurant_id: number;
  id: number;
  low: number;
  high: number;
  online: boolean;
  members: number[] | null;
};

export async function loadFloorPlans(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, FloorPlan>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const result = await db.execute(sql`
    select 'table' as kind, ${diningTables.restaurant_id} as restaurant_id, ${diningTables.id} as id,
      ${diningTables.min_covers}::int as low, ${diningTables.max_covers}::int as high,
      ${diningTables.online} as online, null::int[] as members
    from ${diningTables} where ${inArray(diningTables.restaurant_id, unique)}
    union all
    select 'combination', ${tableCombinations.restaurant_id}, ${tableCombinations.id},
      ${tableCombinations.min_covers}::int, ${tableCombinations.max_covers}::int, true,
      (select array_agg(${tableCombinationMembers.table_id} order by ${tableCombinationMembers.table_id})
       from ${tableCombinationMembers}
       where ${tableCombinationMembers.combination_id} = ${tableCombinations.id})
    from ${tableCombinations} where ${inArray(tableCombinations.restaurant_id, unique)}
    union all
    select 'turn', ${turnTimes.restaurant_id}, 0, ${turnTimes.max_party}::int,
      ${turnTimes.minutes}::int, true, null
    from ${turnTimes} where ${inArray(turnTimes.restaurant_id, unique)}
    union all
    select 'pacing', ${restaurants.id}, 0, coalesce(${restaurants.pacing_max_covers}, 0), 0, true, null
    from ${restaurants} where ${inArray(restaurants.id, unique)}`);
  const grouped = new Map<number, PlanRow[]>();
  for (const row of (result as unknown as { rows: PlanRow[] }).rows) {
    const list = grouped.get(row.restaurant_id);
    if (list) list.push(row);
    else grouped.set(row.restaurant_id, [row]);
  }
  return new Map(unique.map((id) => [id, planOf(grouped.get(id) ?? [])]));
}

function planOf(rows: readonly PlanRow[]): FloorPlan {
  if (rows.length === 0) return EMPTY_PLAN;
  const tables: PlanTable[] = [];
  const combinations = [];
  const turns = [];
  let pacingMaxCovers: number | null = null;
  for (const row of rows) {
    if (row.kind === 'table') {
      tables.push({ id: row.id, min: row.low, max: row.high, online: row.online });
    } else if (row.kind === 'combination') {
      combinations.push({ id: row.id, tableIds: row.members ?? [], min: row.low, max: row.high });
    } else if (row.kind === 'turn') {
      turns.push({ max_party: row.low, minutes: row.high });
    } else {
      pacingMaxCovers = row.low > 0 ? row.low : null;
    }
  }
  return floorPlan({ tables, combinations, turnTimes: turns, pacingMaxCovers });
}
