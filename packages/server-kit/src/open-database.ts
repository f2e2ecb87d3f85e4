/** Opens the configured database: PostgreSQL when a URL is given, else PGlite under the data dir. */
import path from 'node:path';
import type { DatabaseHandle, DrizzleSchema } from './database-handle.ts';
import { openPgliteDatabase, type PgliteOptions } from './open-pglite.ts';
import { openPostgresDatabase } from './open-postgres.ts';

export type OpenDatabaseOptions<Schema extends DrizzleSchema> = PgliteOptions<Schema> & {
  databaseUrl?: string;
  /** The service's data directory; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
};

export function openDatabase<Schema extends DrizzleSchema>({
  databaseUrl,
  dataDir,
  ...options
}: OpenDatabaseOptions<Schema>): Promise<DatabaseHandle<Schema>> {
  return databaseUrl
    ? openPostgresDatabase(databaseUrl, options)
    : openPgliteDatabase(path.join(dataDir, 'pglite'), options);
}
