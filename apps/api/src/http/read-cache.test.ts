import Fastify from 'fastify';
import type { NotificationListener } from '@tablefor/server-kit';
import { describe, expect, it } from 'vitest';
import { createReadCache, dropOnNotification } from './read-cache.ts';

/**
 * An app whose "database" is a map of versions, and a stand-in for LISTEN: a write notifies the
 * key it changed once `deliver` is called (as a notification arrives after its commit).
 */
async function appWithCache(ttlMs = 10_000) {
  const app = Fastify();
  const cache = createReadCache({ ttlMs, maxEntries: 100 });
  const versions = new Map<string, number>([
    ['a', 0],
    ['b', 0],
  ]);
  let listener: NotificationListener | undefined;
  const undelivered: string[] = [];
  let flushes = 0;
  await dropOnNotification(
    app,
    cache,
    async (heard) => {
      listener = heard;
      return {
        flush: async () => {
          flushes += 1;
          deliver();
        },
        stop: async () => {},
      };
    },
    (payload) => (payload === '*' ? 'all' : [payload]),
  );
  const deliver = () => {
    for (const key of undelivered.splice(0)) listener?.message(key);
  };
  let release: (() => void) | null = null;
  let loads = 0;
  app.get<{ Params: { key: string } }>('/value/:key', async (request) => {
    const { key } = request.params;
    return cache.read(
      key,
      async () => {
        loads += 1;
        const seen = versions.get(key);
        if (key === 'b') await new Promise<void>((resolve) => (release = resolve));
        return seen;
      },
      () => true,
    );
  });
  app.post<{ Params: { key: string } }>('/write/:key', async (request) => {
    const { key } = request.params;
    versions.set(key, (versions.get(key) ?? 0) + 1);
    undelivered.push(key);
    return { ok: true };
  });
  await app.ready();
  return {
    app,
    cache,
    listener: () => listener!,
    release: () => release?.(),
    loads: () => loads,
    flushes: () => flushes,
    /** A write committed by another process: only the notification tells this one. */
    writeElsewhere: (key: string) => {
      versions.set(key, (versions.get(key) ?? 0) + 1);
      undelivered.push(key);
    },
    deliver,
  };
}

const read = async (app: Awaited<ReturnType<typeof appWithCache>>['app'], key: string) =>
  (await app.inject(`/value/${key}`)).json<number>();

describe('read cache', () => {
  it('keeps a read until a notification names it; other keys stay kept', async () => {
    const t = await appWithCache();
    expect(await read(t.app, 'a')).toBe(0);
    t.writeElsewhere('a');
    expect(await read(t.app, 'a')).toBe(0); // not heard yet
    t.deliver();
    expect(await read(t.app, 'a')).toBe(1);
    expect(t.loads()).toBe(2);
  });

  it('answers a write of this process only once its notifications are heard', async () => {
    const t = await appWithCache();
    expect(await read(t.app, 'a')).toBe(0);
    await t.app.inject({ method: 'POST', url: '/write/a' });
    expect(t.flushes()).toBe(1);
    expect(await read(t.app, 'a')).toBe(1);
    // Reads do not wait for anything.
    await read(t.app, 'a');
    expect(t.flushes()).toBe(1);
  });

  it('never keeps a read that overlapped a notification', async () => {
    const t = await appWithCache();
    const slow = t.app.inject('/value/b');
    await new Promise((resolve) => setTimeout(resolve, 20));
    t.writeElsewhere('b');
    t.deliver();
    t.release();
    expect((await slow).json()).toBe(0);
    // The overlapping answer was not kept: the next read sees the write.
    const next = t.app.inject('/value/b');
    await new Promise((resolve) => setTimeout(resolve, 20));
    t.release();
    expect((await next).json()).toBe(1);
  });

  it("drops every entry on '*', and keeps nothing while changes cannot be heard", async () => {
    const t = await appWithCache();
    await read(t.app, 'a');
    t.listener().message('*');
    await read(t.app, 'a');
    expect(t.loads()).toBe(2);

    t.listener().gap(false);
    await read(t.app, 'a');
    await read(t.app, 'a');
    expect(t.loads()).toBe(4);
    t.listener().gap(true);
    await read(t.app, 'a');
    await read(t.app, 'a');
    expect(t.loads()).toBe(5);
  });

  it('lets a kept read expire', async () => {
    const t = await appWithCache(50);
    await read(t.app, 'a');
    await read(t.app, 'a');
    expect(t.loads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Nothing changed, but time passed: read again.
    await read(t.app, 'a');
    expect(t.loads()).toBe(2);
  });

  it('drops an entry by its key or by any name it was tagged with, and only those', async () => {
    const cache = createReadCache({ ttlMs: 10_000, maxEntries: 100 });
    let loads = 0;
    const read = (key: string, tags: string[]) =>
      cache.read(
        key,
        async () => (loads += 1),
        () => true,
        () => tags,
      );
    await read('page:1', ['restaurant:1', 'restaurant:2']);
    await read('page:2', ['restaurant:2']);
    await read('restaurant:1', []);
    expect(loads).toBe(3);

    cache.drop(['restaurant:1']); // the entry of that key and the page tagged with it
    await read('page:1', ['restaurant:1']);
    await read('page:2', ['restaurant:2']);
    await read('restaurant:1', []);
    expect(loads).toBe(5);

    // page:1 was kept again tagged only restaurant:1: dropping restaurant:2 leaves it.
    cache.drop(['restaurant:2']);
    await read('page:1', ['restaurant:1']);
    await read('page:2', ['restaurant:2']);
    expect(loads).toBe(6);
  });

  it('when full, lets the least recently read entry go, and a drop of its tag reaches only the rest', async () => {
    const cache = createReadCache({ ttlMs: 10_000, maxEntries: 2 });
    const loaded: string[] = [];
    const read = (key: string) =>
      cache.read(
        key,
        async () => loaded.push(key),
        () => true,
        () => ['shared'],
      );
    await read('a');
    await read('b');
    await read('a'); // kept; b is now the least recently read
    await read('c'); // full: b goes
    await read('a');
    expect(loaded).toEqual(['a', 'b', 'c']);
    await read('b');
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
    cache.drop(['shared']);
    await read('b');
    expect(loaded).toEqual(['a', 'b', 'c', 'b', 'b']);
  });

  it('keeps a read that overlapped only notifications naming other keys and tags', async () => {
    const cache = createReadCache({ ttlMs: 10_000, maxEntries: 100 });
    let loads = 0;
    const slowRead = (key: string, tags: string[], during: () => void) =>
      cache.read(
        key,
        async () => {
          during();
          return (loads += 1);
        },
        () => true,
        () => tags,
      );
    const again = (key: string) =>
      cache.read(
        key,
        async () => (loads += 1),
        () => true,
      );

    await slowRead('page:1', ['restaurant:1'], () => cache.drop(['restaurant:2', 'page:2']));
    await again('page:1');
    expect(loads).toBe(1); // kept

    await slowRead('page:3', ['restaurant:3'], () => cache.drop(['restaurant:3']));
    await again('page:3');
    expect(loads).toBe(3); // its tag was named meanwhile: not kept

    await slowRead('page:4', [], () => cache.drop(['page:4']));
    await again('page:4');
    expect(loads).toBe(5); // its key was named meanwhile

    await slowRead('page:5', [], () => cache.drop('all'));
    await again('page:5');
    expect(loads).toBe(7);
  });

  it('does not keep a read that outlived the drops it remembers', async () => {
    const cache = createReadCache({ ttlMs: 10_000, maxEntries: 100 });
    let loads = 0;
    await cache.read(
      'slow',
      async () => {
        for (let n = 0; n < 600; n += 1) cache.drop([`other:${n}`]);
        return (loads += 1);
      },
      () => true,
    );
    await cache.read(
      'slow',
      async () => (loads += 1),
      () => true,
    );
    expect(loads).toBe(2);
  });
});
