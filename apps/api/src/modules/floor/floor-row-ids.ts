/**
 * The ids a saved floor refers to. A positive id names one of this restaurant's rows; a missing or
 * negative one a new row (negative ids only link new rows together). Any other id is refused.
 */
import { eq } from 'drizzle-orm';
import { floorCodes as m, type ErrorDetail, type FloorValues } from '@tablefor/shared';
import { problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { diningAreas, diningTables, tableCombinations } from '../../db/schema/index.ts';

/** The ids of the rows the restaurant has now. */
export type CurrentRows = {
  areas: ReadonlySet<number>;
  tables: ReadonlySet<number>;
  combinations: ReadonlySet<number>;
};

export const isSavedId = (id: number | undefined): id is number => id !== undefined && id > 0;

export async function readCurrentRows(tx: Database, restaurantId: number): Promise<CurrentRows> {
  const ids = async (table: typeof diningAreas | typeof diningTables | typeof tableCombinations) =>
    new Set(
      (
        await tx.select({ id: table.id }).from(table).where(eq(table.restaurant_id, restaurantId))
      ).map((row) => row.id),
    );
  return {
    areas: await ids(diningAreas),
    tables: await ids(diningTables),
    combinations: await ids(tableCombinations),
  };
}

/** A problem for each row whose id is another restaurant's, unknown, or given twice. */
export function foreignIdProblems(input: FloorValues, current: CurrentRows): ErrorDetail[] {
  return [
    ...listProblems('areas', input.areas, current.areas, m.tableArea),
    ...listProblems('tables', input.tables, current.tables, m.combinationTable),
    ...listProblems('combinations', input.combinations, current.combinations, m.combinationTable),
  ];
}

function listProblems(
  list: string,
  rows: readonly { id?: number | undefined }[],
  known: ReadonlySet<number>,
  code: ErrorDetail['code'],
): ErrorDetail[] {
  const seen = new Set<number>();
  return rows.flatMap((row, i) => {
    if (row.id === undefined) return [];
    const twice = seen.has(row.id);
    seen.add(row.id);
    return twice || (isSavedId(row.id) && !known.has(row.id))
      ? [problem(`${list}.${i}.id`, code)]
      : [];
  });
}
