/** The worker that runs topic-search tasks: claims them from the jobs table and runs the engine. */
import { createJobWorker, type JobWorker } from '@tablefor/server-kit';
import type { TopicSearchTask } from '@tablefor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { SearchConfig } from '../config.ts';
import type { SearchDatabase } from '../db/database.ts';
import { queryExpanderFor } from '../engine/llm-queries.ts';
import { runTopicSearch } from '../engine/run-topic-search.ts';
import type { Providers } from '../engine/types.ts';
import { TOPIC_SEARCH_QUEUE } from './topic-search-tasks.ts';

export function createTopicSearchWorker({
  db,
  config,
  providers,
  log,
}: {
  db: SearchDatabase;
  config: SearchConfig;
  providers: Providers;
  log: FastifyBaseLogger;
}): JobWorker {
  const expandQueries = queryExpanderFor(config, log);
  return createJobWorker<TopicSearchTask>({
    db,
    queue: TOPIC_SEARCH_QUEUE,
    concurrency: config.tasks.concurrency,
    leaseMs: config.tasks.leaseMs,
    pollMs: config.tasks.pollMs,
    handler: async ({ id, payload, attempts, signal }) => {
      log.info({ task: id, attempt: attempts }, 'topic search started');
      const result = await runTopicSearch(payload, { providers, signal, expandQueries, log });
      log.info({ task: id, found: result.metadata.total_results_found }, 'topic search completed');
      return result;
    },
    onError: (error, job) => log.error({ err: error, task: job?.id }, 'topic search task failed'),
  });
}
