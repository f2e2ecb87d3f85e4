/** What opening a database gives a server: Drizzle over its schema, its migrations, and close. */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** A Drizzle schema module: `import * as schema from './schema/index.ts'`. */
export type DrizzleSchema = Record<string, unknown>;

/** The same query API over PGlite and node-postgres. */
export type Database<Schema extends DrizzleSchema> = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle<Schema extends DrizzleSchema> = {
  db: Database<Schema>;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations folder's pending migrations (drizzle-kit's journal format). */
  migrate: () => Promise<void>;
  /** Hears NOTIFY on `channel` from any process. */
  listen: (channel: string, listener: NotificationListener) => Promise<Listening>;
  close: () => Promise<void>;
  /** How busy its connections are now (for metrics): cheap, no query. */
  connections: () => ConnectionUse;
  /** PGlite only: the whole data directory as an archive, for `loadDataDir` (test templates). */
  dumpDataDir?: () => Promise<Blob>;
};

/**
 * PostgreSQL: the pool's connections open, idle and at most, and queries waiting for one. PGlite
 * is one connection that runs one query at a time: busy or idle, and the queries waiting their turn.
 */
export type ConnectionUse = { open: number; idle: number; max: number; waiting: number };

export type NotificationListener = {
  /** One notification's payload, after the transaction that sent it committed. */
  message: (payload: string) => void;
  /** Notifications may have been missed: the listening connection was lost (false) or is back. */
  gap: (listening: boolean) => void;
};

export type Listening = {
  /** Resolves once every notification committed before the call has been heard. */
  flush: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Which schema a service queries and where its committed migrations live. */
export type DatabaseDefinition<Schema extends DrizzleSchema> = {
  schema: Schema;
  migrationsFolder: string;
};
