/**
 * A bounded in-memory cache (lru-cache): entries expire after a fixed time; the least recently
 * used go first when full. The expiry is checked here so that a test's clock decides it.
 */
import { LRUCache } from 'lru-cache';

export type TtlCache<V> = {
  get(key: string): { value: V } | undefined;
  set(key: string, value: V): void;
  readonly size: number;
};

export function createTtlCache<V>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> {
  // Wrapped, so that null (an address known to be unknown) can be kept too.
  const entries = new LRUCache<string, { value: V; expiresAt: number }>({ max: maxEntries });
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return { value: entry.value };
    },
    set(key, value) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    get size() {
      return entries.size;
    },
  };
}
