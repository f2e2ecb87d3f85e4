/**
 * How a service registers @fastify/rate-limit: counted in PostgreSQL, which every process of the
 * service shares, or in memory on the embedded database, which only one process can open.
 */
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { DatabaseHandle, DrizzleSchema } from '../database-handle.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';

export function rateLimitOptions(
  database: Pick<DatabaseHandle<DrizzleSchema>, 'db' | 'kind'>,
): FastifyRateLimitOptions {
  if (database.kind === 'pglite') return { global: false };
  return { global: false, store: sharedRateLimitStore(database.db) };
}
