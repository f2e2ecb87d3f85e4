/** A small in-memory cache: entries expire after a fixed time; the oldest go first when full. */

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
  const entries = new Map<string, { value: V; expiresAt: number }>();
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
      entries.delete(key);
      // A Map keeps insertion order, so the first key is the oldest.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    get size() {
      return entries.size;
    },
  };
}
