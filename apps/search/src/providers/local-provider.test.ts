import { companySchema, type DirectoryPlace } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchConfig } from '../config.ts';
import { openSearchPglite, type SearchDatabaseHandle } from '../db/database.ts';
import { importSampleIfEmpty } from '../directory/import-sample.ts';
import { runTopicSearch } from '../engine/run-topic-search.ts';
import { buildTask } from '../engine/task-factory.ts';
import { createProviders } from './create-providers.ts';
import {
  answerJson,
  startFakeService,
  unreachableOrigin,
  type FakeHandler,
  type FakeService,
} from './fake-service.ts';

const listing = (changes: Partial<DirectoryPlace>): DirectoryPlace => ({
  id: 41,
  name: 'Nonna Lucia',
  description: 'Sunday sauce and meatballs.',
  cuisines: 'Italian',
  cost: 2,
  neighborhood: 'Santa Monica',
  address: '900 Montana Avenue, Santa Monica, CA 90403',
  phone: '(310) 555-0144',
  website: 'https://nonna-lucia.example.com',
  operation_hours: 'Mon-Sun 11:00 am - 10:00 pm',
  opening_hours: {},
  average_rating: 4.6,
  review_count: 23,
  latitude: 34.03,
  longitude: -118.49,
  ...changes,
});

describe('the local provider', () => {
  let handle: SearchDatabaseHandle;
  let api: FakeService;
  const route: { answer?: FakeHandler } = {};
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => void warnings.push(message) };
  const signal = new AbortController().signal;
  const localProvider = (catalogueApiUrl = api.origin, publicSiteUrl = catalogueApiUrl) => {
    const config = {
      ...loadSearchConfig({}),
      catalogueApiUrl,
      publicSiteUrl,
      providerTimeoutMs: 2000,
    };
    const provider = createProviders(config, handle.db, log).get('local');
    if (!provider) throw new Error('no local provider');
    return provider;
  };

  beforeAll(async () => {
    handle = await openSearchPglite('memory://');
    await handle.migrate();
    await importSampleIfEmpty(handle.db);
    api = await startFakeService({
      '/api/directory/unclaimed': (request, response) => route.answer?.(request, response),
    });
  });
  afterAll(async () => {
    await api.close();
    await handle.close();
  });

  it('asks the catalogue for the query’s words at the location', async () => {
    route.answer = answerJson({ places: [] });
    await localProvider().search(
      { text: 'italian restaurants in Santa Monica', location: 'Santa Monica', limit: 4 },
      signal,
    );
    const asked = api.requests.at(-1)?.url;
    expect(asked?.pathname).toBe('/api/directory/unclaimed');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      q: 'italian',
      location: 'Santa Monica',
      limit: '4',
    });
  });

  it('names a catalogue restaurant by its public page when the API is reached inside', async () => {
    route.answer = answerJson({ places: [listing({})] });
    const found = await localProvider(api.origin, 'https://tablefor.example').search(
      { text: 'nonna', location: '', limit: 1 },
      signal,
    );
    expect(found.find((place) => place.listed_restaurant_id === 41)?.source_urls).toEqual([
      'https://tablefor.example/restaurants/41',
    ]);
  });

  it('answers imported places and catalogue restaurants, the catalogue’s as listed', async () => {
    route.answer = answerJson({ places: [listing({})] });
    const found = await localProvider().search(
      { text: 'italian', location: 'Santa Monica', limit: 3 },
      signal,
    );
    // York Boulevard Pizza states no location: the filter cannot exclude it.
    expect(found.map((place) => place.name).sort()).toEqual([
      'Nonna Lucia',
      'Trattoria Sole',
      'York Boulevard Pizza',
    ]);
    expect(found.find((place) => place.name === 'Nonna Lucia')).toMatchObject({
      listed_restaurant_id: 41,
      price_range: '$$',
      rating: 4.6,
      reviews_count: 23,
      hours: { monday: '11:00-22:00' },
      source_urls: [`${api.origin}/restaurants/41`],
      source_names: { [`${api.origin}/restaurants/41`]: 'Nonna Lucia' },
    });
    const imported = found.find((place) => place.name === 'Trattoria Sole');
    expect(imported?.source_urls).toEqual(['los-angeles-sample.geojson#la-001']);
    // A sample file's entry has no name of its own.
    expect(imported?.source_names).toBeUndefined();
  });

  it('states no rating for a listing without reviews', async () => {
    route.answer = answerJson({ places: [listing({ review_count: 0, average_rating: 0 })] });
    const [found] = await localProvider().search({ text: 'nonna', location: '', limit: 1 }, signal);
    expect(found).toMatchObject({ rating: null, reviews_count: null });
  });

  it('keeps imported places of the location, or of none stated, and finds words alike', async () => {
    route.answer = answerJson({ places: [] });
    const search = (text: string, location: string, limit = 10) =>
      localProvider().search({ text, location, limit }, signal);
    const sushiInLittleTokyo = await search('sushii', 'Little Tokyo');
    expect(sushiInLittleTokyo.map((place) => place.name)).toEqual(['Sakura Sushi House']);
    const italianInVenice = await search('italian', 'Venice');
    expect(italianInVenice.map((place) => place.name).sort()).toEqual([
      'Pane e Vino Venice',
      'York Boulevard Pizza',
    ]);
    expect((await search('korean', '', 2)).length).toBe(2);
  });

  it('answers from the imported places when the catalogue is unreachable, and logs it', async () => {
    warnings.length = 0;
    const provider = localProvider(await unreachableOrigin());
    const found = await provider.search({ text: 'thai', location: 'Pasadena', limit: 3 }, signal);
    expect(found.map((place) => place.name)).toEqual(['Siam Orchid']);
    expect(warnings).toEqual(['catalogue directory unreachable: imported places only']);
  });

  it('does the same when the catalogue answers something else than its directory', async () => {
    warnings.length = 0;
    route.answer = answerJson({ restaurants: [] });
    const found = await localProvider().search({ text: 'ramen', location: '', limit: 3 }, signal);
    expect(found.map((place) => place.name)).toEqual(['Kaze Ramen']);
    expect(warnings).toHaveLength(1);
  });

  it('runs a task to scored, sourced results', async () => {
    route.answer = answerJson({ places: [listing({})] });
    const task = buildTask({ topic: 'italian', filters: { location: 'Santa Monica' } });
    const providers = new Map([['local' as const, localProvider()]]);
    const result = await runTopicSearch(task, { providers, signal, log });
    expect(result.metadata).toMatchObject({
      provider: 'local',
      queries: ['italian in Santa Monica', 'pasta in Santa Monica', 'pizza in Santa Monica'],
    });
    expect(result.companies.length).toBeGreaterThan(0);
    expect(companySchema.array().parse(result.companies)).toEqual(result.companies);
    for (const company of result.companies) {
      expect(company.relevance_score).toBeGreaterThan(0);
      expect(company.source_urls.length).toBeGreaterThan(0);
    }
  });
});

describe('createProviders', () => {
  it('always offers the local directory, and Overpass and SearxNG when configured', () => {
    const db = {} as SearchDatabaseHandle['db'];
    const plain = loadSearchConfig({});
    expect([...createProviders(plain, db).keys()]).toEqual(['local']);
    const all = loadSearchConfig({
      OVERPASS_URL: 'http://overpass.test/api/interpreter',
      SEARXNG_URL: 'http://searxng.test',
    });
    expect([...createProviders(all, db).keys()]).toEqual(['local', 'overpass', 'searxng']);
  });
});
