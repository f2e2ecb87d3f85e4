/**
 * Public answers kept in memory, dropped when the database says their rows changed: triggers
 * NOTIFY the ids of what changed when the change commits, heard by every API process, on PGlite
 * and on PostgreSQL alike. A read that overlapped a notification naming it (its key or one of
 * its tags) is not kept: it may have seen the rows before the change. A write request of this process is answered only once its own
 * notifications have been heard, so its client never reads what it just changed as it was.
 * While the listening connection is lost nothing is kept; what time alone changes (a review
 * becoming a verified diner's as the booking passes) is at most `ttlMs` late.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Listening, NotificationListener } from '@tablefor/server-kit';

export type ReadCache = {
  /**
   * The value kept under `key`, or `load`'s, kept if `keep` says so. `tagsOf` names what else
   * the value was read from: dropping one of those names drops it too.
   */
  read<T>(
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    tagsOf?: (value: T) => string[],
  ): Promise<T>;
};

export type ChangeAwareCache = ReadCache & {
  /** Drops the entries named, and those tagged with one of the names; or every entry. */
  drop(names: string[] | 'all'): void;
  /** Whether changes are being heard; while not, nothing is kept. */
  setListening(listening: boolean): void;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Drops remembered for reads still running; a read older than all of them is not kept. */
const REMEMBERED_DROPS = 512;

export function createReadCache({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}): ChangeAwareCache {
  const keysByTag = new Map<string, Set<string>>();
  const forgetTags = (key: string, tags: readonly string[]) => {
    for (const tag of tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  // Bounded: when full, the least recently read entry goes (and leaves its tags).
  const entries = new LRUCache<string, { value: unknown; expires: number; tags: string[] }>({
    max: maxEntries,
    dispose: (entry, key) => forgetTags(key, entry.tags),
  });
  // The latest drops, numbered: a read checks the ones made while it ran. Under a steady stream
  // of writes most reads overlap some drop, and few of those drops concern them.
  let dropped = 0;
  const recentDrops: { at: number; names: ReadonlySet<string> | 'all' }[] = [];
  let listening = true;

  /** Whether a drop since `since` named `key` or a tag (or all), or may have, being forgotten. */
  const droppedSince = (since: number, key: string, tags: readonly string[]) => {
    if (since === dropped) return false;
    const first = recentDrops[0];
    if (!first || first.at > since + 1) return true;
    return recentDrops.some(
      ({ at, names }) =>
        at > since && (names === 'all' || names.has(key) || tags.some((tag) => names.has(tag))),
    );
  };

  const remove = (key: string) => {
    entries.delete(key);
  };
  const clear = () => {
    entries.clear();
    keysByTag.clear();
  };

  const cache: ChangeAwareCache = {
    async read(key, load, keep, tagsOf) {
      const cached = entries.get(key);
      if (cached && cached.expires > Date.now())
        return cached.value as Awaited<ReturnType<typeof load>>;
      const startedAt = dropped;
      const value = await load();
      if (!listening || !keep(value)) return value;
      const tags = tagsOf?.(value) ?? [];
      if (!droppedSince(startedAt, key, tags)) {
        remove(key);
        entries.set(key, { value, expires: Date.now() + ttlMs, tags });
        for (const tag of tags) keysByTag.set(tag, (keysByTag.get(tag) ?? new Set()).add(key));
      }
      return value;
    },
    drop(names) {
      dropped += 1;
      recentDrops.push({ at: dropped, names: names === 'all' ? 'all' : new Set(names) });
      if (recentDrops.length > REMEMBERED_DROPS) recentDrops.shift();
      if (names === 'all') return clear();
      for (const name of names) {
        remove(name);
        for (const key of [...(keysByTag.get(name) ?? [])]) remove(key);
      }
    },
    setListening(now) {
      listening = now;
      cache.drop('all');
    },
  };
  return cache;
}

/**
 * Keeps `cache` in step with one NOTIFY channel: `keysOf` turns a payload into the keys it
 * invalidates ('all' for every entry). Write requests wait for their notifications.
 */
export async function dropOnNotification(
  app: FastifyInstance,
  cache: ChangeAwareCache,
  listen: (listener: NotificationListener) => Promise<Listening>,
  keysOf: (payload: string) => string[] | 'all',
): Promise<void> {
  const listening = await listen({
    message: (payload) => cache.drop(keysOf(payload)),
    gap: (heard) => cache.setListening(heard),
  });
  // Only routes that may write wait (a hook on every route would slow every read).
  const heardOwnWrites = async (_request: unknown, _reply: unknown, payload: unknown) => {
    await listening.flush();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => READS.has(method))) return;
    route.onSend = [...[route.onSend ?? []].flat(), heardOwnWrites];
  });
  app.addHook('onClose', () => listening.stop());
}
