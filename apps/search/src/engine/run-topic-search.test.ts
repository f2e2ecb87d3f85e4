import { JobFailure } from '@tablefor/server-kit';
import type { TopicSearchRequest } from '@tablefor/shared';
import { describe, expect, it } from 'vitest';
import { providerFailure } from '../providers/provider-failure.ts';
import { candidateOf } from './candidate.ts';
import { significantWords, wordsOf } from './query-words.ts';
import { runTopicSearch } from './run-topic-search.ts';
import { buildTask } from './task-factory.ts';
import type { Candidate, Provider, ProviderQuery, WarningLog } from './types.ts';

const sole = candidateOf({
  name: 'Trattoria Sole',
  cuisine_type: 'italian, pizza',
  location: { address: '1420 Ocean Avenue', city: 'Santa Monica' },
  source_urls: ['https://directory.test/sole'],
});
const farolito = candidateOf({
  name: 'Taqueria El Farolito',
  cuisine_type: 'mexican',
  location: { address: '512 Rose Avenue', city: 'Venice' },
  source_urls: ['https://directory.test/farolito'],
});
const reservoir = candidateOf({
  name: 'Reservoir Pizza Co.',
  cuisine_type: 'pizza',
  source_urls: ['https://directory.test/reservoir'],
});
/** What a second source states of Trattoria Sole: its phone. */
const soleWithPhone = candidateOf({
  name: 'Trattoria Sole',
  location: { address: '1420 Ocean Ave' },
  contact: { phone: '+1 310-555-0100' },
  source_urls: ['https://other.test/sole'],
});

/** A provider over a fixed list: a place matches when it states one of the query's words. */
function fakeProvider(
  places: Candidate[],
  byName: Candidate[] = [],
): Provider & { queries: ProviderQuery[] } {
  const queries: ProviderQuery[] = [];
  return {
    id: 'local',
    queries,
    async search(query) {
      queries.push(query);
      if (query.name) return byName.filter((place) => place.name === query.name);
      const words = significantWords(query.text, query.location);
      return places.filter((place) =>
        wordsOf(`${place.name} ${place.cuisine_type}`).some((word) => words.includes(word)),
      );
    },
  };
}

const silent: WarningLog = { warn: () => undefined };
const run = (
  request: TopicSearchRequest,
  provider: Provider,
  signal = new AbortController().signal,
) =>
  runTopicSearch(buildTask(request), {
    providers: new Map([['local', provider]]),
    signal,
    log: silent,
  });
const phoneOnly = { type: 'array', items: { properties: { name: {}, phone: {} } } };

describe('runTopicSearch', () => {
  it('runs each query, merges what several found, scores and sorts', async () => {
    const soleOnOsm = candidateOf({
      name: 'Trattoria Sole',
      cuisine_type: 'italian',
      location: { address: '1420 Ocean Ave' },
      source_urls: ['https://www.openstreetmap.org/node/1'],
    });
    const provider = fakeProvider([reservoir, sole, farolito, soleOnOsm]);
    const result = await run({ topic: 'pizza', output_model: phoneOnly }, provider);
    expect(result.metadata).toEqual({
      total_results_found: 2,
      queries: ['pizza', 'italian restaurant'],
      provider: 'local',
      reflection_steps: 1,
    });
    expect(result.companies.map((company) => [company.name, company.relevance_score])).toEqual([
      ['Reservoir Pizza Co.', 1],
      ['Trattoria Sole', 1],
    ]);
    expect(result.companies[1]?.source_urls).toEqual([
      'https://directory.test/sole',
      'https://www.openstreetmap.org/node/1',
    ]);
  });

  it('sorts by relevance to the topic, not by the order found', async () => {
    const result = await run({ topic: 'italian pizza' }, fakeProvider([reservoir, sole]));
    expect(result.companies.map(({ name, relevance_score }) => [name, relevance_score])).toEqual([
      ['Trattoria Sole', 1],
      ['Reservoir Pizza Co.', expect.closeTo(0.5, 1)],
    ]);
  });

  it('keeps up to max_search_results per query', async () => {
    const many = Array.from({ length: 8 }, (_, index) =>
      candidateOf({ name: `Pizza ${index}`, source_urls: [`test:${index}`] }),
    );
    const result = await run(
      { topic: 'pizza', config: { max_search_queries: 1, max_search_results: 3 } },
      fakeProvider(many),
    );
    expect(result.companies).toHaveLength(3);
  });

  it('fills a missing phone from a reflection query that finds the same place', async () => {
    const provider = fakeProvider([sole], [soleWithPhone]);
    const result = await run(
      { topic: 'italian', filters: { location: 'Santa Monica' }, output_model: phoneOnly },
      provider,
    );
    expect(provider.queries.at(-1)).toMatchObject({
      text: 'Trattoria Sole Santa Monica phone',
      name: 'Trattoria Sole',
    });
    expect(result.metadata.reflection_steps).toBe(1);
    expect(result.companies[0]).toMatchObject({
      contact: { phone: '+1 310-555-0100' },
      source_urls: ['https://directory.test/sole', 'https://other.test/sole'],
    });
  });

  it('does not take fields from another place, and stops when a step fills nothing', async () => {
    const namesake = candidateOf({ ...soleWithPhone, location: { address: '9 Elsewhere Road' } });
    const provider = fakeProvider([sole], [namesake]);
    const result = await run(
      { topic: 'italian', output_model: phoneOnly, config: { max_reflection_steps: 3 } },
      provider,
    );
    expect(result.companies[0]?.contact.phone).toBe('');
    expect(result.metadata.reflection_steps).toBe(1);
  });

  it('runs no reflection step when nothing requested is missing', async () => {
    const provider = fakeProvider([soleWithPhone]);
    const result = await run({ topic: 'trattoria', output_model: phoneOnly }, provider);
    expect(result.metadata.reflection_steps).toBe(0);
    expect(provider.queries.every((query) => !query.name)).toBe(true);
  });

  it('keeps what it found when a reflection query fails', async () => {
    const provider = fakeProvider([sole]);
    const failing: Provider = {
      id: 'local',
      search: (query, signal) =>
        query.name
          ? Promise.reject(providerFailure(new Error('down')))
          : provider.search(query, signal),
    };
    const result = await run({ topic: 'italian', output_model: phoneOnly }, failing);
    expect(result.companies.map((company) => company.name)).toEqual(['Trattoria Sole']);
  });

  it('applies the filters and lists what a place does not state', async () => {
    const result = await run(
      { topic: 'pizza tacos', filters: { location: 'Santa Monica', founded_after: 2000 } },
      fakeProvider([sole, farolito, reservoir]),
    );
    expect(result.companies.map(({ name, unknown_filters }) => [name, unknown_filters])).toEqual([
      ['Trattoria Sole', ['founded_after']],
      ['Reservoir Pizza Co.', ['location', 'founded_after']],
    ]);
    expect(result.metadata.total_results_found).toBe(2);
  });

  it('stops between queries when the task is stopped', async () => {
    const controller = new AbortController();
    const provider = fakeProvider([sole]);
    const stopping: Provider = {
      id: 'local',
      async search(query, signal) {
        controller.abort(new Error('worker stopping'));
        return provider.search(query, signal);
      },
    };
    await expect(run({ topic: 'pizza' }, stopping, controller.signal)).rejects.toThrow(
      'worker stopping',
    );
    expect(provider.queries).toHaveLength(1);
  });

  it('fails the task with the provider failure', async () => {
    const down: Provider = { id: 'local', search: () => Promise.reject(providerFailure('down')) };
    await expect(run({ topic: 'pizza' }, down)).rejects.toMatchObject({
      code: 'topicSearch.providerFailed',
      retryable: true,
    });
  });

  it('fails at once for a provider this service does not have', async () => {
    const task = buildTask({ topic: 'pizza', config: { search_provider: 'overpass' } });
    const failure = runTopicSearch(task, {
      providers: new Map(),
      signal: new AbortController().signal,
    });
    await expect(failure).rejects.toBeInstanceOf(JobFailure);
    await expect(failure).rejects.toMatchObject({
      code: 'topicSearch.providerFailed',
      retryable: false,
    });
  });
});
