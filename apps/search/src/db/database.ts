/** Opens the search service's own database (PGlite under DATA_DIR/search, or PostgreSQL). */
import path from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  openDatabase,
  openPgliteDatabase,
  openPostgresDatabase,
  type Database,
  type DatabaseHandle,
} from '@tablefor/server-kit';
import * as schema from './schema.ts';

export type SearchDatabase = Database<typeof schema>;
export type SearchDatabaseHandle = DatabaseHandle<typeof schema>;

const definition = {
  schema,
  migrationsFolder: path.join(import.meta.dirname, '..', '..', 'drizzle'),
};
const extensions = { pg_trgm };

export const openSearchDatabase = (options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<SearchDatabaseHandle> => openDatabase({ ...options, ...definition, extensions });

export const openSearchPglite = (dataDir: string): Promise<SearchDatabaseHandle> =>
  openPgliteDatabase(dataDir, { ...definition, extensions });

export const openSearchPostgres = (url: string): Promise<SearchDatabaseHandle> =>
  openPostgresDatabase(url, definition);
