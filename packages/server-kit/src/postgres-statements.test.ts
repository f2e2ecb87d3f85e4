import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { nameStatements } from './postgres-statements.ts';
import { createScratchDatabase } from './testing/scratch-postgres.ts';

const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One connection, so that pg_prepared_statements shows what this pool prepared. */
async function openPool(limit?: number) {
  const scratch = await createScratchDatabase(serverUrl ?? '', 'statements');
  cleanups.push(scratch.drop);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
  cleanups.push(() => pool.end());
  nameStatements(pool, { limit });
  await pool.query(`create table notes (id int primary key, body text not null);
    insert into notes values (1, 'first'), (2, 'second');`);
  return pool;
}

const prepared = async (pool: pg.Pool) =>
  (
    await pool.query<{ statement: string }>('select statement from pg_prepared_statements')
  ).rows.map((row) => row.statement);

describe.skipIf(!serverUrl)('nameStatements (DATABASE_URL)', () => {
  it('prepares a parameterised text once per connection and answers as before', async () => {
    const pool = await openPool();
    const text = 'select body from notes where id = $1';
    expect((await pool.query(text, [1])).rows).toEqual([{ body: 'first' }]);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ body: 'second' }]);
    expect((await pool.query({ text, rowMode: 'array' }, [2])).rows).toEqual([['second']]);
    expect(await prepared(pool)).toEqual([text]);
  });

  it('leaves queries without parameters to the simple protocol (several statements)', async () => {
    const pool = await openPool();
    await pool.query('update notes set body = upper(body); update notes set id = id + 10');
    expect((await pool.query('select id, body from notes order by id')).rows).toEqual([
      { id: 11, body: 'FIRST' },
      { id: 12, body: 'SECOND' },
    ]);
    expect(await prepared(pool)).toEqual([]);
  });

  it('names no more than `limit` texts; the others run unnamed', async () => {
    const pool = await openPool(2);
    for (let n = 0; n < 4; n += 1) await pool.query(`select ${n} + $1::int as n`, [1]);
    expect(await prepared(pool)).toHaveLength(2);
  });

  it('prepares a text again after a migration changed what it returns', async () => {
    const pool = await openPool();
    const text = 'select * from notes where id = $1';
    await pool.query(text, [1]);
    await pool.query('alter table notes add column rating int not null default 5');
    await expect(pool.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await pool.query(text, [1])).rows).toEqual([{ id: 1, body: 'first', rating: 5 }]);
  });
});
