/**
 * Public answers kept in memory for a few seconds and dropped whole on every write: only with the
 * embedded database, which one process owns, so every write to it passes through this app. A read
 * that overlapped a write is not kept (it may have seen the data before it); what time alone
 * changes (a review becoming a verified diner's as the booking passes) is at most `ttlMs` late.
 */
import type { FastifyInstance } from 'fastify';

export type ReadCache = {
  read<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T>;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createReadCache(
  app: FastifyInstance,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
): ReadCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  let generation = 0;
  let writesInFlight = 0;

  // A write ends when its response closes: sent, or its client gone (Node emits 'close' once).
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method)) return;
    writesInFlight += 1;
    generation += 1;
    reply.raw.once('close', () => {
      writesInFlight -= 1;
      generation += 1;
      entries.clear();
    });
  });

  return {
    async read(key, load, keep) {
      const cached = entries.get(key);
      if (cached && cached.expires > Date.now())
        return cached.value as Awaited<ReturnType<typeof load>>;
      const startedAt = generation;
      const value = await load();
      if (writesInFlight === 0 && generation === startedAt && keep(value)) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { value, expires: Date.now() + ttlMs });
      }
      return value;
    },
  };
}

/** For PostgreSQL, where other processes write too: every read goes to the database. */
export const noReadCache: ReadCache = { read: (_key, load) => load() };
