/**
 * @fastify/rate-limit's counters in the database, so that a limit holds across every process on
 * one PostgreSQL (its own store counts in one process's memory: with two processes behind a
 * proxy a client got twice the limit). One statement counts a request: an upsert that opens a
 * window on a client's first request or after its window ended, and adds one otherwise, so any
 * number of requests at once from any process are counted one by one. `continueExceeding` and
 * `exponentialBackoff` are not supported (no route uses them).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database, DrizzleSchema } from '../database-handle.ts';
import { startPeriodicSweep, type PeriodicSweep } from '../jobs/periodic-sweep.ts';

type Counted = { hits: number; ttl_ms: number };
type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { routeInfo?: { method?: string; url?: string } };

/** Adds one request to `key`'s window of `windowMs`: the requests counted and the ms left. */
export async function countRequest(
  db: Database<DrizzleSchema>,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    insert into rate_limit_counters as counter (key, hits, window_ends)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when counter.window_ends <= now() then 1 else counter.hits + 1 end,
      window_ends = case when counter.window_ends <= now() then excluded.window_ends
        else counter.window_ends end
    returning hits, greatest(0, extract(epoch from window_ends - now()) * 1000)::float8 as ttl_ms`);
  const [row] = (result as unknown as { rows: Counted[] }).rows;
  return { current: Number(row?.hits ?? 1), ttl: Math.ceil(Number(row?.ttl_ms ?? windowMs)) };
}

/** The store class @fastify/rate-limit's `store` option takes, counting in `db`. */
export function sharedRateLimitStore(db: Database<DrizzleSchema>): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrementCallback, timeWindow: number) {
      countRequest(db, this.prefix + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteInfo) {
      const { method = '', url = '' } = routeOptions.routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${method}${url}:`);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Removes the counters whose window has ended: answers how many went. */
export async function removeEndedCounters(db: Database<DrizzleSchema>): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limit_counters where window_ends < now() returning key`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Sweeps ended counters now and every ten minutes until stopped. */
export function startRateLimitSweeps(
  db: Database<DrizzleSchema>,
  log: { error(details: object, message: string): void },
): PeriodicSweep {
  return startPeriodicSweep(
    'rate-limit counter sweep',
    () => removeEndedCounters(db),
    SWEEP_EVERY_MS,
    log,
  );
}
