import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantDetailSchema, restaurantListSchema } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  createReview,
} from '../../test/restaurant-factory.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('GET /api/restaurants/', () => {
  it('answers { Restaurants } page by page, ordered by id, with the total', async () => {
    const created = [];
    for (let i = 0; i < 5; i += 1) created.push(await createRestaurant(t.db));
    const res = await get('/api/restaurants/?page=2&pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = restaurantListSchema.parse(res.json());
    expect(body.Restaurants.map((r) => r.id)).toEqual([created[2]!.id, created[3]!.id]);
    expect(body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
  });

  it('defaults to the first 100 and never leaks internal columns', async () => {
    const body = (await get('/api/restaurants/')).json();
    expect(body).toMatchObject({ page: 1, pageSize: 100 });
    expect(body.Restaurants[0]).not.toHaveProperty('search_text');
    expect(body.Restaurants[0]).not.toHaveProperty('owner_id');
  });

  it.each([
    ['page=0', 'page: page must be 1 or more'],
    ['pageSize=501', 'pageSize: pageSize must be between 1 and 500'],
    ['pageSize=many', 'pageSize: pageSize must be a number'],
  ])('refuses %s', async (query, message) => {
    const res = await get(`/api/restaurants/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [message] });
  });
});

describe('GET /api/restaurants/:id', () => {
  it('answers the restaurant with its reviews newest first and who is a verified diner', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Reviewed Place' });
    const other = await createRestaurant(t.db);
    const [visited, booked, cancelled, elsewhere] = await Promise.all(
      [1, 2, 3, 4].map(() => signedUpUser(t)),
    );
    const past = new Date(Date.now() - 3 * DAY);
    const future = new Date(Date.now() + 3 * DAY);
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: visited!.id,
      reservation_time: past,
    });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: booked!.id,
      reservation_time: future,
    });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: cancelled!.id,
      reservation_time: past,
      status: 'cancelled',
    });
    await createReservation(t.db, {
      restaurant_id: other.id,
      user_id: elsewhere!.id,
      reservation_time: past,
    });
    const authors = [visited!, booked!, cancelled!, elsewhere!];
    for (const [index, author] of authors.entries()) {
      await createReview(t.db, {
        restaurant_id: restaurant.id,
        user_id: author.id,
        rating: index + 2,
        created_at: new Date(Date.now() - (10 - index) * DAY),
      });
    }

    const res = await get(`/api/restaurants/${restaurant.id}`);
    expect(res.statusCode).toBe(200);
    const body = restaurantDetailSchema.parse(res.json());
    expect(body).toMatchObject({ name: 'Reviewed Place', review_count: 4, average_rating: 3.5 });
    expect(body.reviews.map((r) => [r.user_id, r.verified_diner])).toEqual([
      [elsewhere!.id, false],
      [cancelled!.id, false],
      [booked!.id, false],
      [visited!.id, true],
    ]);
    expect(body.reviews[0]?.user).toEqual({ first_name: 'Dana', last_name: 'Diner' });
    expect(res.json()).not.toHaveProperty('search_text');
  });

  it('answers an empty review list for a restaurant without reviews', async () => {
    const restaurant = await createRestaurant(t.db);
    expect((await get(`/api/restaurants/${restaurant.id}`)).json().reviews).toEqual([]);
  });

  it.each(['999999', 'abc', '-1', '1.5', '99999999999'])('answers 404 for %s', async (id) => {
    const res = await get(`/api/restaurants/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: ['restaurant: Not found'] });
  });
});
