/** Builds the search service: its routes, and the worker that runs the tasks they create. */
import fastifyRateLimit from '@fastify/rate-limit';
import {
  logEachRequest,
  parseJsonBodies,
  rateLimitOptions,
  registerErrorHandler,
  registerSecurityHeaders,
  releaseOrphanedJobs,
  routeNotFoundBody,
  serverLoggingOptions,
  startRateLimitSweeps,
  trustProxyOption,
  type ErrorBody,
  type PeriodicSweep,
} from '@tablefor/server-kit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { SearchConfig } from './config.ts';
import type { SearchDatabaseHandle } from './db/database.ts';
import type { Providers } from './engine/types.ts';
import { createProviders } from './providers/create-providers.ts';
import { taskRoutes } from './tasks/task-routes.ts';
import { TOPIC_SEARCH_QUEUE } from './tasks/topic-search-tasks.ts';
import { createTopicSearchWorker } from './tasks/topic-search-worker.ts';

export type SearchAppOptions = {
  config: SearchConfig;
  database: SearchDatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Tests give their own; by default the configuration's. */
  providers?: Providers;
  /** false: serve only (a replica that leaves the running to others, or a test). */
  runWorker?: boolean;
};

/** Errors read as the spec's client reads them (`error`), beside the product's coded shape. */
const withErrorField = (body: ErrorBody) => ({
  error: body.errors.join('; '),
  code: body.details[0]?.code ?? null,
  ...body,
});

export async function buildSearchApp({
  config,
  database,
  logger,
  providers: givenProviders,
  runWorker = true,
}: SearchAppOptions) {
  const app = Fastify({
    ...serverLoggingOptions(config.logLevel, logger),
    // Behind the API's forwarder, which names the client in X-Forwarded-For (SEARCH_TRUST_PROXY).
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
  });
  logEachRequest(app);
  parseJsonBodies(app);
  const providers = givenProviders ?? createProviders(config, database.db, app.log);
  await registerSecurityHeaders(app);
  await app.register(fastifyRateLimit, rateLimitOptions(database));
  registerErrorHandler(app, withErrorField);

  const worker = createTopicSearchWorker({
    db: database.db,
    config,
    providers,
    log: app.log,
  });

  app.get('/search/health', async () => ({ status: 'ok', database: database.kind }));
  await app.register(taskRoutes, {
    db: database.db,
    providers: [...providers.keys()],
    maxAttempts: config.tasks.maxAttempts,
    rateLimitPerMinute: config.rateLimitPerMinute,
    onTaskCreated: () => worker.wake(),
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(withErrorField(routeNotFoundBody(request.method, request.url))),
  );

  if (runWorker) {
    let endedCounters: PeriodicSweep | null = null;
    app.addHook('onReady', async () => {
      // PGlite is one process: a task still marked running was cut off by this process's death.
      if (database.kind === 'pglite') {
        const released = await releaseOrphanedJobs(database.db, TOPIC_SEARCH_QUEUE);
        if (released > 0) app.log.info({ released }, 'resuming tasks cut off by a restart');
      }
      worker.start();
      if (database.kind === 'postgres') endedCounters = startRateLimitSweeps(database.db, app.log);
    });
    app.addHook('onClose', async () => {
      await endedCounters?.stop();
      await worker.stop();
    });
  }
  return app;
}
