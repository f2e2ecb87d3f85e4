/**
 * Optional query expansion by a language model (an OpenAI-compatible chat completions endpoint,
 * LLM_URL). Off unless configured; any failure (unreachable, slow, an answer not of the asked
 * shape) falls back to the deterministic queries, so a task never depends on it.
 */
import { askChatModelJson } from '@tablefor/server-kit';
import { TOPIC_MAX_LENGTH, type TopicSearchTask } from '@tablefor/shared';
import { z } from 'zod';
import type { SearchConfig } from '../config.ts';
import { distinctQueries, expandQueries, queryAt } from './expand-queries.ts';
import type { WarningLog } from './types.ts';

/** A task's queries (at most max_search_queries, distinct). */
export type QueryExpander = (task: TopicSearchTask, signal: AbortSignal) => Promise<string[]>;

export const deterministicExpander: QueryExpander = async (task) => expandQueries(task);

const answerSchema = z.object({
  queries: z.array(z.string().trim().min(1).max(TOPIC_MAX_LENGTH)),
});

const INSTRUCTIONS =
  'You write search queries that find restaurants. Given a topic, a location and a number n, ' +
  'answer with JSON only: {"queries": [...]} holding at most n short, distinct queries, each ' +
  'naming the kind of restaurant sought (cuisine, dish or style) and the location if one is given.';

type LlmOptions = { llm: NonNullable<SearchConfig['llm']>; timeoutMs: number; log: WarningLog };

async function askModel(task: TopicSearchTask, signal: AbortSignal, options: LlmOptions) {
  const { topic, filters, config } = task;
  const answer = await askChatModelJson(
    options.llm,
    [
      { role: 'system', content: INSTRUCTIONS },
      {
        role: 'user',
        content: JSON.stringify({
          topic,
          location: filters.location,
          n: config.max_search_queries,
        }),
      },
    ],
    { signal, timeoutMs: options.timeoutMs },
  );
  return answerSchema.parse(answer).queries;
}

/**
 * The topic itself first, then the model's queries, then the deterministic ones while there is
 * room; the deterministic ones alone when the model fails.
 */
export function createLlmQueryExpander(options: LlmOptions): QueryExpander {
  return async (task, signal) => {
    const deterministic = expandQueries(task);
    try {
      const suggested = await askModel(task, signal, options);
      const { topic, filters, config } = task;
      const queries = [queryAt(topic, filters.location), ...suggested, ...deterministic];
      return distinctQueries(queries, filters.location, config.max_search_queries);
    } catch (error) {
      if (signal.aborted) throw error;
      options.log.warn(
        { err: error },
        'language model query expansion failed: deterministic queries used',
      );
      return deterministic;
    }
  };
}

/** The expander a service's configuration asks for: the model's when LLM_URL is set. */
export function queryExpanderFor(config: SearchConfig, log: WarningLog): QueryExpander {
  return config.llm
    ? createLlmQueryExpander({ llm: config.llm, timeoutMs: config.providerTimeoutMs, log })
    : deterministicExpander;
}
