import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('GET /api/restaurants/search refuses bad parameters with a 400', () => {
  it.each([
    [
      'sort=bogus',
      'sort: sort must be one of relevance, distance, rating, price, name, popularity',
    ],
    ['priceRange=7', 'priceRange: priceRange must be a level 1-4 or a pair like 1-3'],
    ['priceRange=1-5', 'priceRange: priceRange must be a level 1-4 or a pair like 1-3'],
    ['latitude=200&longitude=0', 'latitude: latitude must be between -90 and 90'],
    ['latitude=0&longitude=-181', 'longitude: longitude must be between -180 and 180'],
    ['latitude=north&longitude=0', 'latitude: latitude must be a number'],
    ['latitude=34', 'latitude: latitude and longitude must be given together'],
    ['longitude=-118', 'latitude: latitude and longitude must be given together'],
    ['page=-1', 'page: page must be 1 or more'],
    ['page=1.5', 'page: page must be a whole number'],
    ['pageSize=51', 'pageSize: pageSize must be between 1 and 50'],
    ['partySize=21', 'partySize: partySize must be between 1 and 20'],
    ['partySize=0', 'partySize: partySize must be between 1 and 20'],
    ['partySize=two', 'partySize: partySize must be a number'],
    ['time=09:00', 'time: time must be HH:mm between 10:00 and 22:00 on the half hour'],
    ['time=19:15', 'time: time must be HH:mm between 10:00 and 22:00 on the half hour'],
    ['date=2024-13-45', 'date: date is not a real date'],
    ['date=2025-02-30', 'date: date is not a real date'],
    ['date=tomorrow', 'date: date must be YYYY-MM-DD'],
    [`searchInput=${'x'.repeat(201)}`, 'searchInput: must be at most 200 characters'],
  ])('%s', async (query, message) => {
    const res = await get(`/api/restaurants/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [message] });
  });

  it('answers every bad parameter at once', async () => {
    const res = await get('/api/restaurants/search?sort=bogus&page=-1&partySize=21');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(3);
  });

  it('treats empty parameters as absent', async () => {
    const res = await get('/api/restaurants/search?searchInput=&cuisine=%20&location=');
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/restaurants/suggestions refuses bad parameters with a 400', () => {
  it.each([
    ['', 'q: q is required'],
    ['q=%20', 'q: q is required'],
    ['q=ab&limit=11', 'limit: limit must be between 1 and 10'],
  ])('%s', async (query, message) => {
    const res = await get(`/api/restaurants/suggestions?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([message]);
  });
});
