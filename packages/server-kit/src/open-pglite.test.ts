import path from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './open-pglite.ts';

const notes = pgTable('notes', { id: serial('id').primaryKey(), body: text('body').notNull() });

const openNotes = () =>
  openPgliteDatabase('memory://', {
    schema: { notes },
    migrationsFolder: path.join(import.meta.dirname, 'test-migrations'),
    extensions: { pg_trgm },
  });

describe('openPgliteDatabase', () => {
  it('opens an in-memory database, migrates it and queries through the schema', async () => {
    const handle = await openNotes();
    try {
      expect(handle.kind).toBe('pglite');
      await handle.migrate();
      await handle.migrate(); // applied migrations are skipped
      await handle.db.insert(notes).values({ body: 'hello' });
      expect(await handle.db.query.notes.findMany()).toEqual([{ id: 1, body: 'hello' }]);
      const [row] = await handle.db
        .select({ score: sql<number>`similarity(${notes.body}, 'hallo')` })
        .from(notes);
      expect(row?.score).toBeGreaterThan(0); // pg_trgm, from the extensions map
    } finally {
      await handle.close();
    }
  }, 30_000);

  it('gives the event loop a turn before each query and transaction: what already waits goes first', async () => {
    const handle = await openNotes();
    try {
      const order: string[] = [];
      setImmediate(() => order.push('waiting callback'));
      await handle.db.execute(sql`select 1`);
      order.push('query');
      setImmediate(() => order.push('waiting callback'));
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      order.push('transaction');
      expect(order).toEqual(['waiting callback', 'query', 'waiting callback', 'transaction']);
    } finally {
      await handle.close();
    }
  }, 30_000);
});
