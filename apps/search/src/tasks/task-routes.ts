/**
 * POST /search/topic starts a task and answers its id at once; GET /search/status/{taskId}
 * answers where it is; GET /search/providers lists the providers a task may ask for.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, problem } from '@tablefor/server-kit';
import {
  topicSearchCodes,
  topicSearchRequestSchema,
  topicSearchMessages,
  type SearchProvider,
} from '@tablefor/shared';
import type { SearchDatabase } from '../db/database.ts';
import { createTask, findTask } from './topic-search-tasks.ts';
import { invalidBodyDetail, validationDetail } from './validation-detail.ts';

export type TaskRoutesOptions = {
  db: SearchDatabase;
  providers: readonly SearchProvider[];
  maxAttempts: number;
  rateLimitPerMinute: number;
  /** Called after a task is stored, so this process's worker starts it without waiting. */
  onTaskCreated: () => void;
};

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export async function taskRoutes(app: FastifyInstance, options: TaskRoutesOptions) {
  const { db, providers, maxAttempts, onTaskCreated } = options;

  // A body that is not JSON gets the same detail list as one that fails validation.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code && JSON_BODY_ERRORS.has(error.code)) {
      return reply.status(422).send(invalidBodyDetail());
    }
    throw error;
  });

  app.post(
    '/search/topic',
    { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = topicSearchRequestSchema.safeParse(request.body ?? undefined);
      if (!parsed.success) return reply.status(422).send(validationDetail(parsed.error));
      const task = parsed.data;
      if (!providers.includes(task.config.search_provider)) {
        return reply.status(422).send({
          detail: [
            {
              loc: ['body', 'config', 'search_provider'],
              msg: topicSearchMessages.providerInvalid,
              type: topicSearchCodes.providerInvalid,
            },
          ],
        });
      }
      const taskId = await createTask(db, task, maxAttempts);
      onTaskCreated();
      return reply.status(202).send({ task_id: taskId });
    },
  );

  app.get<{ Params: { taskId: string } }>('/search/status/:taskId', async (request) => {
    const status = await findTask(db, request.params.taskId);
    if (!status) {
      throw new AppError(404, [problem('task', topicSearchCodes.taskNotFound)]);
    }
    return status;
  });

  app.get('/search/providers', async () => ({ providers }));
}
