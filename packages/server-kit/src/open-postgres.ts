/** Opens a pool on a PostgreSQL server named by URL (the scale-out option). */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type {
  Database,
  DatabaseDefinition,
  DatabaseHandle,
  DrizzleSchema,
} from './database-handle.ts';
import { listenOnPostgres } from './listen-postgres.ts';
import { nameStatements } from './postgres-statements.ts';
import { jobs } from './jobs/job-table.ts';
import { ensureJobsTable } from './jobs/jobs-table-sql.ts';

export type PostgresOptions<Schema extends DrizzleSchema> = DatabaseDefinition<Schema> & {
  /** Connections per process; every replica opens its own pool. */
  maxConnections?: number;
};

export async function openPostgresDatabase<Schema extends DrizzleSchema>(
  connectionString: string,
  { schema, migrationsFolder, maxConnections = 10 }: PostgresOptions<Schema>,
): Promise<DatabaseHandle<Schema>> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection the server ends (restart, failover, a dropped database) is removed from
  // the pool and replaced on next use; without a listener its 'error' would crash the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL: idle connection closed (${error.message})`);
  });
  nameStatements(pool);
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database<Schema>,
    kind: 'postgres',
    migrate: async () => {
      if (Object.values(schema).includes(jobs)) await ensureJobsTable(db);
      await migrate(db, { migrationsFolder });
    },
    listen: (channel, listener) => listenOnPostgres(connectionString, channel, listener),
    close: () => pool.end(),
    connections: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      max: maxConnections,
      waiting: pool.waitingCount,
    }),
  };
}
