/** What the floor tests share: a small known floor, and the floor routes called as an owner. */
import {
  DEFAULT_TURN_TIMES,
  type Floor,
  type FloorInput,
  type FloorSaved,
  type MessageCode,
} from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseFingerprint } from '../../test/database-fingerprint.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { FloorSpec } from './floor-spec.ts';

type Headers = Record<string, string>;

/** Two 2-tops that combine for 3-4, a 4-top, and a host-only 6-top, in one room. */
export const SMALL_FLOOR: FloorSpec = {
  areas: ['Main room'],
  tables: [
    { label: 'A1', area: 0, min: 1, max: 2 },
    { label: 'A2', area: 0, min: 1, max: 2 },
    { label: 'B1', area: 0, min: 2, max: 4 },
    { label: 'H1', area: 0, min: 3, max: 6, online: false },
  ],
  combinations: [{ tables: [0, 1], min: 3, max: 4 }],
  turnTimes: DEFAULT_TURN_TIMES,
  pacingMaxCovers: null,
};

export const getFloor = async (t: TestApp, restaurantId: number, headers: Headers) => {
  const res = await t.app.inject({ url: `/api/owner/restaurants/${restaurantId}/floor`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Floor>();
};

export const putFloor = (
  t: TestApp,
  restaurantId: number,
  payload: FloorInput,
  headers: Headers,
  query = '',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/owner/restaurants/${restaurantId}/floor${query}`,
    payload,
    headers,
  });

export const savedFloor = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FloorSaved;
};

/** A saved floor as the input that would save it again unchanged. */
export const asInput = (floor: Floor): FloorInput => ({
  areas: floor.areas,
  tables: floor.tables,
  combinations: floor.combinations,
  turn_times: floor.turn_times,
  pacing: { max_covers: floor.pacing.max_covers },
});

/** The table of this label. */
export function tableId(floor: Floor, label: string): number {
  const table = floor.tables.find((candidate) => candidate.label === label);
  if (!table) throw new Error(`no table ${label}`);
  return table.id;
}

/** A 400 whose details carry exactly these field/code pairs (in any order). */
export function expectRefused(
  res: { statusCode: number; body: string; json: () => unknown },
  details: { field: string; code: MessageCode }[],
  status = 400,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { errors: string[]; details: { field: string; code: string }[] };
  expect(body.errors.length).toBe(body.details.length);
  expect(body.details.map(({ field, code }) => ({ field, code }))).toEqual(
    expect.arrayContaining(details),
  );
  expect(body.details).toHaveLength(details.length);
}

/** Every row a floor save or a move could touch, with the rest of what requests write. */
export async function floorFingerprint(db: Database): Promise<string> {
  const digest = (table: string) =>
    sql.raw(
      `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from ${table} x)`,
    );
  const result = (await db.execute(sql`select concat_ws(' ',
      ${digest('dining_areas')}, ${digest('dining_tables')}, ${digest('table_combinations')},
      ${digest('table_combination_members')}, ${digest('turn_times')},
      ${digest('reservation_tables')},
      (select md5(string_agg(concat_ws('/', id, pacing_max_covers, largest_party, updated_at), ',' order by id))
       from restaurants)) as print`)) as unknown as { rows: { print: string }[] };
  return `${await databaseFingerprint(db)} ${result.rows[0]!.print}`;
}
