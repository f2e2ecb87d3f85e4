import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../open-pglite.ts';
import { jobs } from './job-table.ts';

const columnsOf = async (db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }) => {
  const result = (await db.execute(
    sql`select column_name, is_nullable, column_default is not null as has_default
        from information_schema.columns where table_name = 'jobs' order by column_name`,
  )) as { rows: { column_name: string; is_nullable: string; has_default: boolean }[] };
  return result.rows;
};

describe('the jobs table DDL', () => {
  it("is created by a schema's migrate() as job-table.ts describes it, and again changes nothing", async () => {
    const handle = await openPgliteDatabase('memory://', {
      schema: { jobs },
      migrationsFolder: path.join(import.meta.dirname, 'test-migrations'),
    });
    try {
      await handle.migrate();
      const columns = await columnsOf(handle.db);
      const described = getTableConfig(jobs)
        .columns.map((column) => ({
          column_name: column.name,
          is_nullable: column.notNull ? 'NO' : 'YES',
          has_default: column.hasDefault,
        }))
        .sort((a, b) => a.column_name.localeCompare(b.column_name));
      expect(columns).toEqual(described);
      await handle.db.execute(sql`insert into jobs (queue, payload) values ('q', '{}')`);
      await handle.migrate();
      expect(await columnsOf(handle.db)).toEqual(columns);
      const kept = (await handle.db.execute(sql`select count(*)::int as n from jobs`)) as {
        rows: { n: number }[];
      };
      expect(kept.rows[0]?.n).toBe(1);
      await expect(
        handle.db.execute(sql`insert into jobs (queue, payload, status) values ('q', '{}', 'odd')`),
      ).rejects.toThrow();
    } finally {
      await handle.close();
    }
  }, 30_000); // a new PGlite cluster takes seconds on a loaded machine
});
