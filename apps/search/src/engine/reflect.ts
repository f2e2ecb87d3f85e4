/**
 * Reflection: for each step, every result that still lacks a requested field is searched for
 * again by name and place ('<name> <city> phone website'), and a candidate that is the same place
 * fills what it can. Stops early when nothing is missing or a step filled nothing.
 */
import type { TopicSearchTask } from '@tablefor/shared';
import { isSamePlace } from './same-place.ts';
import { mergeCandidate } from './merge-candidates.ts';
import {
  fieldWords,
  missingFields,
  requestedFields,
  type RequestedField,
} from './requested-fields.ts';
import type { Candidate, Provider, ProviderQuery, WarningLog } from './types.ts';

export type ReflectionDeps = { provider: Provider; signal: AbortSignal; log: WarningLog };

export function reflectionQuery(
  candidate: Candidate,
  missing: readonly RequestedField[],
  task: TopicSearchTask,
): ProviderQuery {
  const { city, neighborhood } = candidate.location;
  const where = city || neighborhood || task.filters.location;
  const text = [candidate.name, where, fieldWords(missing)].filter(Boolean).join(' ');
  return {
    text,
    location: task.filters.location,
    limit: task.config.max_search_results,
    name: candidate.name,
  };
}

type StepOutcome = { results: Candidate[]; filled: boolean; failed: boolean };

/**
 * One step over the results: each one lacking a field re-queried. A provider failing here ends
 * reflection with what the search found; it does not lose the search.
 */
async function reflectOnce(
  results: Candidate[],
  task: TopicSearchTask,
  fields: readonly RequestedField[],
  { provider, signal, log }: ReflectionDeps,
): Promise<StepOutcome> {
  const outcome: StepOutcome = { results: [], filled: false, failed: false };
  for (const result of results) {
    const missing = missingFields(result, fields);
    if (missing.length === 0 || outcome.failed) {
      outcome.results.push(result);
      continue;
    }
    signal.throwIfAborted();
    const query = reflectionQuery(result, missing, task);
    try {
      const found = await provider.search(query, signal);
      const merged = found
        .filter((candidate) => isSamePlace(result, candidate))
        .reduce(mergeCandidate, result);
      if (missingFields(merged, fields).length < missing.length) outcome.filled = true;
      outcome.results.push(merged);
    } catch (error) {
      if (signal.aborted) throw error;
      log.warn({ err: error, query: query.text }, 'reflection query failed: reflection stopped');
      outcome.failed = true;
      outcome.results.push(result);
    }
  }
  return outcome;
}

export async function reflect(
  results: Candidate[],
  task: TopicSearchTask,
  deps: ReflectionDeps,
): Promise<{ results: Candidate[]; steps: number }> {
  const fields = requestedFields(task.output_model);
  let current = results;
  let steps = 0;
  while (steps < task.config.max_reflection_steps) {
    if (!current.some((result) => missingFields(result, fields).length > 0)) break;
    steps += 1;
    const step = await reflectOnce(current, task, fields, deps);
    current = step.results;
    if (!step.filled || step.failed) break;
  }
  return { results: current, steps };
}
