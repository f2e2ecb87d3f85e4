import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createSearchFixtures,
  haversine,
  names,
  POINT,
  search as searchIn,
} from './search-fixtures.ts';

let t: TestApp;
let ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  ids = await createSearchFixtures(t);
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>) => searchIn(t, query);
const idsOf = (...keys: string[]) => keys.map((key) => ids[key]);

describe('sorts', () => {
  it('relevance: the closest name first when searching', async () => {
    expect(names(await search({ searchInput: 'kaze', sort: 'relevance' }))).toEqual([
      'Kaze',
      'Sushi Kaze',
    ]);
  });

  it('distance: nearest first, restaurants without coordinates last, miles with R = 3959 to 2 decimals', async () => {
    const body = await search({ sort: 'distance', ...POINT });
    expect(body.restaurants.map((r) => r.id)).toEqual(
      idsOf('taco', 'bella', 'silverwood', 'sushi', 'kaze', 'casa', 'nowhere'),
    );
    for (const r of body.restaurants) {
      expect(r.distance).toBe(
        r.latitude === null || r.longitude === null ? null : haversine(r.latitude, r.longitude),
      );
    }
    expect(body.restaurants[0]?.distance).toBe(1.62);
  });

  it('distance within filtered matches: nearest first, no coordinates last', async () => {
    const body = await search({ priceRange: '2-3', sort: 'distance', ...POINT });
    expect(body.restaurants.map((r) => r.id)).toEqual(
      idsOf('bella', 'silverwood', 'casa', 'nowhere'),
    );
    expect(body.restaurants.map((r) => r.distance)).toEqual([2.84, 3.43, 14.19, null]);
  });

  it('distance without a point falls back to relevance', async () => {
    expect((await search({ sort: 'distance' })).restaurants.map((r) => r.id)).toEqual(
      Object.values(ids),
    );
  });

  it('any sort answers distances when a point is given', async () => {
    const body = await search({ sort: 'name', ...POINT });
    expect(body.restaurants.find((r) => r.id === ids.casa)?.distance).toBe(
      haversine(34.018, -118.488),
    );
  });

  it('rating: average descending, then review count, then id', async () => {
    expect((await search({ sort: 'rating' })).restaurants.map((r) => r.id)).toEqual(
      idsOf('casa', 'sushi', 'silverwood', 'bella', 'taco', 'nowhere', 'kaze'),
    );
  });

  it('price: cost ascending, then id', async () => {
    expect((await search({ sort: 'price' })).restaurants.map((r) => r.id)).toEqual(
      idsOf('taco', 'casa', 'nowhere', 'bella', 'silverwood', 'sushi', 'kaze'),
    );
  });

  it('name: alphabetical whatever the case', async () => {
    expect(names(await search({ sort: 'name' }))).toEqual([
      'bella Trattoria',
      'Casa Italiana',
      'Kaze',
      'Nowhere Diner',
      'Silverwood Grill',
      'Sushi Kaze',
      'Taco Sol',
    ]);
  });

  it('popularity: reservations plus reviews descending', async () => {
    expect((await search({ sort: 'popularity' })).restaurants.map((r) => r.id)).toEqual(
      idsOf('taco', 'bella', 'nowhere', 'sushi', 'silverwood', 'casa', 'kaze'),
    );
  });
});
