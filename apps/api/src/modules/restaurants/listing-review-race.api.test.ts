/**
 * Deciding and removing listings under contention: ten decisions or removals at once have the
 * effect of one, and a removal racing a guest's cancel tells the guest once.
 */
import { eq } from 'drizzle-orm';
import { listingReviewMessages, type Reservation } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantOwners, restaurants } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import {
  allAtOnce,
  outboxIds,
  raceEach,
  reservationCount,
  storedReservation,
} from '../../test/race-checks.ts';
import {
  createGuestReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUpAdmin(t);
});
afterAll(() => t.close());

const REQUESTS = 10;
const DAY = nextWeekday(4);
let sequence = 0;

const adminPost = (id: number, action: 'approve' | 'reject', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${id}/${action}`,
    headers: admin.headers,
    payload,
  });
const remove = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/restaurants/${id}`, headers: admin.headers });

/** A guest's upcoming booking at the restaurant, and the address it is told at. */
async function guestBooking(restaurantId: number, time = '19:00') {
  const email = `listed-${++sequence}-${Date.now()}@example.com`;
  const { row, headers } = await createGuestReservation(t, {
    restaurant_id: restaurantId,
    reservation_time: laTime(DAY, time),
    guest_email: email,
  });
  return { id: row.id, email, headers };
}

describe('ten simultaneous decisions of one listing', () => {
  it('one approval or rejection stands, the others are 409; one owner at most', async () => {
    const creator = await signedUpUser(t);
    const listing = await createRestaurant(t.db, {
      status: 'pending_review',
      created_by: creator.id,
    });
    const answers = await allAtOnce(REQUESTS, (i) =>
      i % 2 === 0
        ? adminPost(listing.id, 'approve')
        : adminPost(listing.id, 'reject', { reason: 'The photos are not of this place.' }),
    );

    const decided = answers.filter((res) => res.statusCode === 200);
    expect(decided).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errors).toEqual([`status: ${listingReviewMessages.notPending}`]);
    }
    const [stored] = await t.db.select().from(restaurants).where(eq(restaurants.id, listing.id));
    const published = stored?.status === 'published';
    expect(stored?.status).toBe(published ? 'published' : 'rejected');
    const owners = await t.db
      .select({ user_id: restaurantOwners.user_id })
      .from(restaurantOwners)
      .where(eq(restaurantOwners.restaurant_id, listing.id));
    expect(owners).toEqual(published ? [{ user_id: creator.id }] : []);
  });
});

describe('removing a listing', () => {
  it('ten at once: one removes, nine find nothing; each guest is told once', async () => {
    const restaurant = await createRestaurant(t.db);
    const guests = [await guestBooking(restaurant.id, '18:00'), await guestBooking(restaurant.id)];
    const answers = await allAtOnce(REQUESTS, () => remove(restaurant.id));

    const removed = answers.filter((res) => res.statusCode === 200);
    expect(removed).toHaveLength(1);
    expect(removed[0]!.json()).toEqual({ id: restaurant.id, cancelled_reservations: 2 });
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    for (const guest of guests) {
      expect((await storedReservation(t.db, guest.id)).status).toBe('cancelled');
      expect(await outboxIds(t.db, guest.email, 'reservation.cancelled')).toHaveLength(1);
    }
  });

  it("racing the guest's own cancels: the booking is cancelled and told of once", async () => {
    const subjects = await allAtOnce(4, async () => {
      const restaurant = await createRestaurant(t.db, { total_num_reservations: 5 });
      return { restaurantId: restaurant.id, ...(await guestBooking(restaurant.id)) };
    });
    const answers = await raceEach(subjects, REQUESTS, ({ restaurantId, id, headers }, i) =>
      i === 4
        ? remove(restaurantId)
        : t.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers }),
    );

    for (const [s, { restaurantId, id, email }] of subjects.entries()) {
      const removal = answers[s]![4]!;
      expect(removal.statusCode, removal.body).toBe(200);
      for (const res of answers[s]!.filter((_, i) => i !== 4)) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<Reservation>().status).toBe('cancelled');
      }
      expect((await storedReservation(t.db, id)).status).toBe('cancelled');
      // Whichever cancelled it, the guest or the removal, counted the booking down once.
      expect(await reservationCount(t.db, restaurantId)).toBe(4);
      expect(await outboxIds(t.db, email, 'reservation.cancelled')).toHaveLength(1);
    }
  });
});
