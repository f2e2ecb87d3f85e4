import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpUser } from '../../test/factories.ts';
import { createReservation, createRestaurant } from '../../test/restaurant-factory.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

async function figures(restaurantId: number) {
  const detail = (await t.app.inject({ url: `/api/restaurants/${restaurantId}` })).json();
  return { average_rating: detail.average_rating, review_count: detail.review_count };
}

async function write(restaurantId: number, rating: number) {
  const user = await signedUpUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/reviews`,
    payload: { review: `Rated ${rating}`, rating },
    headers: user.headers,
  });
  return { user, id: res.json().id as number };
}

describe('restaurant average_rating and review_count', () => {
  it('follow every create, edit and delete at once', async () => {
    const restaurant = await createRestaurant(t.db, { name: 'Figures Bistro' });
    expect(await figures(restaurant.id)).toEqual({ average_rating: 0, review_count: 0 });

    const first = await write(restaurant.id, 5);
    const second = await write(restaurant.id, 2);
    expect(await figures(restaurant.id)).toEqual({ average_rating: 3.5, review_count: 2 });

    await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${second.id}`,
      payload: { rating: 4 },
      headers: second.user.headers,
    });
    expect(await figures(restaurant.id)).toEqual({ average_rating: 4.5, review_count: 2 });

    await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${first.id}`,
      headers: first.user.headers,
    });
    expect(await figures(restaurant.id)).toEqual({ average_rating: 4, review_count: 1 });

    // Search results read the same columns.
    const search = await t.app.inject({ url: '/api/restaurants/search?searchInput=Figures' });
    expect(search.json().restaurants[0]).toMatchObject({ average_rating: 4, review_count: 1 });
  });

  it('stay right when several diners review at once', async () => {
    const restaurant = await createRestaurant(t.db);
    await Promise.all([1, 2, 3, 4].map((rating) => write(restaurant.id, rating)));
    expect(await figures(restaurant.id)).toEqual({ average_rating: 2.5, review_count: 4 });
  });
});

describe('verified_diner', () => {
  async function reviewAfter(reservation?: {
    offset: number;
    status?: 'cancelled' | 'declined' | 'no_show' | 'completed';
  }) {
    const restaurant = await createRestaurant(t.db);
    const user = await signedUpUser(t);
    if (reservation) {
      await createReservation(t.db, {
        restaurant_id: restaurant.id,
        user_id: user.id,
        reservation_time: new Date(Date.now() + reservation.offset),
        status: reservation.status ?? 'confirmed',
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/reviews`,
      payload: { review: 'Visited' },
      headers: user.headers,
    });
    const listed = await t.app.inject({ url: `/api/restaurants/${restaurant.id}` });
    return { created: res.json().verified_diner, listed: listed.json().reviews[0].verified_diner };
  }

  it('is true with a past, non-cancelled reservation at that restaurant', async () => {
    expect(await reviewAfter({ offset: -DAY })).toEqual({ created: true, listed: true });
  });

  it('is false with no reservation, a future one, or a cancelled past one', async () => {
    expect(await reviewAfter()).toEqual({ created: false, listed: false });
    expect(await reviewAfter({ offset: DAY })).toEqual({ created: false, listed: false });
    expect(await reviewAfter({ offset: -DAY, status: 'cancelled' })).toEqual({
      created: false,
      listed: false,
    });
  });

  it('is false after a no-show or a declined callback, true after a completed visit', async () => {
    for (const status of ['no_show', 'declined'] as const) {
      expect(await reviewAfter({ offset: -DAY, status }), status).toEqual({
        created: false,
        listed: false,
      });
    }
    expect(await reviewAfter({ offset: -DAY, status: 'completed' })).toEqual({
      created: true,
      listed: true,
    });
  });

  it('is false for a past reservation at another restaurant', async () => {
    const [visited, reviewed] = [await createRestaurant(t.db), await createRestaurant(t.db)];
    const user = await signedUpUser(t);
    await createReservation(t.db, {
      restaurant_id: visited.id,
      user_id: user.id,
      reservation_time: new Date(Date.now() - DAY),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/restaurants/${reviewed.id}/reviews`,
      payload: { review: 'Never went' },
      headers: user.headers,
    });
    expect(res.json().verified_diner).toBe(false);
  });
});
