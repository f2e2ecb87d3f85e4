import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSearchFixtures, names, search as searchIn } from './search-fixtures.ts';

let t: TestApp;
let ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  ids = await createSearchFixtures(t);
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>) => searchIn(t, query);
const idsOf = (...keys: string[]) => keys.map((key) => ids[key]);

describe('filters', () => {
  it('without filters answers everything in id order with the total and defaults', async () => {
    const body = await search({});
    expect(body.restaurants.map((r) => r.id)).toEqual(Object.values(ids));
    expect(body).toMatchObject({ total: 7, page: 1, pageSize: 20, time: '19:00', partySize: 2 });
    expect(body.restaurants[0]?.distance).toBeNull();
    expect(body.restaurants[0]).not.toHaveProperty('search_text');
  });

  it('matches searchInput anywhere in name, cuisines, neighborhood or description, any case', async () => {
    expect(names(await search({ searchInput: 'TRATTORIA' }))).toEqual(['bella Trattoria']);
    expect(names(await search({ searchInput: 'japanese' }))).toEqual(['Sushi Kaze', 'Kaze']);
    expect(names(await search({ searchInput: 'boyle' }))).toEqual(['Taco Sol']);
    expect(names(await search({ searchInput: 'omakase' }))).toEqual(['Sushi Kaze']);
  });

  it('takes % and _ in searchInput literally', async () => {
    expect(names(await search({ searchInput: '100%' }))).toEqual(['Sushi Kaze']);
    expect(names(await search({ searchInput: 'fresh_fish' }))).toEqual(['Sushi Kaze']);
    expect(names(await search({ searchInput: '%' }))).toEqual(['Sushi Kaze']);
    expect((await search({ searchInput: 'h_s' })).total).toBe(0);
  });

  it('filters by one of the cuisines, any case, not by a name that contains it', async () => {
    expect(names(await search({ cuisine: 'italian' }))).toEqual(['bella Trattoria']);
    expect(names(await search({ cuisine: 'VEGAN' }))).toEqual(['Taco Sol']);
    expect(names(await search({ cuisine: 'Mexican' }))).toEqual(['Taco Sol', 'Casa Italiana']);
    expect((await search({ cuisine: 'Ital' })).total).toBe(0);
  });

  it('filters by neighborhood exactly, or by part of a neighborhood or city when none is named so', async () => {
    expect(names(await search({ location: 'silver lake' }))).toEqual(['bella Trattoria']);
    expect(names(await search({ location: 'Silver' }))).toEqual([
      'bella Trattoria',
      'Silverwood Grill',
    ]);
    expect(names(await search({ location: 'SANTA MONICA' }))).toEqual(['Casa Italiana']);
    expect(names(await search({ location: 'beverly hills' }))).toEqual(['Nowhere Diner']);
    expect((await search({ location: 'Pasadena' })).total).toBe(0);
  });

  it('filters by one price level or a min-max pair in either order', async () => {
    expect(names(await search({ priceRange: 4 }))).toEqual(['Sushi Kaze', 'Kaze']);
    expect(names(await search({ priceRange: '1-2' }))).toEqual([
      'Taco Sol',
      'Casa Italiana',
      'Nowhere Diner',
    ]);
    expect(names(await search({ priceRange: '3,2' }))).toEqual([
      'bella Trattoria',
      'Casa Italiana',
      'Nowhere Diner',
      'Silverwood Grill',
    ]);
  });

  it('filters by dining style, any case', async () => {
    expect(names(await search({ diningStyle: 'fine dining' }))).toEqual(['Sushi Kaze', 'Kaze']);
  });

  it('combines filters', async () => {
    const body = await search({
      searchInput: 'kaze',
      cuisine: 'Japanese',
      location: 'Sawtelle',
      priceRange: 4,
      diningStyle: 'Fine Dining',
    });
    expect(body.total).toBe(2);
  });

  it('answers facets of every match, not only the page, sorted alphabetically', async () => {
    const body = await search({ pageSize: 1 });
    expect(body.restaurants).toHaveLength(1);
    expect(body.facets.neighborhoods).toEqual([
      'Boyle Heights',
      'Santa Monica',
      'Sawtelle',
      'Silver Lake',
      'Silver Lake East',
      'Trousdale',
    ]);
    expect(body.facets.cuisines).toEqual([
      'American',
      'Italian',
      'Japanese',
      'Mexican',
      'Seafood',
      'Vegan',
    ]);
    const mexican = await search({ cuisine: 'mexican' });
    expect(mexican.facets).toEqual({
      neighborhoods: ['Boyle Heights', 'Santa Monica'],
      cuisines: ['Mexican', 'Vegan'],
    });
  });

  it('answers an empty page and empty facets when nothing matches', async () => {
    const body = await search({ searchInput: 'zzzz' });
    expect(body).toMatchObject({
      restaurants: [],
      total: 0,
      facets: { neighborhoods: [], cuisines: [] },
    });
  });
});

describe('pagination', () => {
  it('answers the requested page with the total of all matches', async () => {
    const body = await search({ page: 2, pageSize: 3 });
    expect(body.restaurants.map((r) => r.id)).toEqual(idsOf('casa', 'nowhere', 'silverwood'));
    expect(body).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect((await search({ page: 3, pageSize: 3 })).restaurants.map((r) => r.id)).toEqual(
      idsOf('kaze'),
    );
    expect((await search({ page: 9, pageSize: 3 })).restaurants).toEqual([]);
  });
});
