import {
  commonCodes,
  messageText,
  topicSearchStatusSchema,
  type SearchProvider,
} from '@tablefor/shared';
import { countWaitingJobs, JobFailure } from '@tablefor/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, Provider, ProviderQuery } from '../engine/types.ts';
import { createSearchTestApp, waitForTask, type SearchTestApp } from '../test/search-test-app.ts';
import { TOPIC_SEARCH_QUEUE } from './topic-search-tasks.ts';

const trattoria: Candidate = {
  name: 'Trattoria Sole',
  description: 'Handmade pasta in Santa Monica',
  cuisine_type: 'Italian',
  price_range: '$$',
  location: {
    address: '1200 Ocean Ave',
    neighborhood: 'Santa Monica',
    city: 'Los Angeles',
    state: 'CA',
    zip_code: '90401',
    latitude: null,
    longitude: null,
  },
  contact: { phone: '(310) 555-0101', email: '', website: 'https://trattoria-sole.example' },
  hours: {},
  opening_hours: {},
  features: [],
  rating: null,
  reviews_count: null,
  founded_year: null,
  size: null,
  source_urls: ['https://trattoria-sole.example/'],
  listed_restaurant_id: null,
};

/** A provider that answers one place, and fails for topics containing 'outage'. */
const queries: ProviderQuery[] = [];
const local: Provider = {
  id: 'local',
  search: async (query) => {
    queries.push(query);
    if (query.text.includes('outage')) {
      throw new JobFailure(
        'topicSearch.providerFailed',
        'The search provider could not be reached',
      );
    }
    return [trattoria];
  },
};

let t: SearchTestApp;
beforeAll(async () => {
  t = await createSearchTestApp({
    providers: new Map<SearchProvider, Provider>([['local', local]]),
    env: { TASK_MAX_ATTEMPTS: '2', SEARCH_RATE_LIMIT_PER_MINUTE: '1000' },
  });
});
afterAll(() => t.close());

const start = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/search/topic', payload: body as object });

describe('POST /search/topic', () => {
  it('answers a task id at once, and the task runs to completed', async () => {
    const response = await start({ topic: 'italian', filters: { location: 'Santa Monica' } });
    expect(response.statusCode).toBe(202);
    const { task_id: taskId } = response.json();
    expect(taskId).toMatch(/^[0-9a-f-]{36}$/);

    const status = topicSearchStatusSchema.parse(await waitForTask(t.app, taskId));
    expect(status).toMatchObject({ status: 'completed', topic: 'italian', error: null });
    expect(status.result?.companies[0]).toMatchObject({
      name: 'Trattoria Sole',
      source_urls: ['https://trattoria-sole.example/'],
    });
    expect(status.result?.metadata.total_results_found).toBeGreaterThan(0);
  });

  it('fills in the default filters and config', async () => {
    const response = await start({ topic: 'sushi' });
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(t.app, response.json().task_id);
    expect(status.status).toBe('completed');
    expect(status.result.metadata.provider).toBe('local');
  });

  it.each([
    [{}, ['body', 'topic'], 'Topic is required'],
    [{ topic: '   ' }, ['body', 'topic'], 'Topic is required'],
    [{ topic: 'x'.repeat(201) }, ['body', 'topic'], 'Topic must be at most 200 characters'],
    [
      { topic: 'pizza', filters: { founded_after: 1799 } },
      ['body', 'filters', 'founded_after'],
      'Founded after must be a year from 1800 to the current year',
    ],
    [
      { topic: 'pizza', filters: { founded_after: new Date().getUTCFullYear() + 1 } },
      ['body', 'filters', 'founded_after'],
      'Founded after must be a year from 1800 to the current year',
    ],
    [
      { topic: 'pizza', filters: { size: 'huge' } },
      ['body', 'filters', 'size'],
      'Size must be small, medium or large',
    ],
    [
      { topic: 'pizza', filters: { industry: 'banking' } },
      ['body', 'filters', 'industry'],
      'Industry must be restaurant',
    ],
    [
      { topic: 'pizza', config: { max_search_queries: 11 } },
      ['body', 'config', 'max_search_queries'],
      'Max search queries must be from 1 to 10',
    ],
    [
      { topic: 'pizza', config: { max_search_results: 0 } },
      ['body', 'config', 'max_search_results'],
      'Max search results must be from 1 to 10',
    ],
    [
      { topic: 'pizza', config: { max_reflection_steps: 4 } },
      ['body', 'config', 'max_reflection_steps'],
      'Reflection steps must be from 1 to 3',
    ],
    [
      { topic: 'pizza', config: { max_search_queries: 2.5 } },
      ['body', 'config', 'max_search_queries'],
      'Max search queries must be from 1 to 10',
    ],
    [
      { topic: 'pizza', config: { search_provider: 'google' } },
      ['body', 'config', 'search_provider'],
      'This search provider is not available',
    ],
    [
      { topic: 'pizza', config: { search_mode: 'people' } },
      ['body', 'config', 'search_mode'],
      "Search mode must be 'company'",
    ],
    [
      { topic: 'pizza', output_model: 'list' },
      ['body', 'output_model'],
      'The output model must be a JSON schema object',
    ],
    [['topic'], ['body'], 'The request body must be a JSON object'],
  ])('answers 422 with the detail list for %j', async (body, loc, msg) => {
    const response = await start(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContainEqual(expect.objectContaining({ loc, msg }));
  });

  it('lists every problem of a body at once', async () => {
    const response = await start({ topic: '', config: { max_search_results: 99 } });
    expect(response.json().detail.map((item: { loc: string[] }) => item.loc.join('.'))).toEqual([
      'body.topic',
      'body.config.max_search_results',
    ]);
  });

  it('refuses a provider this service is not configured for', async () => {
    const response = await start({ topic: 'pizza', config: { search_provider: 'overpass' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      {
        loc: ['body', 'config', 'search_provider'],
        msg: 'This search provider is not available',
        type: 'topicSearch.providerInvalid',
      },
    ]);
  });

  it('answers a body that is not JSON with the detail list, and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/search/topic',
      headers: { 'content-type': 'application/json' },
      payload: '{"topic": ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        {
          loc: ['body'],
          msg: 'The request body must be a JSON object',
          type: 'topicSearch.bodyInvalid',
        },
      ],
    });
  });

  it.each([
    [
      'nested 10,000 deep',
      '{"topic":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}',
      'bodyTooDeep',
    ],
    [
      'with a list of 5,000',
      JSON.stringify({ topic: 'x', features: Array(5000).fill(1) }),
      'bodyListTooLong',
    ],
    [
      'with 1,000 fields',
      JSON.stringify({
        topic: 'x',
        output_model: {
          properties: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, i])),
        },
      }),
      'bodyTooManyFields',
    ],
  ] as const)(
    'refuses a body %s before reading it (400 with the body error), storing nothing',
    async (_, payload, key) => {
      const before = await countWaitingJobs(t.db, TOPIC_SEARCH_QUEUE);
      const response = await t.app.inject({
        method: 'POST',
        url: '/search/topic',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      const error = `body: ${messageText(commonCodes[key])}`;
      expect(response.json()).toMatchObject({ errors: [error], code: commonCodes[key] });
      expect(await countWaitingJobs(t.db, TOPIC_SEARCH_QUEUE)).toBe(before);
    },
  );

  it('reports a provider outage as the task error after its retries', async () => {
    const response = await start({ topic: 'outage tacos' });
    const status = await waitForTask(t.app, response.json().task_id, 20_000);
    expect(status).toMatchObject({
      status: 'error',
      result: null,
      error: 'The search provider could not be reached',
      error_code: 'topicSearch.providerFailed',
    });
  });
});

describe('GET /search/status/{taskId}', () => {
  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-task'])(
    'answers 404 Search Not Found for %s',
    async (taskId) => {
      const response = await t.app.inject({ method: 'GET', url: `/search/status/${taskId}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'task: Search Not Found' });
    },
  );
});

describe('GET /search/providers', () => {
  it('lists the providers a task may use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/search/providers' });
    expect(response.json()).toEqual({ providers: ['local'] });
  });
});

describe('rate limit', () => {
  it('answers 429 with an error after the configured tasks per minute', async () => {
    const limited = await createSearchTestApp({
      providers: new Map<SearchProvider, Provider>([['local', local]]),
      env: { SEARCH_RATE_LIMIT_PER_MINUTE: '2' },
      runWorker: false,
    });
    try {
      const post = () =>
        limited.app.inject({ method: 'POST', url: '/search/topic', payload: { topic: 'ramen' } });
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(202);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'common.rateLimited' });
    } finally {
      await limited.close();
    }
  });
});
