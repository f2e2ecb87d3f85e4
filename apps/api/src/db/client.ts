/** Opens the API's database (its schema, extensions and migrations) through the server kit. */
import path from 'node:path';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  openDatabase as openConfiguredDatabase,
  openPgliteDatabase,
  openPostgresDatabase,
  type Database as KitDatabase,
  type DatabaseHandle as KitDatabaseHandle,
} from '@tablefor/server-kit';
import * as schema from './schema/index.ts';

export type Database = KitDatabase<typeof schema>;
export type DatabaseHandle = KitDatabaseHandle<typeof schema>;

/** The committed migrations (drizzle-kit's journal in `meta/`). */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '..', '..', 'drizzle');

const definition = { schema, migrationsFolder: MIGRATIONS_FOLDER };

/** The contrib extensions that drizzle/0000_extensions.sql creates. */
const extensions = { pg_trgm, cube, earthdistance, btree_gist };

/**
 * `dataDir` may be a folder or 'memory://' for a throwaway database; `loadDataDir` starts it as a
 * copy of a dumped one (the tests' migrated template).
 */
export const openPglite = (dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> =>
  openPgliteDatabase(dataDir, { ...definition, extensions, loadDataDir });

export const openPostgres = (connectionString: string): Promise<DatabaseHandle> =>
  openPostgresDatabase(connectionString, definition);

/** Embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
export const openDatabase = (options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> => openConfiguredDatabase({ ...options, ...definition, extensions });
