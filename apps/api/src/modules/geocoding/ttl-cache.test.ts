import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('drops the oldest entry when full', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual({ value: 3 });
  });
});
