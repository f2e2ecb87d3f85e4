import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suggestions } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const rows = [
    { name: 'Thai Orchid', cuisines: 'Thai', neighborhood: 'Thai Town' },
    { name: 'Orchid Garden', cuisines: 'Chinese, Thai Fusion', neighborhood: 'Chinatown' },
    { name: 'Hollywood Thai', cuisines: 'Thai', neighborhood: 'Hollywood' },
    { name: 'West Side Thai', cuisines: 'Thai', neighborhood: 'West Hollywood' },
    { name: 'North Thai Kitchen', cuisines: 'Thai', neighborhood: 'North Hollywood' },
    { name: 'Holly Burger', cuisines: 'American', neighborhood: 'Hollywood' },
    { name: 'Thai', cuisines: 'Thai', neighborhood: 'Hollywood Hills' },
    {
      name: 'Pasta Bar',
      cuisines: 'Italian',
      neighborhood: 'Silver Lake',
      description: 'Thai-free.',
    },
  ];
  for (const row of rows) await createRestaurant(t.db, row);
});
afterAll(() => t.close());

async function suggest(query: string) {
  const res = await t.app.inject({ url: `/api/restaurants/suggestions?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Suggestions>();
}

describe('GET /api/restaurants/suggestions', () => {
  it('answers locations, cuisines and restaurants containing the text, any case', async () => {
    const body = await suggest('q=THAI');
    expect(body.locations).toEqual(['Thai Town']);
    expect(body.cuisines).toEqual(['Thai', 'Thai Fusion']);
    expect(body.restaurants.map((r) => r.name)).toEqual([
      'Thai',
      'Thai Orchid',
      'Hollywood Thai',
      'West Side Thai',
    ]);
    expect(body.restaurants[0]).toEqual({
      id: expect.any(Number),
      name: 'Thai',
      neighborhood: 'Hollywood Hills',
    });
  });

  it('puts names that start with the text first, and keeps each group to the limit', async () => {
    const body = await suggest('q=holly&limit=3');
    expect(body.locations).toEqual(['Hollywood', 'Hollywood Hills', 'North Hollywood']);
    expect(body.cuisines).toEqual([]);
    expect(body.restaurants).toHaveLength(2);
    expect((await suggest('q=holly')).locations).toHaveLength(4);
  });

  it('answers empty groups when nothing matches', async () => {
    expect(await suggest('q=zzz')).toEqual({ locations: [], cuisines: [], restaurants: [] });
  });
});
