/**
 * Deleting an account under contention: ten deletions have the effect of one, and bookings for
 * the account racing its deletion either came first (and are cancelled with it) or are refused.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addDays } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, restaurants, reviews } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  allAtOnce,
  outboxIds,
  raceEach,
  reservationCount,
  storedReservation,
} from '../../test/race-checks.ts';
import {
  createReservation,
  createRestaurant,
  createReview,
  todayInLa,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { book, bookingBody } from '../reservations/reservation-test-helpers.ts';
import { deleteUser, signedUpAdmin, storedUser } from './users-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000', BOOKING_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

const REQUESTS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const gone = 'user: Not found';

/** A diner with a review and an upcoming booking at a restaurant that counts 5 reservations. */
async function dinerWithHistory() {
  const diner = await signedUpUser(t);
  const restaurant = await createRestaurant(t.db, { total_num_reservations: 5 });
  await createReview(t.db, { restaurant_id: restaurant.id, user_id: diner.id, rating: 4 });
  const booking = await createReservation(t.db, {
    restaurant_id: restaurant.id,
    user_id: diner.id,
    reservation_time: new Date(Date.now() + 3 * DAY_MS),
    guest_email: diner.input.email,
  });
  return { diner, restaurantId: restaurant.id, bookingId: booking.id };
}

describe('ten simultaneous deletions of one account', () => {
  it('one deletes, nine find nothing; the booking is cancelled and counted once', async () => {
    const { diner, restaurantId, bookingId } = await dinerWithHistory();
    const answers = await allAtOnce(REQUESTS, () => deleteUser(t, diner.id, admin.headers));

    const deleted = answers.filter((res) => res.statusCode === 200);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.json()).toEqual({ id: diner.id });
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errors).toEqual([gone]);
    }
    expect(await storedUser(t, diner.id)).toBeUndefined();
    expect(await storedReservation(t.db, bookingId)).toMatchObject({
      status: 'cancelled',
      user_id: null,
    });
    expect(await reservationCount(t.db, restaurantId)).toBe(4);
    const [figures] = await t.db
      .select({ review_count: restaurants.review_count })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    expect(figures?.review_count).toBe(0);
    expect(
      await t.db.select().from(reviews).where(eq(reviews.restaurant_id, restaurantId)),
    ).toEqual([]);
  });
});

const DELETION = 3;
const CANCEL = 6;

describe("a deletion racing the account's bookings and cancel", () => {
  it('what came first is cancelled with it, the rest is refused, nothing fails', async () => {
    // Four accounts, each deleted while it cancels its booking and books eight more tables.
    const subjects = await allAtOnce(4, () => dinerWithHistory());
    const answers = await raceEach(subjects, REQUESTS, ({ diner, restaurantId, bookingId }, i) =>
      i === DELETION
        ? deleteUser(t, diner.id, admin.headers)
        : i === CANCEL
          ? t.app.inject({
              method: 'DELETE',
              url: `/api/reservations/${bookingId}`,
              headers: diner.headers,
            })
          : book(
              t,
              restaurantId,
              // Without guest details: once the session has ended with the account, a booking
              // is anonymous and refused for want of a name, never booked as a guest.
              bookingBody(addDays(todayInLa(), 2 + i), '19:00', {
                guest_name: undefined,
                guest_email: undefined,
              }),
              diner.headers,
            ),
    );

    for (const [s, { diner, restaurantId }] of subjects.entries()) {
      const deletion = answers[s]![DELETION]!;
      expect(deletion.statusCode, deletion.body).toBe(200);
      // The diner's cancel came first, or found the booking no longer theirs.
      const cancel = answers[s]![CANCEL]!;
      expect([200, 404], cancel.body).toContain(cancel.statusCode);
      const cancelledMail = await outboxIds(t.db, diner.input.email, 'reservation.cancelled');
      expect(cancelledMail).toHaveLength(cancel.statusCode === 200 ? 1 : 0);
      const bookings = answers[s]!.filter((_, i) => i !== DELETION && i !== CANCEL);
      const booked = bookings.filter((res) => res.statusCode === 201);
      for (const res of bookings.filter((answer) => answer.statusCode !== 201)) {
        expect([400, 404], res.body).toContain(res.statusCode);
        if (res.statusCode === 404) expect(res.json().errors).toEqual([gone]);
      }
      expect(await storedUser(t, diner.id)).toBeUndefined();
      // Every booking of the account was cancelled by the deletion, the new ones with the old.
      const accountBookings = await t.db
        .select({ status: reservations.status })
        .from(reservations)
        .where(
          and(eq(reservations.restaurant_id, restaurantId), isNull(reservations.access_code_hash)),
        );
      expect(accountBookings).toHaveLength(1 + booked.length);
      for (const row of accountBookings) expect(row.status).toBe('cancelled');
      expect(await reservationCount(t.db, restaurantId)).toBe(4);
      const confirmations = await outboxIds(t.db, diner.input.email, 'reservation.confirmed');
      expect(confirmations).toHaveLength(booked.length);
    }
  });
});

describe("a deletion racing the account's new reviews", () => {
  it('a review written first goes with the account, a later one is refused, nothing fails', async () => {
    // Four accounts, each deleted while it reviews nine restaurants it has not reviewed yet.
    const subjects = await allAtOnce(4, async () => ({
      ...(await dinerWithHistory()),
      others: await allAtOnce(REQUESTS, () => createRestaurant(t.db)),
    }));
    const answers = await raceEach(subjects, REQUESTS, ({ diner, others }, i) =>
      i === DELETION
        ? deleteUser(t, diner.id, admin.headers)
        : t.app.inject({
            method: 'POST',
            url: `/api/restaurants/${others[i]!.id}/reviews`,
            headers: diner.headers,
            payload: { rating: 5, review: 'Lovely evening, we will be back.' },
          }),
    );

    for (const [s, { diner, others }] of subjects.entries()) {
      const deletion = answers[s]![DELETION]!;
      expect(deletion.statusCode, deletion.body).toBe(200);
      for (const res of answers[s]!.filter((_, i) => i !== DELETION)) {
        // Written before the deletion, or refused once the session ended with the account.
        expect([201, 401, 404], res.body).toContain(res.statusCode);
      }
      const left = await t.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          inArray(
            reviews.restaurant_id,
            others.map((restaurant) => restaurant.id),
          ),
        );
      expect(left).toEqual([]);
      for (const restaurant of others) {
        const [figures] = await t.db
          .select({ review_count: restaurants.review_count })
          .from(restaurants)
          .where(eq(restaurants.id, restaurant.id));
        expect(figures?.review_count).toBe(0);
      }
      expect(await storedUser(t, diner.id)).toBeUndefined();
    }
  });
});

describe("a deletion racing the restaurant's cancel and callback decisions", () => {
  it('either order holds: the account goes, the booking ends cancelled, nothing fails', async () => {
    // The restaurant's writes lock the restaurant and tell the diner (whose bell needs the
    // account); the deletion locks the account, then the restaurants: one order for both.
    const owner = await signedUpUser(t);
    const subjects = await allAtOnce(4, async () => {
      const diner = await signedUpUser(t);
      const restaurant = await createRestaurant(t.db, {
        owner_id: owner.id,
        total_num_reservations: 5,
      });
      const booking = await createReservation(t.db, {
        restaurant_id: restaurant.id,
        user_id: diner.id,
        reservation_time: new Date(Date.now() + 3 * DAY_MS),
        guest_email: diner.input.email,
      });
      return { diner, restaurantId: restaurant.id, bookingId: booking.id };
    });
    const answers = await raceEach(subjects, 2, ({ diner, bookingId }, i) =>
      i === 0
        ? deleteUser(t, diner.id, admin.headers)
        : t.app.inject({
            method: 'POST',
            url: `/api/owner/reservations/${bookingId}/cancel`,
            headers: owner.headers,
            payload: { reason: 'The kitchen is closed for a private event.' },
          }),
    );
    for (const [s, { diner, restaurantId, bookingId }] of subjects.entries()) {
      const [deletion, cancel] = answers[s]!;
      expect(deletion!.statusCode, deletion!.body).toBe(200);
      // The restaurant's cancel came first, or found the booking cancelled by the deletion.
      expect([200, 409], cancel!.body).toContain(cancel!.statusCode);
      expect(await storedUser(t, diner.id)).toBeUndefined();
      expect(await storedReservation(t.db, bookingId)).toMatchObject({
        status: 'cancelled',
        user_id: null,
      });
      expect(await reservationCount(t.db, restaurantId)).toBe(4);
    }
  });
});
