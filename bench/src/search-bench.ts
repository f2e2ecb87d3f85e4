/**
 * Server-side search at scale on PGlite and on PostgreSQL, beside the old way: download every
 * restaurant, filter in the client.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { EMAIL_QUEUE } from '../../apps/api/src/modules/mail/outbox.ts';
import { seedIfEmpty } from '../../apps/api/src/seed/seed-if-empty.ts';
import { openTestDatabase } from '../../apps/api/src/test/test-database.ts';
import { countWaitingJobs } from '@tablefor/server-kit';
import { DEFAULT_TIME_ZONE, zonedDateString, type RestaurantList } from '@tablefor/shared';
import { benchPostgresUrl, percentile, type Row } from './measure.ts';
import { benchQueries, filterInClient } from './search-bench-queries.ts';

const QUERIES = 300;
const LIST_PAGE = 500;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};

/**
 * Starting, the app sends the day-before reminders of the seed's reservations (a few hundred
 * e-mails through the one PGlite connection): searches are timed once no e-mail job has been
 * waiting or running for two seconds (at most a minute).
 */
async function backgroundWorkDone({ db }: DatabaseHandle): Promise<void> {
  const quietFor = 2_000;
  const deadline = performance.now() + 60_000;
  let quietSince = performance.now();
  while (performance.now() < deadline && performance.now() - quietSince < quietFor) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if ((await countWaitingJobs(db, EMAIL_QUEUE)) > 0) quietSince = performance.now();
  }
}

/** The same seeded catalogue and queries on PGlite, then on PostgreSQL when it is reachable. */
export async function searchBench(restaurants: number): Promise<Row[]> {
  const pglite = await openPglite('memory://');
  await pglite.migrate();
  const rows = await measureSearch(pglite, 'PGlite', restaurants);
  const postgresUrl = await benchPostgresUrl();
  if (!postgresUrl) {
    return [...rows, { benchmark: 'search on PostgreSQL', figure: 'skipped: unreachable' }];
  }
  const postgres = await openTestDatabase(postgresUrl);
  const onPostgres = await measureSearch(postgres, 'PostgreSQL', restaurants, false);
  return [...rows, ...onPostgres];
}

async function measureSearch(
  database: DatabaseHandle,
  name: string,
  restaurants: number,
  withOldWay = true,
): Promise<Row[]> {
  await seedIfEmpty(database.db, { restaurants, demoAccounts: true });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  await backgroundWorkDone(database);
  const queries = benchQueries(QUERIES, zonedDateString(new Date(), DEFAULT_TIME_ZONE));
  const url = (query: Record<string, string>) =>
    `/api/restaurants/search?${new URLSearchParams(query).toString()}`;

  for (const query of queries.slice(0, 20)) await app.inject(url(query)); // warm-up
  const serverTimes: number[] = [];
  let serverBytes = 0;
  for (const query of queries) {
    const start = performance.now();
    const res = await app.inject(url(query));
    serverTimes.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`search failed: ${res.body}`);
    serverBytes += res.rawPayload.length;
  }
  const scale = restaurants.toLocaleString('en-US');
  const serverRow = {
    benchmark: `search at ${scale}, ${name}: server (${QUERIES} queries, text+filters+distance+slots)`,
    figure: `${ms(serverTimes)}, ${kb(serverBytes / QUERIES)} per query`,
  };
  if (!withOldWay) {
    await app.close();
    await database.close();
    return [serverRow];
  }

  // The old way: every restaurant with its reviews, then the same queries filtered in JavaScript.
  const downloadStart = performance.now();
  const all: RestaurantList['Restaurants'] = [];
  for (let page = 1; ; page += 1) {
    const res = await app.inject(`/api/restaurants/?page=${page}&pageSize=${LIST_PAGE}`);
    const body = res.json<RestaurantList>();
    all.push(...body.Restaurants);
    if (body.Restaurants.length < LIST_PAGE) break;
  }
  const reviews = await database.db.execute(sql`
    select restaurant_id, json_agg(json_build_object('id', v.id, 'user_id', v.user_id,
      'restaurant_id', v.restaurant_id, 'review', v.review, 'rating', v.rating,
      'user', json_build_object('first_name', u.first_name, 'last_name', u.last_name))) as reviews
    from reviews v join users u on u.id = v.user_id group by restaurant_id`);
  const byRestaurant = new Map(
    (reviews as unknown as { rows: { restaurant_id: number; reviews: unknown[] }[] }).rows.map(
      (row) => [row.restaurant_id, row.reviews],
    ),
  );
  const payload = JSON.stringify({
    Restaurants: all.map((r) => ({ ...r, reviews: byRestaurant.get(r.id) ?? [] })),
  });
  const downloadMs = performance.now() - downloadStart;
  const clientTimes = queries.map((query) => {
    const start = performance.now();
    filterInClient(all, query);
    return performance.now() - start;
  });
  await app.close();
  await database.close();

  return [
    serverRow,
    {
      benchmark: `search at ${scale}: old way, download full list + reviews`,
      figure: `${kb(Buffer.byteLength(payload))} once, ${downloadMs.toFixed(0)} ms server-side (before any network)`,
    },
    {
      benchmark: `search at ${scale}: old way, filter+sort in the client per query`,
      figure: ms(clientTimes),
    },
  ];
}
