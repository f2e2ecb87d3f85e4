/**
 * Bulk inserts for the seed. Each batch travels as one JSON parameter expanded by
 * json_populate_recordset: building thousands of bound parameters per statement spends more time
 * in the query builder than in the database. Works the same on PGlite and PostgreSQL.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** Inserts rows whose keys are the table's column names; absent columns take their defaults. */
export async function insertJsonRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const known = new Set(Object.values(getTableColumns(table)).map((column) => column.name));
  const names = Object.keys(first).filter((name) => known.has(name));
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const tableName = sql.identifier(getTableName(table));
  await db.execute(
    sql`insert into ${tableName} (${columns}) select ${columns} from json_populate_recordset(null::${tableName}, ${JSON.stringify(rows)}::json)`,
  );
}

/** `count` fresh ids from a table's serial sequence, so parents can be inserted with known ids. */
export async function reserveIds(db: Database, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const sequence = sql`pg_get_serial_sequence(${getTableName(table)}, 'id')`;
  const rows = await db
    .select({ id: sql<number>`nextval(${sequence})::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => Number(row.id));
}

/** Collects rows and writes them whenever a batch fills up; `flush` writes the rest. */
export function createBatchWriter<T extends PgTable>(db: Database, table: T, batchSize: number) {
  let pending: T['$inferInsert'][] = [];
  let written = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending;
    pending = [];
    await insertJsonRows(db, table, rows);
    written += rows.length;
  };
  return {
    add: async (rows: T['$inferInsert'][]) => {
      for (const row of rows) pending.push(row);
      if (pending.length >= batchSize) await flush();
    },
    flush,
    count: () => written + pending.length,
  };
}
