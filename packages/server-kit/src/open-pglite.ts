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
import { keepPreparedStatements } from './pglite-statements.ts';
import { isFollowUpQuery } from './query-priority.ts';
import { jobs } from './jobs/job-table.ts';
import { ensureJobsTable } from './jobs/jobs-table-sql.ts';

export type PgliteOptions<Schema extends DrizzleSchema> = DatabaseDefinition<Schema> & {
  /** The contrib extensions the migrations create (`pg_trgm`, `cube`, ...). */
  extensions?: Extensions;
  /**
   * A data directory to start from (`dumpDataDir`'s archive), instead of a new cluster: tests open
   * a copy of one migrated database in about a fifth of the time a new one takes.
   */
  loadDataDir?: Blob;
};

/**
 * Queries and transactions run one at a time, in slices: after a turn of the event loop, those
 * waiting run back to back for up to SLICE_MS, then the loop gets its next turn (requests
 * arriving, passwords hashed on the thread pool), a request's follow-up queries going first
 * (see query-priority.ts). PGlite runs queries on this thread and starts the next waiting one in
 * a microtask: without turns every query asked for meanwhile ran in one stretch (mixed load
 * bench: p99 about 1,000 ms); one query per turn cost 10-12% of throughput; arrival order in
 * slices left a sign-in waiting for the whole queue three times (p99 380 ms at 414 requests/s,
 * against 243 ms at 423 with follow-ups first).
 */
const SLICE_MS = 10;

/** Wraps the client's query methods; answers how many queries run (0 or 1) and wait. */
function takeTurns(client: PGlite): () => { running: number; waiting: number } {
  const waiting = { followUps: [] as (() => void)[], firsts: [] as (() => void)[] };
  let running = false;
  let sliceStarted = 0;
  const startNext = () => {
    const next = waiting.followUps.shift() ?? waiting.firsts.shift();
    running = next !== undefined;
    next?.();
  };
  const startNextInTurn = () => {
    sliceStarted = performance.now();
    startNext();
  };
  /** Queries run back to back for up to SLICE_MS, then the event loop gets its turn. */
  const finished = () => {
    if (performance.now() - sliceStarted < SLICE_MS) startNext();
    else setImmediate(startNextInTurn);
  };
  const turn = () =>
    new Promise<void>((resolve) => {
      (isFollowUpQuery() ? waiting.followUps : waiting.firsts).push(resolve);
      if (!running) {
        running = true;
        setImmediate(startNextInTurn);
      }
    });
  const oneAtATime =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      await turn();
      try {
        return await run(...args);
      } finally {
        finished();
      }
    };
  client.query = oneAtATime(client.query.bind(client)) as typeof client.query;
  client.exec = oneAtATime(client.exec.bind(client));
  client.transaction = oneAtATime(client.transaction.bind(client)) as typeof client.transaction;
  return () => ({
    running: running ? 1 : 0,
    waiting: waiting.followUps.length + waiting.firsts.length,
  });
}

/** `dataDir` is a folder (created if absent) or 'memory://' for a throwaway database. */
export async function openPgliteDatabase<Schema extends DrizzleSchema>(
  dataDir: string,
  { schema, migrationsFolder, extensions = {}, loadDataDir }: PgliteOptions<Schema>,
): Promise<DatabaseHandle<Schema>> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions, loadDataDir });
  keepPreparedStatements(client);
  const turns = takeTurns(client); // outermost: a query waits for its turn before it is bound and run
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database<Schema>,
    kind: 'pglite',
    migrate: async () => {
      if (Object.values(schema).includes(jobs)) await ensureJobsTable(db);
      await migrate(db, { migrationsFolder });
    },
    // One process owns the database: nothing is missed, and a listener hears a notification
    // before the query that committed it returns (PGlite calls it in a microtask).
    listen: async (channel, { message }) => {
      const stop = await client.listen(channel, message);
      return { flush: async () => {}, stop: () => stop() };
    },
    close: () => client.close(),
    connections: () => {
      const { running, waiting } = turns();
      return { open: 1, idle: 1 - running, max: 1, waiting };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
