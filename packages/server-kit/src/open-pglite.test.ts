import path from 'node:path';
import Fastify from 'fastify';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './open-pglite.ts';
import { trackRequestQueries } from './query-priority.ts';

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

  it("runs a request's follow-up queries ahead of other requests' first ones", async () => {
    const handle = await openNotes();
    const app = Fastify();
    try {
      trackRequestQueries(app);
      const order: string[] = [];
      app.get<{ Params: { name: string } }>('/twice/:name', async (request) => {
        for (const step of [1, 2]) {
          await handle.db.execute(sql`select 1`);
          order.push(`${request.params.name}${step}`);
        }
        return {};
      });
      await app.ready();
      await Promise.all(['a', 'b', 'c', 'd'].map((name) => app.inject(`/twice/${name}`)));
      // Taken in arrival order, every first query would run before any second one.
      expect(order.indexOf('a2')).toBeLessThan(order.indexOf('c1'));
      expect(order.indexOf('b2')).toBeLessThan(order.indexOf('d1'));
      expect(order).toHaveLength(8);
    } finally {
      await app.close();
      await handle.close();
    }
  }, 30_000);
});
