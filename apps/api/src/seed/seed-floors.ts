/**
 * Varied floors for the seed, so search shows real differences: small bistros of 8 tables, rooms
 * of 20 to 80 covers, large rooms of about 40 tables with pacing, and bars with counter seats.
 * Ids are reserved up front so bookings can be seated in memory before anything is written.
 */
import { DEFAULT_TURN_TIMES } from '@tablefor/shared';
import type { Database } from '../db/client.ts';
import {
  diningAreas,
  diningTables,
  tableCombinationMembers,
  tableCombinations,
  turnTimes,
} from '../db/schema/index.ts';
import { floorPlan, largestParty, type FloorPlan } from '../modules/floor/floor-plan.ts';
import { derivedFloor, type FloorSpec } from '../modules/floor/floor-spec.ts';
import { sql } from 'drizzle-orm';
import { insertJsonRows, reserveIds } from './batch-insert.ts';
import type { Random } from './prng.ts';

const two = (label: string, area = 0, online = true) => ({ label, area, min: 1, max: 2, online });
const four = (label: string, area = 0) => ({ label, area, min: 2, max: 4, online: true });

/** Six 2-tops and two 4-tops; the 2-tops join in pairs. */
const BISTRO: FloorSpec = {
  areas: ['Dining room'],
  tables: [1, 2, 3, 4, 5, 6].map((n) => two(String(n))).concat([four('7'), four('8')]),
  combinations: [
    { tables: [0, 1], min: 3, max: 4 },
    { tables: [2, 3], min: 3, max: 4 },
    { tables: [6, 7], min: 5, max: 8 },
  ],
  turnTimes: DEFAULT_TURN_TIMES,
  pacingMaxCovers: null,
};

/** Ten counter seats (two of them kept for walk-ins) and four 2-tops by the window. */
const BAR: FloorSpec = {
  areas: ['Bar', 'Window'],
  tables: [
    ...Array.from({ length: 10 }, (_, i) => two(`B${i + 1}`, 0, i < 8)),
    ...[1, 2, 3, 4].map((n) => two(`W${n}`, 1)),
  ],
  combinations: [{ tables: [10, 11], min: 3, max: 4 }],
  turnTimes: [
    { max_party: 2, minutes: 75 },
    { max_party: 4, minutes: 90 },
  ],
  pacingMaxCovers: null,
};

/** About 40 tables in a main room and a patio, pacing 40 covers a quarter hour. */
function largeRoom(): FloorSpec {
  const main = derivedFloor(100, 'Main room');
  const patio = derivedFloor(40, 'Patio');
  const offset = main.tables.length;
  return {
    areas: ['Main room', 'Patio'],
    tables: [
      ...main.tables,
      ...patio.tables.map((table) => ({ ...table, area: 1, label: `P${table.label}` })),
    ],
    combinations: [
      ...main.combinations,
      ...patio.combinations.map((c) => ({ ...c, tables: c.tables.map((i) => i + offset) })),
    ],
    turnTimes: DEFAULT_TURN_TIMES,
    pacingMaxCovers: 40,
  };
}

export function pickFloor(random: Random): FloorSpec {
  const roll = random.int(1, 20);
  if (roll <= 5) return BISTRO;
  if (roll <= 8) return BAR;
  if (roll <= 10) return largeRoom();
  return derivedFloor(random.int(4, 16) * 5);
}

type Rows = {
  areas: (typeof diningAreas.$inferInsert)[];
  tables: (typeof diningTables.$inferInsert)[];
  combinations: (typeof tableCombinations.$inferInsert)[];
  members: (typeof tableCombinationMembers.$inferInsert)[];
  turns: (typeof turnTimes.$inferInsert)[];
};

/**
 * Gives each restaurant's spec real ids: answers the plans (to seat bookings with), the rows to
 * write once the restaurants are, and each restaurant's pacing and largest party.
 */
export async function layOutFloors(
  tx: Database,
  floors: readonly { restaurantId: number; spec: FloorSpec }[],
) {
  const count = (pick: (spec: FloorSpec) => number) =>
    floors.reduce((total, { spec }) => total + pick(spec), 0);
  const areaIds = await reserveIds(
    tx,
    diningAreas,
    count((spec) => spec.areas.length),
  );
  const tableIds = await reserveIds(
    tx,
    diningTables,
    count((spec) => spec.tables.length),
  );
  const comboIds = await reserveIds(
    tx,
    tableCombinations,
    count((spec) => spec.combinations.length),
  );
  const rows: Rows = { areas: [], tables: [], combinations: [], members: [], turns: [] };
  const plans = new Map<number, FloorPlan>();
  let nextArea = 0;
  let nextTable = 0;
  let nextCombo = 0;
  for (const { restaurantId, spec } of floors) {
    const areas = spec.areas.map(() => areaIds[nextArea++] ?? 0);
    const tables = spec.tables.map(() => tableIds[nextTable++] ?? 0);
    spec.areas.forEach((name, position) =>
      rows.areas.push({ id: areas[position], restaurant_id: restaurantId, name, position }),
    );
    spec.tables.forEach((table, position) =>
      rows.tables.push({
        id: tables[position],
        restaurant_id: restaurantId,
        area_id: areas[table.area] ?? 0,
        label: table.label,
        min_covers: table.min,
        max_covers: table.max,
        online: table.online ?? true,
        position,
      }),
    );
    const combinations = spec.combinations.map((combination) => {
      const id = comboIds[nextCombo++] ?? 0;
      const members = combination.tables.map((i) => tables[i] ?? 0);
      rows.combinations.push({
        id,
        restaurant_id: restaurantId,
        min_covers: combination.min,
        max_covers: combination.max,
      });
      for (const table_id of members) rows.members.push({ combination_id: id, table_id });
      return { id, tableIds: members, min: combination.min, max: combination.max };
    });
    for (const turn of spec.turnTimes) rows.turns.push({ restaurant_id: restaurantId, ...turn });
    plans.set(
      restaurantId,
      floorPlan({
        tables: spec.tables.map((table, i) => ({
          id: tables[i] ?? 0,
          min: table.min,
          max: table.max,
          online: table.online ?? true,
        })),
        combinations,
        turnTimes: spec.turnTimes,
        pacingMaxCovers: spec.pacingMaxCovers,
      }),
    );
  }
  return {
    plans,
    summary: (restaurantId: number) => {
      const plan = plans.get(restaurantId);
      return {
        pacing_max_covers: plan?.pacingMaxCovers ?? null,
        largest_party: plan ? largestParty(plan, { online: true }) : 0,
      };
    },
    write: async () => {
      // The database would rewrite each restaurant's plan after every one of these statements
      // (migration 0019): it is told to wait, and the plans are written once, after.
      await tx.execute(sql`select set_config('tablefor.defer_floor_plans', 'on', true)`);
      await insertJsonRows(tx, diningAreas, rows.areas);
      await insertJsonRows(tx, diningTables, rows.tables);
      await insertJsonRows(tx, tableCombinations, rows.combinations);
      await insertJsonRows(tx, tableCombinationMembers, rows.members);
      await insertJsonRows(tx, turnTimes, rows.turns);
      await tx.execute(sql`select set_config('tablefor.defer_floor_plans', 'off', true)`);
      const ids = sql.join(
        floors.map(({ restaurantId }) => sql`${restaurantId}`),
        sql`, `,
      );
      await tx.execute(sql`select refresh_floor_plans(array[${ids}]::int[])`);
    },
  };
}
