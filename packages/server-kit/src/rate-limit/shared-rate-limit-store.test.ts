import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database-handle.ts';
import { openPgliteDatabase } from '../open-pglite.ts';
import { openPostgresDatabase } from '../open-postgres.ts';
import { createScratchDatabase } from '../testing/scratch-postgres.ts';
import { rateLimitOptions } from './rate-limit-options.ts';
import { rateLimitCounters } from './rate-limit-table.ts';
import { countRequest, removeEndedCounters } from './shared-rate-limit-store.ts';

const definition = {
  schema: { rateLimitCounters },
  migrationsFolder: path.join(import.meta.dirname, 'test-migrations'),
};
type Handle = DatabaseHandle<typeof definition.schema>;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

let embedded: Handle;
beforeAll(async () => {
  embedded = await openPgliteDatabase('memory://', definition);
  await embedded.migrate();
}, 60_000);
afterAll(() => embedded.close());

let keys = 0;
const newKey = () => `test:${(keys += 1)}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's app: one limited route, counted by `handle`'s store (the shared one forced). */
async function limitedApp(handle: Handle, max: number) {
  const app = Fastify();
  await app.register(fastifyRateLimit, rateLimitOptions({ db: handle.db, kind: 'postgres' }));
  app.post('/contact', { config: { rateLimit: { max, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
  app.post('/other', { config: { rateLimit: { max, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

async function statuses(apps: Awaited<ReturnType<typeof limitedApp>>[], url: string, n: number) {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      apps[i % apps.length]!.inject({ method: 'POST', url, remoteAddress: '203.0.113.7' }),
    ),
  );
  return answers.map((answer) => answer.statusCode).sort();
}

describe('countRequest', () => {
  it('counts in an unlogged table (no disk flush per request)', async () => {
    const result = await embedded.db.execute(
      sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('counts one by one in a window, and says how long is left of it', async () => {
    const key = newKey();
    const first = await countRequest(embedded.db, key, 60_000);
    const second = await countRequest(embedded.db, key, 60_000);
    expect([first.current, second.current]).toEqual([1, 2]);
    expect(second.ttl).toBeGreaterThan(58_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts again from one when the window has ended', async () => {
    const key = newKey();
    await countRequest(embedded.db, key, 40);
    await countRequest(embedded.db, key, 40);
    await pause(80);
    const after = await countRequest(embedded.db, key, 60_000);
    expect(after.current).toBe(1);
    expect(after.ttl).toBeGreaterThan(58_000);
  });

  it('the sweep removes ended windows only', async () => {
    const ended = newKey();
    const running = newKey();
    await countRequest(embedded.db, ended, 10);
    await countRequest(embedded.db, running, 60_000);
    await pause(30);
    expect(await removeEndedCounters(embedded.db)).toBeGreaterThanOrEqual(1);
    const left = await embedded.db.execute(sql`select key from rate_limit_counters`);
    const leftKeys = (left as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    expect(leftKeys).toContain(running);
    expect(leftKeys).not.toContain(ended);
  });
});

describe('rateLimitOptions', () => {
  it('counts in memory on the embedded database (one process)', () => {
    expect(rateLimitOptions(embedded)).toEqual({ global: false });
  });

  it('with the shared store, two processes together answer the limit, route by route', async () => {
    await embedded.db.execute(sql`delete from rate_limit_counters`);
    const apps = [await limitedApp(embedded, 3), await limitedApp(embedded, 3)];
    expect(await statuses(apps, '/contact', 6)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await statuses(apps, '/other', 3)).toEqual([200, 200, 200]);
  });
});

const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)('PostgreSQL (DATABASE_URL)', () => {
  async function twoProcesses() {
    const scratch = await createScratchDatabase(serverUrl ?? '', 'ratelimit');
    cleanups.push(scratch.drop);
    const first = await openPostgresDatabase(scratch.url, definition);
    const second = await openPostgresDatabase(scratch.url, definition);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    await first.migrate();
    return [first, second] as const;
  }

  it('fifty requests at once from two pools are counted one by one', async () => {
    const [first, second] = await twoProcesses();
    const counted = await Promise.all(
      Array.from({ length: 50 }, (_, i) => countRequest((i % 2 ? first : second).db, 'k', 60_000)),
    );
    expect(counted.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('twenty requests at once through two processes: exactly the limit passes', async () => {
    const [first, second] = await twoProcesses();
    const apps = [await limitedApp(first, 5), await limitedApp(second, 5)];
    const answers = await statuses(apps, '/contact', 20);
    expect(answers.filter((status) => status === 200)).toHaveLength(5);
    expect(answers.filter((status) => status === 429)).toHaveLength(15);
  });
});
