import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JobFailure } from '@tablefor/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerJson,
  neverAnswer,
  startFakeService,
  unreachableOrigin,
  type FakeHandler,
  type FakeService,
} from './fake-service.ts';
import { createOverpassProvider } from './overpass-provider.ts';
import { overpassQuery } from './overpass-query.ts';

const recorded = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const signal = new AbortController().signal;
const italianInSantaMonica = {
  text: 'italian restaurant in Santa Monica',
  location: 'Santa Monica, CA',
  limit: 3,
};

describe('the Overpass provider', () => {
  let service: FakeService;
  const route: { answer?: FakeHandler } = {};
  const provider = (timeoutMs = 2000) =>
    createOverpassProvider({ url: `${service.origin}/api/interpreter`, timeoutMs });

  beforeAll(async () => {
    service = await startFakeService({
      '/api/interpreter': (request, response) => route.answer?.(request, response),
    });
  });
  afterAll(() => service.close());

  it('asks for restaurants of the query’s cuisine in the named area', async () => {
    route.answer = answerJson(recorded('overpass-italian-santa-monica.json'));
    await provider().search(italianInSantaMonica, signal);
    const request = service.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(request?.body).get('data')).toBe(
      [
        '[out:json][timeout:2];',
        'area["name"="Santa Monica"]->.searchArea;',
        '(',
        '  nwr["amenity"="restaurant"]["cuisine"~"italian",i](area.searchArea);',
        ');',
        'out center 15;',
      ].join('\n'),
    );
  });

  it('reads the recorded answer’s restaurants, each linking to OpenStreetMap', async () => {
    route.answer = answerJson(recorded('overpass-italian-santa-monica.json'));
    const found = await provider().search(italianInSantaMonica, signal);
    expect(found.map((place) => place.name).sort()).toEqual([
      'Bottega Marina',
      'Caffè Lido',
      'Pizzeria Mare',
    ]);
    expect(found.find((place) => place.name === 'Bottega Marina')).toMatchObject({
      cuisine_type: 'italian',
      location: { address: '2025 Main Street', city: 'Santa Monica', latitude: 34.0089 },
      contact: { phone: '+1 310-555-0182', website: '' },
      hours: { monday: 'Closed', tuesday: '17:00-22:00' },
      features: ['wheelchair accessible'],
      founded_year: null,
      rating: null,
      source_urls: ['https://www.openstreetmap.org/way/9100000002'],
    });
    expect(found.find((place) => place.name === 'Pizzeria Mare')).toMatchObject({
      contact: { phone: '+1 310-555-0181', website: 'https://pizzeria-mare.example.com/' },
      hours: { friday: '12:00-23:00', sunday: '12:00-21:00' },
      founded_year: 2011,
    });
  });

  it('keeps the best `limit` of what it reads', async () => {
    route.answer = answerJson(recorded('overpass-italian-santa-monica.json'));
    const found = await provider().search(
      { ...italianInSantaMonica, text: 'pizza', limit: 1 },
      signal,
    );
    expect(found.map((place) => place.name)).toEqual(['Pizzeria Mare']);
  });

  it.each([
    ['an error page', answerJson(recorded('overpass-bad-request.html'), 400, 'text/html')],
    ['a query that ran out of time', answerJson(recorded('overpass-runtime-error.json'))],
    ['too many requests', answerJson('rate limited', 429, 'text/plain')],
    ['JSON of another shape', answerJson({ elements: 'none' })],
    ['no answer in time', neverAnswer],
  ])('fails the attempt with providerFailed on %s', async (_case, handler) => {
    route.answer = handler;
    const failure = provider(300).search(italianInSantaMonica, signal);
    await expect(failure).rejects.toBeInstanceOf(JobFailure);
    await expect(failure).rejects.toMatchObject({ code: 'topicSearch.providerFailed' });
  });

  it('fails the attempt when Overpass cannot be reached', async () => {
    const down = createOverpassProvider({ url: await unreachableOrigin(), timeoutMs: 2000 });
    await expect(down.search(italianInSantaMonica, signal)).rejects.toMatchObject({
      code: 'topicSearch.providerFailed',
    });
  });
});

describe('overpassQuery', () => {
  it('looks for one place by name in a reflection step', () => {
    const query = {
      text: "Luigi's Trattoria Venice phone",
      location: '',
      limit: 3,
      name: "Luigi's Trattoria",
    };
    expect(overpassQuery(query, 10_000)).toContain(
      'nwr["amenity"="restaurant"]["name"~"luigi.*s.*trattoria",i];',
    );
  });

  it('asks for names holding the other words, and escapes the area name', () => {
    const query = { text: 'taqueria', location: 'Bob "the" Town', limit: 2 };
    const ql = overpassQuery(query, 10_000);
    expect(ql).toContain('area["name"="Bob \\"the\\" Town"]');
    expect(ql).toContain('["cuisine"~"mexican",i]');
    expect(ql).toContain('["name"~"taqueria",i]');
  });
});
