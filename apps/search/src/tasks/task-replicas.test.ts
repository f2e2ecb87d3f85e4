/**
 * Several service instances on one database share the tasks: each task runs once, on one of them.
 * Embedded: two instances over one PGlite. PostgreSQL (DATABASE_URL): two instances, each with its
 * own connection pool, as two replicas have.
 */
import type { SearchProvider } from '@tablefor/shared';
import { createScratchDatabase } from '@tablefor/server-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { openSearchPglite, openSearchPostgres, type SearchDatabaseHandle } from '../db/database.ts';
import type { Candidate, Provider } from '../engine/types.ts';
import { createSearchTestApp, waitForTask, type SearchTestApp } from '../test/search-test-app.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** Counts the provider's calls; each takes a little while, so the instances overlap. */
function countingProvider() {
  const calls = { count: 0 };
  const place = (name: string): Candidate => ({
    name,
    description: 'Ramen and gyoza',
    cuisine_type: 'Japanese',
    price_range: '$',
    location: {
      address: '1 Sawtelle Blvd',
      neighborhood: 'Sawtelle',
      city: 'Los Angeles',
      state: 'CA',
      zip_code: '90025',
      latitude: null,
      longitude: null,
    },
    contact: { phone: '(310) 555-0199', email: '', website: `https://${name}.example/` },
    hours: {},
    opening_hours: {},
    features: [],
    rating: null,
    reviews_count: null,
    founded_year: null,
    size: null,
    source_urls: [`https://${name}.example/`],
    listed_restaurant_id: null,
  });
  const provider: Provider = {
    id: 'local',
    search: async () => {
      calls.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return [place('ramen-ya')];
    },
  };
  return { calls, providers: new Map<SearchProvider, Provider>([['local', provider]]) };
}

const task = { topic: 'ramen', filters: { location: 'Sawtelle' } };

async function instance(database: SearchDatabaseHandle, providers: Map<SearchProvider, Provider>) {
  const t = await createSearchTestApp({
    database,
    providers,
    env: { SEARCH_CONCURRENCY: '2', SEARCH_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  cleanups.push(() => t.close());
  return t;
}

async function start(t: SearchTestApp) {
  const response = await t.app.inject({ method: 'POST', url: '/search/topic', payload: task });
  return response.json().task_id as string;
}

async function shareTasks(first: SearchDatabaseHandle, second: SearchDatabaseHandle) {
  // How many provider calls one run of the task makes, on a lone instance.
  const single = countingProvider();
  const alone = await instance(first, single.providers);
  expect((await waitForTask(alone.app, await start(alone))).status).toBe('completed');
  await alone.close();
  cleanups.pop();

  const shared = countingProvider();
  const a = await instance(first, shared.providers);
  const b = await instance(second, shared.providers);
  const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => start(n % 2 === 0 ? a : b)));
  const statuses = await Promise.all(ids.map((id) => waitForTask(a.app, id, 30_000)));
  expect(statuses.every((status) => status.status === 'completed')).toBe(true);
  // Twelve runs exactly: a task run twice would add its calls again.
  expect(shared.calls.count).toBe(12 * single.calls.count);

  const rows = await first.db.query.jobs.findMany();
  const ours = rows.filter((row) => ids.includes(row.id));
  expect(ours.every((row) => row.attempts === 1)).toBe(true);
  expect(new Set(ours.map((row) => row.locked_by)).size).toBe(2);
}

describe('two instances on one database', () => {
  it('embedded: each task runs once', async () => {
    const database = await openSearchPglite('memory://');
    await database.migrate();
    cleanups.push(() => database.close());
    await shareTasks(database, database);
  });

  const serverUrl = process.env.DATABASE_URL;
  it.skipIf(!serverUrl)('PostgreSQL: each task runs once', async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '', 'search');
    cleanups.push(scratch.drop);
    const first = await openSearchPostgres(scratch.url);
    const second = await openSearchPostgres(scratch.url);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    await first.migrate();
    await shareTasks(first, second);
  });
});
