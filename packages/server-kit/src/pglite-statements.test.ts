import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepPreparedStatements } from './pglite-statements.ts';

let client: PGlite;

beforeEach(async () => {
  client = await PGlite.create('memory://');
  await client.exec(`
    CREATE TABLE notes (
      id serial PRIMARY KEY,
      body text NOT NULL UNIQUE,
      tags text[] NOT NULL DEFAULT '{}',
      extra jsonb,
      at timestamptz NOT NULL DEFAULT '2026-01-02T03:04:05Z'
    );
    INSERT INTO notes (body, tags, extra) VALUES ('first', '{a,b}', '{"n": 1}'), ('second', '{}', null);
  `);
});

afterEach(async () => {
  if (!client.closed) await client.close();
});

/** The texts of the statements kept on `client`. */
const keptTexts = async () =>
  (
    await client.query<{ statement: string }>(
      `SELECT statement FROM pg_prepared_statements WHERE name LIKE 'kept\\_%'`,
    )
  ).rows.map((row) => row.statement);

describe('keepPreparedStatements', () => {
  it('answers as PGlite does, with each text parsed once into a kept statement', async () => {
    const text = 'SELECT id, body, tags, extra, at FROM notes WHERE body = $1 OR extra @> $2';
    const params = ['second', { n: 1 }];
    const own = await client.query(text, params, { rowMode: 'array' });
    keepPreparedStatements(client);

    const first = await client.query(text, params, { rowMode: 'array' });
    const again = await client.query(text, ['first', null], { rowMode: 'array' });
    expect(first.rows).toEqual(own.rows);
    expect(first.fields).toEqual(own.fields);
    expect(again.rows).toEqual([
      [1, 'first', ['a', 'b'], { n: 1 }, new Date('2026-01-02T03:04:05Z')],
    ]);
    expect((await keptTexts()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it("applies a query's own parsers over the client's, as PGlite does, leaving the client's as they were", async () => {
    const text = 'SELECT id, tags, extra, at FROM notes WHERE id = 1';
    const options = { parsers: { 1184: (value: string) => `at ${value}` } };
    const own = await client.query(text, [], options);
    keepPreparedStatements(client);

    const kept = await client.query(text, [], options);
    expect(kept.rows).toEqual(own.rows);
    expect(kept.rows).toEqual([
      { id: 1, tags: ['a', 'b'], extra: { n: 1 }, at: 'at 2026-01-02 03:04:05+00' },
    ]);
    const plain = await client.query<{ at: Date }>(text);
    expect(plain.rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  it('counts rows written and returns what RETURNING names, in and out of a transaction', async () => {
    keepPreparedStatements(client);
    const update = await client.query('UPDATE notes SET tags = $1 WHERE id > $2', [['x'], 0]);
    expect(update.affectedRows).toBe(2);
    const inserted = await client.transaction(async (tx) => {
      const row = await tx.query<{ id: number }>(
        'INSERT INTO notes (body) VALUES ($1) RETURNING id',
        ['third'],
      );
      return row.rows[0]?.id;
    });
    expect(inserted).toBe(3);
    expect((await client.query('SELECT tags FROM notes WHERE id = $1', [1])).rows).toEqual([
      { tags: ['x'] },
    ]);
  });

  it('throws the database error with its query, and the connection goes on working', async () => {
    keepPreparedStatements(client);
    const insert = 'INSERT INTO notes (body) VALUES ($1)';
    const error = await client.query(insert, ['first']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: insert, params: ['first'] });
    const syntax = await client.query('SELEC 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await client.query('SELECT count(*)::int AS n FROM notes')).rows).toEqual([{ n: 2 }]);
  });

  it('rolls back a transaction whose statement failed, and refuses a closed one', async () => {
    keepPreparedStatements(client);
    let kept: { query: (text: string) => Promise<unknown> } | undefined;
    const failed = await client
      .transaction(async (tx) => {
        kept = tx;
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['inside']);
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['first']);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505' });
    expect((await client.query('SELECT count(*)::int AS n FROM notes')).rows).toEqual([{ n: 2 }]);
    await expect(kept!.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('keeps at most `limit` statements, closing the least recently used', async () => {
    keepPreparedStatements(client, { limit: 3 });
    const often = 'SELECT body FROM notes WHERE id = $1';
    for (let n = 0; n < 8; n += 1) {
      await client.query(often, [1]);
      await client.query(`SELECT ${n} AS n FROM notes WHERE id = $1`, [1]);
    }
    await client.query(often, [2]);
    const texts = await keptTexts();
    expect(texts.length).toBeLessThanOrEqual(3);
    expect(texts).toContain(often);
  });

  it('prepares again a statement whose result a migration changed', async () => {
    keepPreparedStatements(client);
    const text = 'SELECT * FROM notes WHERE id = $1';
    await client.query(text, [1]);
    await client.exec('ALTER TABLE notes ADD COLUMN rating int NOT NULL DEFAULT 5');
    const after = await client.query<{ rating: number }>(text, [1]);
    expect(after.rows[0]?.rating).toBe(5);
  });

  it('refuses queries once the database is closed, as PGlite does', async () => {
    keepPreparedStatements(client);
    await client.query('SELECT 1 FROM notes WHERE id = $1', [1]);
    await client.close();
    await expect(client.query('SELECT 1 FROM notes WHERE id = $1', [1])).rejects.toThrow(
      'PGlite is closed',
    );
  });

  it('delivers notifications raised by a statement', async () => {
    keepPreparedStatements(client);
    const heard: string[] = [];
    await client.listen('notes_changed', (payload) => heard.push(payload));
    await client.query(`SELECT pg_notify('notes_changed', $1)`, ['7']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['7']);
  });
});
