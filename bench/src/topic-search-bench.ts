/**
 * Topic search: time from POST /search/topic to the task's completed status, default config, on
 * the embedded provider (the Los Angeles sample directory plus a seeded catalogue read through a
 * listening API), both services in this process. Status is polled every 5 ms, so the figure is
 * the service's own time to finish, not the web page's polling delay.
 */
import { DEFAULT_SEARCH_CONFIG } from '@tablefor/shared';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPglite } from '../../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../../apps/api/src/seed/seed-if-empty.ts';
import { buildSearchApp } from '../../apps/search/src/app.ts';
import { loadSearchConfig } from '../../apps/search/src/config.ts';
import { openSearchPglite } from '../../apps/search/src/db/database.ts';
import { importSampleIfEmpty } from '../../apps/search/src/directory/import-sample.ts';
import { percentile, type Row } from './measure.ts';

const TOPICS = [
  ['italian', 'Santa Monica'],
  ['sushi', ''],
  ['tacos', 'Echo Park'],
  ['korean barbecue', 'Koreatown'],
  ['vegan', ''],
  ['pizza', 'Silver Lake'],
  ['thai', 'Hollywood'],
  ['brunch', 'Venice'],
  ['ramen', ''],
  ['seafood', 'Santa Monica'],
] as const;
const RUNS = 30;

export async function topicSearchBench(catalogue = 400): Promise<Row[]> {
  const apiDatabase = await openPglite('memory://');
  await apiDatabase.migrate();
  await seedIfEmpty(apiDatabase.db, { restaurants: catalogue, demoAccounts: true });
  const api = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: apiDatabase,
    logger: false,
    serveWeb: false,
  });
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });

  const database = await openSearchPglite('memory://');
  await database.migrate();
  const imported = await importSampleIfEmpty(database.db);
  const config = loadSearchConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOGUE_API_URL: apiUrl,
    TASK_POLL_MS: '1000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const search = await buildSearchApp({ config, database, logger: false });
  await search.ready();

  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run++) {
    const [topic, location] = TOPICS[run % TOPICS.length] ?? TOPICS[0];
    const start = performance.now();
    const posted = await search.inject({
      method: 'POST',
      url: '/search/topic',
      payload: { topic, filters: { location }, config: DEFAULT_SEARCH_CONFIG },
    });
    const taskId = posted.json<{ task_id: string }>().task_id;
    for (;;) {
      const status = (await search.inject(`/search/status/${taskId}`)).json<{
        status: string;
        result: { metadata: { total_results_found: number } } | null;
      }>();
      if (status.status === 'completed' || status.status === 'error') {
        if (status.status === 'error')
          throw new Error(`bench task failed: ${JSON.stringify(status)}`);
        found += status.result?.metadata.total_results_found ?? 0;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - start);
  }
  await search.close();
  await database.close();
  await api.close();
  await apiDatabase.close();

  const sorted = times.sort((a, b) => a - b);
  return [
    {
      benchmark: `topic search: POST to completed (default config, embedded provider, ${imported} imported places + ${catalogue} catalogue, ${RUNS} tasks)`,
      figure: `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, ${(found / RUNS).toFixed(1)} results per task`,
    },
  ];
}
