import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchConfig } from '../config.ts';
import {
  answerJson,
  neverAnswer,
  startFakeService,
  unreachableOrigin,
  type FakeHandler,
  type FakeService,
} from '../providers/fake-service.ts';
import { expandQueries } from './expand-queries.ts';
import { createLlmQueryExpander, deterministicExpander, queryExpanderFor } from './llm-queries.ts';
import { buildTask } from './task-factory.ts';

const completion = (content: string) => answerJson({ choices: [{ message: { content } }] });
const task = buildTask({
  topic: 'pizza',
  filters: { location: 'Venice' },
  config: { max_search_queries: 4 },
});
const signal = new AbortController().signal;

describe('the language model query expander', () => {
  let service: FakeService;
  const routes: Record<string, FakeHandler> = {};
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => void warnings.push(message) };
  const expanderAt = (url: string, timeoutMs = 2000) =>
    createLlmQueryExpander({ llm: { url, model: 'test-model', apiKey: 'k-123' }, timeoutMs, log });

  beforeAll(async () => {
    service = await startFakeService({
      '/v1/chat/completions': (request, response) => routes.answer?.(request, response),
    });
  });
  afterAll(() => service.close());

  it('asks for JSON queries and runs the topic, then the model’s, then the deterministic ones', async () => {
    const queries = JSON.stringify({ queries: ['wood-fired pizza Venice', 'pizza in Venice'] });
    routes.answer = completion(queries);
    const expanded = await expanderAt(`${service.origin}/v1`)(task, signal);
    expect(expanded).toEqual([
      'pizza in Venice',
      'wood-fired pizza Venice',
      'italian restaurant in Venice',
    ]);
    const request = service.requests.at(-1);
    expect(request?.headers.authorization).toBe('Bearer k-123');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_object' },
      messages: [{ role: 'system' }, { role: 'user' }],
    });
  });

  it.each([
    ['an error status', answerJson({ error: 'overloaded' }, 503)],
    ['content that is not JSON', completion('Here are some queries: pizza!')],
    ['JSON of another shape', completion(JSON.stringify({ query: 'pizza' }))],
    ['no answer in time', neverAnswer],
  ])('falls back to the deterministic queries on %s', async (_case, handler) => {
    routes.answer = handler;
    warnings.length = 0;
    const expanded = await expanderAt(`${service.origin}/v1`, 300)(task, signal);
    expect(expanded).toEqual(expandQueries(task));
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the model cannot be reached', async () => {
    const expanded = await expanderAt(`${await unreachableOrigin()}/v1`)(task, signal);
    expect(expanded).toEqual(expandQueries(task));
  });

  it('is off unless LLM_URL is set', () => {
    expect(queryExpanderFor(loadSearchConfig({}), log)).toBe(deterministicExpander);
    const configured = loadSearchConfig({ LLM_URL: `${service.origin}/v1` });
    expect(queryExpanderFor(configured, log)).not.toBe(deterministicExpander);
  });
});
