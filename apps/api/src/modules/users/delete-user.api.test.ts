/** DELETE /api/users/{id}: what goes with an account, and what the restaurants keep. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reservations,
  restaurants,
  reviews,
  savedRestaurants,
  sessions,
} from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  createReview,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { book, bookingBody } from '../reservations/reservation-test-helpers.ts';
import { deleteUser, signedUpAdmin } from './users-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function restaurantFigures(ids: number[]) {
  return t.db
    .select({
      id: restaurants.id,
      average_rating: restaurants.average_rating,
      review_count: restaurants.review_count,
      total_num_reservations: restaurants.total_num_reservations,
    })
    .from(restaurants)
    .where(inArray(restaurants.id, ids))
    .orderBy(restaurants.id);
}

async function reservationRow(id: number) {
  const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

describe('deleting a user', () => {
  it('ends their sessions, drops saves and reviews (ratings recomputed), keeps reservations without the account', async () => {
    const admin = await signedUpAdmin(t);
    const victim = await signedUpUser(t);
    const other = await signedUpUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.input.email, password: victim.input.password },
    });
    const secondSession = { authorization: `Bearer ${login.json().access_token}` };
    const [first, second] = [await createRestaurant(t.db), await createRestaurant(t.db)];

    await createReview(t.db, { restaurant_id: first.id, user_id: other.id, rating: 2 });
    await createReview(t.db, { restaurant_id: first.id, user_id: victim.id, rating: 5 });
    await createReview(t.db, { restaurant_id: second.id, user_id: victim.id, rating: 4 });
    await t.db.insert(savedRestaurants).values([
      { user_id: victim.id, restaurant_id: first.id },
      { user_id: victim.id, restaurant_id: second.id },
    ]);
    const booked = await book(t, first.id, bookingBody(nextWeekday(5), '19:00'), victim.headers);
    expect(booked.statusCode).toBe(201);
    const future = await reservationRow(booked.json().id);
    const past = await createReservation(t.db, {
      restaurant_id: second.id,
      user_id: victim.id,
      reservation_time: new Date(Date.now() - 10 * DAY_MS),
      guest_name: 'Dana Diner',
      guest_email: victim.input.email,
    });
    const othersBooking = await createReservation(t.db, {
      restaurant_id: first.id,
      user_id: other.id,
      reservation_time: new Date(Date.now() + 10 * DAY_MS),
    });
    expect(await restaurantFigures([first.id, second.id])).toEqual([
      { id: first.id, average_rating: 3.5, review_count: 2, total_num_reservations: 1 },
      { id: second.id, average_rating: 4, review_count: 1, total_num_reservations: 0 },
    ]);

    const res = await deleteUser(t, victim.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: victim.id });

    for (const headers of [victim.headers, secondSession]) {
      expect((await t.app.inject({ url: '/api/auth/', headers })).statusCode).toBe(401);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.user_id, victim.id))).toEqual([]);
    const saves = await t.db
      .select()
      .from(savedRestaurants)
      .where(eq(savedRestaurants.user_id, victim.id));
    expect(saves).toEqual([]);
    const left = await t.db.select({ user_id: reviews.user_id }).from(reviews);
    expect(left.map((r) => r.user_id)).not.toContain(victim.id);
    expect(await restaurantFigures([first.id, second.id])).toEqual([
      { id: first.id, average_rating: 2, review_count: 1, total_num_reservations: 0 },
      { id: second.id, average_rating: 0, review_count: 0, total_num_reservations: 0 },
    ]);

    expect(await reservationRow(future!.id)).toMatchObject({
      status: 'cancelled',
      user_id: null,
      guest_name: future!.guest_name,
      guest_email: future!.guest_email,
    });
    expect(future!.guest_name).toBeTruthy();
    expect(await reservationRow(past.id)).toMatchObject({
      status: 'confirmed',
      user_id: null,
      guest_name: 'Dana Diner',
      guest_email: victim.input.email,
    });
    expect(await reservationRow(othersBooking.id)).toMatchObject({
      status: 'confirmed',
      user_id: other.id,
    });
  });

  it('leaves a reservation that was already cancelled as it was, apart from the account link', async () => {
    const admin = await signedUpAdmin(t);
    const victim = await signedUpUser(t);
    const restaurant = await createRestaurant(t.db, { total_num_reservations: 3 });
    const cancelled = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: victim.id,
      reservation_time: new Date(Date.now() + 5 * DAY_MS),
      status: 'cancelled',
    });
    expect((await deleteUser(t, victim.id, admin.headers)).statusCode).toBe(200);
    expect(await reservationRow(cancelled.id)).toMatchObject({
      status: 'cancelled',
      user_id: null,
    });
    const [figures] = await restaurantFigures([restaurant.id]);
    expect(figures?.total_num_reservations).toBe(3);
  });
});
