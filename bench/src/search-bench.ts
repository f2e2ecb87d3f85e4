/** Server-side search at scale, beside the old way: download every restaurant, filter in the client. */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite } from '../../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../../apps/api/src/seed/seed-if-empty.ts';
import { DEFAULT_TIME_ZONE, zonedDateString, type RestaurantList } from '@tablefor/shared';
import { percentile, type Row } from './measure.ts';
import { benchQueries, filterInClient } from './search-bench-queries.ts';

const QUERIES = 300;
const LIST_PAGE = 500;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};

/** `dataDir` may name a folder to keep the seeded database between runs. */
export async function searchBench(restaurants: number, dataDir = 'memory://'): Promise<Row[]> {
  const database = await openPglite(dataDir);
  await database.migrate();
  await seedIfEmpty(database.db, { restaurants, production: false });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
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

  const scale = restaurants.toLocaleString('en-US');
  return [
    {
      benchmark: `search at ${scale}: server (${QUERIES} queries, text+filters+distance+slots)`,
      figure: `${ms(serverTimes)}, ${kb(serverBytes / QUERIES)} per query`,
    },
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
