import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPage, startTestSite, type TestSite } from '@tablefor/page-reader/test-site';
import { JobFailure } from '@tablefor/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerJson,
  startFakeService,
  unreachableOrigin,
  type FakeHandler,
  type FakeService,
} from './fake-service.ts';
import { createSearxngProvider } from './searxng-provider.ts';

const recorded = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const signal = new AbortController().signal;
const pizza = { text: 'pizza in Santa Monica', location: 'Santa Monica', limit: 10 };

describe('the SearxNG provider', () => {
  let searxng: FakeService;
  let site: TestSite;
  const route: { answer?: FakeHandler } = {};
  const provider = (url = searxng.origin) =>
    createSearxngProvider({ url, timeoutMs: 2000, allowedOrigins: [site.origin] });

  beforeAll(async () => {
    site = await startTestSite({
      '/trattoria-sole': htmlPage(recorded('page-trattoria-sole.html')),
      '/pizzeria-lido': htmlPage(recorded('page-pizzeria-lido.html')),
      '/blog/best-pizza': htmlPage(recorded('page-best-pizza-blog.html')),
    });
    searxng = await startFakeService({
      '/search': (request, response) => route.answer?.(request, response),
    });
  });
  afterAll(async () => {
    await searxng.close();
    await site.close();
  });

  /** The recorded search answer, its result pages moved to the local test site. */
  const recordedSearch = () =>
    answerJson(
      recorded('searxng-pizza-santa-monica.json')
        .replaceAll('{{origin}}', site.origin)
        .replaceAll('{{host}}', new URL(site.origin).host),
    );

  it('searches as JSON and keeps the result pages that state a restaurant', async () => {
    route.answer = recordedSearch();
    const found = await provider().search(pizza, signal);
    const request = searxng.requests.at(-1);
    expect(request?.url.searchParams.get('q')).toBe('pizza in Santa Monica');
    expect(request?.url.searchParams.get('format')).toBe('json');
    // Each page once; the blog names no restaurant, one page is gone, one is on a private network.
    expect(site.hits.sort()).toEqual([
      '/blog/best-pizza',
      '/gone',
      '/pizzeria-lido',
      '/trattoria-sole',
    ]);
    expect(found.map((place) => place.name)).toEqual(['Trattoria Sole', 'Pizzeria Lido']);
    expect(found[0]).toMatchObject({
      cuisine_type: 'Italian, Pizza',
      price_range: '$$',
      location: { address: expect.stringContaining('1420 Ocean Avenue') },
      contact: { phone: '(310) 555-0100', website: 'https://trattoria-sole.example.com/' },
      hours: { monday: '11:30-22:00', saturday: '11:30-23:00', sunday: '12:00-21:00' },
      features: ['reservations'],
      rating: null,
      source_urls: [site.url('/trattoria-sole')],
      // The source reads as its page's title, not as its address.
      source_names: {
        [site.url('/trattoria-sole')]: 'Trattoria Sole - Menu',
      },
    });
    expect(found[1]).toMatchObject({
      location: { address: expect.stringContaining('1102 Montana Avenue') },
      contact: { phone: expect.stringContaining('555-0177') },
      source_urls: [site.url('/pizzeria-lido')],
    });
  });

  it('reads no more result pages than the limit', async () => {
    route.answer = recordedSearch();
    site.hits.length = 0;
    const found = await provider().search({ ...pizza, limit: 1 }, signal);
    expect(site.hits).toEqual(['/trattoria-sole']);
    expect(found).toHaveLength(1);
  });

  it.each([
    ['an error status', answerJson('Internal Server Error', 500, 'text/plain')],
    [
      'a page instead of JSON',
      answerJson('<!doctype html><title>SearXNG</title>', 200, 'text/html'),
    ],
    ['JSON of another shape', answerJson({ results: [{ title: 'no url' }] })],
  ])('fails the attempt with providerFailed on %s', async (_case, handler) => {
    route.answer = handler;
    const failure = provider().search(pizza, signal);
    await expect(failure).rejects.toBeInstanceOf(JobFailure);
    await expect(failure).rejects.toMatchObject({ code: 'topicSearch.providerFailed' });
  });

  it('fails the attempt when SearxNG cannot be reached', async () => {
    const down = provider(await unreachableOrigin());
    await expect(down.search(pizza, signal)).rejects.toMatchObject({
      code: 'topicSearch.providerFailed',
    });
  });
});
