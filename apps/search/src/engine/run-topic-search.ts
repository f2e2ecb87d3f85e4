/**
 * One topic search: expand the topic into queries, run each against the chosen provider, merge
 * duplicates, apply the filters, reflect to fill requested fields, score and sort.
 */
import { JobFailure } from '@tablefor/server-kit';
import {
  topicSearchCodes,
  topicSearchMessages,
  type Company,
  type TopicSearchTask,
} from '@tablefor/shared';
import { applyFilters } from './apply-filters.ts';
import { deterministicExpander, type QueryExpander } from './llm-queries.ts';
import { mergeCandidates } from './merge-candidates.ts';
import { reflect } from './reflect.ts';
import { relevanceScore } from './relevance-score.ts';
import type { Candidate, Provider, Providers, TopicSearchResult, WarningLog } from './types.ts';
import { consoleWarningLog } from './console-log.ts';

export type EngineDeps = {
  providers: Providers;
  signal: AbortSignal;
  /** Deterministic unless given (see `queryExpanderFor`). */
  expandQueries?: QueryExpander;
  log?: WarningLog;
};

async function searchAll(
  provider: Provider,
  queries: readonly string[],
  task: TopicSearchTask,
  signal: AbortSignal,
): Promise<Candidate[]> {
  const found: Candidate[] = [];
  const { location } = task.filters;
  const limit = task.config.max_search_results;
  for (const text of queries) {
    signal.throwIfAborted();
    const candidates = await provider.search({ text, location, limit }, signal);
    found.push(...candidates.slice(0, limit));
  }
  return found;
}

export async function runTopicSearch(
  task: TopicSearchTask,
  { providers, signal, expandQueries = deterministicExpander, log = consoleWarningLog }: EngineDeps,
): Promise<TopicSearchResult> {
  const provider = providers.get(task.config.search_provider);
  if (!provider) {
    // Retrying cannot configure the provider.
    const { providerFailed } = topicSearchCodes;
    throw new JobFailure(providerFailed, topicSearchMessages.providerFailed, false);
  }
  const queries = await expandQueries(task, signal);
  const found = mergeCandidates(await searchAll(provider, queries, task, signal));
  const kept = applyFilters(found, task.filters).map(({ candidate }) => candidate);
  const reflection = await reflect(kept, task, { provider, signal, log });
  // Filled fields can reveal duplicates, and a place's location, so both are checked again.
  const results = applyFilters(mergeCandidates(reflection.results), task.filters);
  const companies: Company[] = results
    .map(({ candidate, unknown_filters }) => ({
      ...candidate,
      relevance_score: relevanceScore(task.topic, candidate),
      unknown_filters,
    }))
    .sort((a, b) => b.relevance_score - a.relevance_score);
  return {
    companies,
    metadata: {
      total_results_found: companies.length,
      queries,
      provider: provider.id,
      reflection_steps: reflection.steps,
    },
  };
}
