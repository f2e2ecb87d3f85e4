/** What one booker may hold: guests by e-mail address and client network, accounts by overlap. */
import {
  ACCOUNT_OVERLAPPING_BOOKINGS,
  addDays,
  GUEST_BOOKINGS_PER_CLIENT,
  GUEST_BOOKINGS_PER_EMAIL,
  GUEST_BOOKINGS_PER_RESTAURANT,
  messageText,
  reservationCodes,
  toUtcReservationTime,
  type MessageCode,
} from '@tablefor/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  todayInLa,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { guestClientHash } from './guest-client.ts';
import { bookingBody } from './reservation-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const DAY = nextWeekday(4);
let sources = 0;
/** A client address and an e-mail address that no other test uses. */
const fresh = () => {
  sources += 1;
  return { ip: `198.51.100.${sources}`, email: `guest-${sources}@example.com` };
};

function bookAsGuest(
  restaurantId: number,
  time: string,
  { ip, email }: { ip: string; email: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/reservations`,
    payload: bookingBody(DAY, time, { guest_email: email }),
    remoteAddress: ip,
  });
}

const refusal = (field: string, code: MessageCode, max: number) => ({
  errors: [`${field}: ${messageText(code, { max })}`],
  details: [{ field, code, params: { max } }],
});

describe('guest bookings (no account)', () => {
  it(`one e-mail address holds at most ${GUEST_BOOKINGS_PER_RESTAURANT} upcoming at one restaurant`, async () => {
    const restaurant = await createRestaurant(t.db);
    const { email } = fresh();
    // Past and cancelled bookings hold nothing.
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(addDays(todayInLa(), -1), '19:00'),
      guest_email: email,
    });
    const booked = [];
    for (const time of ['12:00', '14:00']) {
      const res = await bookAsGuest(restaurant.id, time, { ...fresh(), email });
      expect(res.statusCode).toBe(201);
      booked.push(res.json<{ id: number }>().id);
    }
    const third = await bookAsGuest(restaurant.id, '16:00', {
      ...fresh(),
      email: email.toUpperCase(),
    });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(
      refusal('guest_email', reservationCodes.guestLimitHere, GUEST_BOOKINGS_PER_RESTAURANT),
    );

    await t.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.id, booked[0] ?? 0));
    expect((await bookAsGuest(restaurant.id, '16:00', { ...fresh(), email })).statusCode).toBe(201);
  });

  it(`one e-mail address holds at most ${GUEST_BOOKINGS_PER_EMAIL} upcoming in all`, async () => {
    const { email } = fresh();
    for (let i = 0; i < GUEST_BOOKINGS_PER_EMAIL; i += 1) {
      const restaurant = await createRestaurant(t.db);
      expect((await bookAsGuest(restaurant.id, '19:00', { ...fresh(), email })).statusCode).toBe(
        201,
      );
    }
    const another = await createRestaurant(t.db);
    const refused = await bookAsGuest(another.id, '19:00', { ...fresh(), email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(
      refusal('guest_email', reservationCodes.guestLimitTotal, GUEST_BOOKINGS_PER_EMAIL),
    );
  });

  it(`one client network holds at most ${GUEST_BOOKINGS_PER_RESTAURANT} at one restaurant, ${GUEST_BOOKINGS_PER_CLIENT} in all`, async () => {
    const ip = '2001:db8:24:1::1';
    const restaurants = [];
    for (let i = 0; i < GUEST_BOOKINGS_PER_CLIENT / GUEST_BOOKINGS_PER_RESTAURANT; i += 1) {
      const restaurant = await createRestaurant(t.db);
      restaurants.push(restaurant);
      for (let j = 0; j < GUEST_BOOKINGS_PER_RESTAURANT; j += 1) {
        // Any address of the same IPv6 /64 is the same client.
        const from = { ip: `2001:db8:24:1::${i}:${j}`, email: fresh().email };
        expect((await bookAsGuest(restaurant.id, `1${j}:00`, from)).statusCode).toBe(201);
      }
    }
    const here = await bookAsGuest(restaurants[0]?.id ?? 0, '20:00', { ip, email: fresh().email });
    expect(here.statusCode).toBe(429);
    expect(here.json()).toEqual(
      refusal('auth', reservationCodes.clientLimitHere, GUEST_BOOKINGS_PER_RESTAURANT),
    );
    const elsewhere = await createRestaurant(t.db);
    const total = await bookAsGuest(elsewhere.id, '20:00', { ip, email: fresh().email });
    expect(total.statusCode).toBe(429);
    expect(total.json()).toEqual(
      refusal('auth', reservationCodes.clientLimitTotal, GUEST_BOOKINGS_PER_CLIENT),
    );
    // Another network books there.
    expect((await bookAsGuest(elsewhere.id, '20:00', fresh())).statusCode).toBe(201);
  });

  it('keeps a keyed hash of the client network, never the address', async () => {
    const restaurant = await createRestaurant(t.db);
    const source = { ip: '203.0.113.77', email: fresh().email };
    const res = await bookAsGuest(restaurant.id, '19:00', source);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, res.json<{ id: number }>().id));
    expect(row?.client_hash).toBe(guestClientHash(t.config.site.secret, source.ip));
    expect(JSON.stringify(row)).not.toContain(source.ip);
  });
});

describe('signed-in bookings', () => {
  it(`an account holds at most ${ACCOUNT_OVERLAPPING_BOOKINGS} bookings at overlapping times at one restaurant`, async () => {
    const restaurant = await createRestaurant(t.db); // 90-minute sittings
    const diner = await signedUpUser(t);
    const bookAt = (time: string, restaurantId = restaurant.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/restaurants/${restaurantId}/reservations`,
        payload: bookingBody(DAY, time),
        headers: diner.headers,
      });
    expect((await bookAt('19:00')).statusCode).toBe(201);
    expect((await bookAt('19:30')).statusCode).toBe(201);
    const third = await bookAt('20:00');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(
      refusal(
        'reservation_time',
        reservationCodes.accountOverlapLimit,
        ACCOUNT_OVERLAPPING_BOOKINGS,
      ),
    );
    // 21:00 overlaps neither (19:30 ends as it starts); another restaurant is another count.
    expect((await bookAt('21:00')).statusCode).toBe(201);
    expect((await bookAt('20:00', (await createRestaurant(t.db)).id)).statusCode).toBe(201);
  });

  it('a change cannot move a booking into more overlap than booking allows', async () => {
    const restaurant = await createRestaurant(t.db); // 90-minute sittings
    const diner = await signedUpUser(t);
    const bookAt = async (time: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/restaurants/${restaurant.id}/reservations`,
        payload: bookingBody(DAY, time),
        headers: diner.headers,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const moveTo = (id: number, time: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reservations/${id}`,
        payload: { reservation_time: toUtcReservationTime(DAY, time, 'America/Los_Angeles') },
        headers: diner.headers,
      });
    await bookAt('17:00');
    await bookAt('17:30');
    const later = await bookAt('21:00');

    const moved = await moveTo(later, '18:00');
    expect(moved.statusCode).toBe(429);
    expect(moved.json()).toEqual(
      refusal(
        'reservation_time',
        reservationCodes.accountOverlapLimit,
        ACCOUNT_OVERLAPPING_BOOKINGS,
      ),
    );
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, later));
    expect(row?.reservation_time).toEqual(laTime(DAY, '21:00'));
    // Its own old time is not counted against it, and a move clear of the others is fine.
    expect((await moveTo(later, '20:30')).statusCode).toBe(200);
  });
});
