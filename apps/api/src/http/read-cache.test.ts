import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache.ts';

async function appWithCache(ttlMs = 10_000) {
  const app = Fastify();
  const cache = createReadCache(app, { ttlMs, maxEntries: 100 });
  let version = 0;
  let release: (() => void) | null = null;
  app.get('/value', async () =>
    cache.read(
      'value',
      async () => version,
      () => true,
    ),
  );
  app.get('/slow', async () =>
    cache.read(
      'slow',
      async () => {
        const seen = version;
        await new Promise<void>((resolve) => (release = resolve));
        return seen;
      },
      () => true,
    ),
  );
  let loads = 0;
  app.get('/loads', async () =>
    cache.read(
      'loads',
      async () => (loads += 1),
      () => true,
    ),
  );
  app.post('/write', async () => {
    version += 1;
    return { version };
  });
  app.post('/refused', async (_request, reply) => reply.status(400).send({ errors: ['x'] }));
  await app.ready();
  return { app, release: () => release?.() };
}

afterEach(() => vi.useRealTimers());

describe('read cache', () => {
  it('keeps a read until the next write, whatever its answer', async () => {
    const { app } = await appWithCache();
    expect((await app.inject('/value')).json()).toBe(0);
    await app.inject({ method: 'POST', url: '/refused' });
    expect((await app.inject('/value')).json()).toBe(0);
    await app.inject({ method: 'POST', url: '/write' });
    expect((await app.inject('/value')).json()).toBe(1);
  });

  it('never keeps a read that overlapped a write', async () => {
    const { app, release } = await appWithCache();
    const slow = app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.inject({ method: 'POST', url: '/write' });
    release();
    expect((await slow).json()).toBe(0);
    // The overlapping answer was not kept: the next read sees the write.
    const next = app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect((await next).json()).toBe(1);
  });

  it('lets a kept read expire', async () => {
    const { app } = await appWithCache(50);
    const first = await app.inject('/loads');
    expect(first.json(), first.body).toBe(1);
    expect((await app.inject('/loads')).json()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Nothing wrote, but time passed: read again.
    expect((await app.inject('/loads')).json()).toBe(2);
  });
});
