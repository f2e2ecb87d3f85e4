/** The search service on a fresh in-memory database, for `app.inject` tests. */
import { buildSearchApp } from '../app.ts';
import { loadSearchConfig } from '../config.ts';
import { openSearchPglite, type SearchDatabaseHandle } from '../db/database.ts';
import type { Providers } from '../engine/types.ts';

export async function createSearchTestApp(
  options: {
    env?: Record<string, string>;
    providers?: Providers;
    database?: SearchDatabaseHandle;
    runWorker?: boolean;
  } = {},
) {
  const config = loadSearchConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TASK_POLL_MS: '50',
    ...options.env,
  });
  const ownDatabase = !options.database;
  const database = options.database ?? (await openSearchPglite('memory://'));
  if (ownDatabase) await database.migrate();
  const app = await buildSearchApp({
    config,
    database,
    logger: false,
    providers: options.providers,
    runWorker: options.runWorker,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      if (ownDatabase) await database.close();
    },
  };
}

export type SearchTestApp = Awaited<ReturnType<typeof createSearchTestApp>>;

/** Polls a task's status until it is completed or failed. */
export async function waitForTask(app: SearchTestApp['app'], taskId: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/search/status/${taskId}` });
    const body = response.json();
    if (body.status === 'completed' || body.status === 'error') return body;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}
