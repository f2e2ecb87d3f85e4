/** Opens embedded PGlite (PostgreSQL in WebAssembly) in a data directory or in memory. */
import { mkdirSync } from 'node:fs';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type {
  Database,
  DatabaseDefinition,
  DatabaseHandle,
  DrizzleSchema,
} from './database-handle.ts';

export type PgliteOptions<Schema extends DrizzleSchema> = DatabaseDefinition<Schema> & {
  /** The contrib extensions the migrations create (`pg_trgm`, `cube`, ...). */
  extensions?: Extensions;
};

/** `dataDir` is a folder (created if absent) or 'memory://' for a throwaway database. */
export async function openPgliteDatabase<Schema extends DrizzleSchema>(
  dataDir: string,
  { schema, migrationsFolder, extensions = {} }: PgliteOptions<Schema>,
): Promise<DatabaseHandle<Schema>> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database<Schema>,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    // One process owns the database: nothing is missed, and a listener hears a notification
    // before the query that committed it returns (PGlite calls it in a microtask).
    listen: async (channel, { message }) => {
      const stop = await client.listen(channel, message);
      return { flush: async () => {}, stop: () => stop() };
    },
    close: () => client.close(),
  };
}
