import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema, reviewMessages, reviewSchema } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpUser } from '../../test/factories.ts';
import { createRestaurant, createReview } from '../../test/restaurant-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const post = (restaurantId: number | string, payload: unknown, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/reviews`,
    payload: payload as object,
    headers,
  });

describe('GET /api/restaurants/{id}/reviews and /api/users/{id}/reviews', () => {
  it('lists a restaurant’s reviews newest first with the author’s name', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t, { first_name: 'Ann', last_name: 'Lee' });
    const bob = await signedUpUser(t, { first_name: 'Bob', last_name: 'Ray' });
    await createReview(t.db, { restaurant_id: restaurant.id, user_id: ann.id, review: 'Old' });
    await createReview(t.db, { restaurant_id: restaurant.id, user_id: bob.id, review: 'New' });

    const res = await t.app.inject({ url: `/api/restaurants/${restaurant.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const { Reviews } = reviewListSchema.parse(res.json());
    expect(Reviews.map((r) => r.review)).toEqual(['New', 'Old']);
    expect(Reviews[0]!.user).toEqual({ first_name: 'Bob', last_name: 'Ray' });
  });

  it('lists a user’s reviews across restaurants, newest first', async () => {
    const [first, second] = [await createRestaurant(t.db), await createRestaurant(t.db)];
    const ann = await signedUpUser(t);
    await post(first.id, { review: 'First', rating: 4 }, ann.headers);
    await post(second.id, { review: 'Second', rating: 2 }, ann.headers);

    const res = await t.app.inject({ url: `/api/users/${ann.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const { Reviews } = reviewListSchema.parse(res.json());
    expect(Reviews.map((r) => [r.restaurant_id, r.review])).toEqual([
      [second.id, 'Second'],
      [first.id, 'First'],
    ]);
  });

  it('answers 404 for an unknown restaurant or user and for an id that is no number', async () => {
    expect((await t.app.inject({ url: '/api/restaurants/999999/reviews' })).json()).toMatchObject({
      errors: ['restaurant: Not found'],
    });
    expect((await t.app.inject({ url: '/api/users/999999/reviews' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/restaurants/abc/reviews' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ errors: ['restaurant: Not found'] });
  });
});

describe('POST /api/restaurants/{id}/reviews', () => {
  it('creates the review (201), trimmed, stored as given and never as HTML', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t, { first_name: 'Ann', last_name: 'Lee' });
    const text = '<b>Great</b> & <script>alert(1)</script> "pasta"';
    const res = await post(restaurant.id, { review: `  ${text}  `, rating: 4 }, ann.headers);
    expect(res.statusCode).toBe(201);
    const review = reviewSchema.parse(res.json());
    expect(review).toMatchObject({
      user_id: ann.id,
      restaurant_id: restaurant.id,
      review: text,
      rating: 4,
      verified_diner: false,
      user: { first_name: 'Ann', last_name: 'Lee' },
    });
  });

  it('rates 5 when no rating is given', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t);
    const res = await post(restaurant.id, { review: 'Nice' }, ann.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().rating).toBe(5);
  });

  it('refuses a second review of the same restaurant by the same user (409)', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t);
    expect((await post(restaurant.id, { review: 'One' }, ann.headers)).statusCode).toBe(201);
    const again = await post(restaurant.id, { review: 'Two', rating: 1 }, ann.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [`review: ${reviewMessages.duplicate}`] });
  });

  it('keeps one review when two arrive at once', async () => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t);
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((review) => post(restaurant.id, { review }, ann.headers)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const list = await t.app.inject({ url: `/api/restaurants/${restaurant.id}/reviews` });
    expect(list.json().Reviews).toHaveLength(1);
  });

  it('refuses anonymous writers (401) and unknown restaurants (404)', async () => {
    const restaurant = await createRestaurant(t.db);
    const anonymous = await post(restaurant.id, { review: 'Hi' });
    expect(anonymous.statusCode).toBe(401);
    const ann = await signedUpUser(t);
    const unknown = await post(999999, { review: 'Hi' }, ann.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: ['restaurant: Not found'] });
  });

  it.each([
    ['an empty review', { review: '' }, `review: ${reviewMessages.text}`],
    ['a whitespace-only review', { review: '   \n ' }, `review: ${reviewMessages.text}`],
    ['no review at all', { rating: 3 }, `review: ${reviewMessages.text}`],
    ['a 501-character review', { review: 'x'.repeat(501) }, `review: ${reviewMessages.tooLong}`],
    ['rating 0', { review: 'Ok', rating: 0 }, `rating: ${reviewMessages.rating}`],
    ['rating 6', { review: 'Ok', rating: 6 }, `rating: ${reviewMessages.rating}`],
    ['rating 2.5', { review: 'Ok', rating: 2.5 }, `rating: ${reviewMessages.rating}`],
    ['a rating that is text', { review: 'Ok', rating: 'five' }, `rating: ${reviewMessages.rating}`],
  ])('answers 400 for %s', async (_name, payload, error) => {
    const restaurant = await createRestaurant(t.db);
    const ann = await signedUpUser(t);
    const res = await post(restaurant.id, payload, ann.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [error] });
  });

  it('accepts exactly 500 characters and ratings 1 and 5', async () => {
    const ann = await signedUpUser(t);
    const long = await post(
      (await createRestaurant(t.db)).id,
      { review: 'y'.repeat(500), rating: 1 },
      ann.headers,
    );
    expect(long.statusCode).toBe(201);
    expect(long.json().review).toHaveLength(500);
    const top = await post(
      (await createRestaurant(t.db)).id,
      { review: 'Top', rating: 5 },
      ann.headers,
    );
    expect(top.statusCode).toBe(201);
  });
});
