import { addDays, reservationMessages as m, type CreatedReservation } from '@tablefor/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diningTables, restaurants } from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  nextWeekday,
  laTime,
  todayInLa,
  tablesOf,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMonths } from '@tablefor/shared';
import { book, bookingBody } from './reservation-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const DAY = nextWeekday(3);

describe('POST /api/restaurants/{id}/reservations', () => {
  it('books a signed-in chat reservation as confirmed, at the restaurant wall-clock time', async () => {
    const restaurant = await createRestaurant(t.db);
    const diner = await signedUpUser(t);
    const res = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '19:00', { chat_notes: 'Window seat' }),
      diner.headers,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<CreatedReservation>();
    expect(body).toMatchObject({
      user_id: diner.id,
      restaurant_id: restaurant.id,
      party_size: 2,
      status: 'confirmed',
      contact_method: 'chat',
      local_date: DAY,
      local_time: '19:00',
      time_zone: 'America/Los_Angeles',
      guest_name: 'Gail Guest',
      chat_notes: 'Window seat',
      restaurant: { id: restaurant.id, name: restaurant.name },
    });
    expect(body.reservation_time).toBe(laTime(DAY, '19:00').toISOString());
    expect(body.access_code).toBeUndefined();
  });

  it('books without signing in: no user, guest details required, an access code answered once', async () => {
    const restaurant = await createRestaurant(t.db);
    const missing = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '18:00', { guest_name: '', guest_email: '' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      `guest_name: ${m.guestName}`,
      `guest_email: ${m.guestEmail}`,
    ]);

    const res = await book(t, restaurant.id, bookingBody(DAY, '18:00'));
    expect(res.statusCode).toBe(201);
    const body = res.json<CreatedReservation>();
    expect(body.user_id).toBeNull();
    expect(body.access_code).toMatch(/^[\w-]{20,}$/);
    const again = await t.app.inject(`/api/reservations/${body.id}`);
    expect(again.statusCode).toBe(404);
    const withCode = await t.app.inject({
      url: `/api/reservations/${body.id}`,
      headers: { 'x-reservation-code': body.access_code! },
    });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().access_code).toBeUndefined();
  });

  it('a phone callback needs ten digits and waits for the call', async () => {
    const restaurant = await createRestaurant(t.db);
    for (const phone of [undefined, '555123456', '(555) 123-45678']) {
      const res = await book(
        t,
        restaurant.id,
        bookingBody(DAY, '18:30', { contact_method: 'phone', phone_number: phone }),
      );
      expect(res.statusCode, String(phone)).toBe(400);
      expect(res.json().errors).toContain(`phone_number: ${m.phone}`);
    }
    const res = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '18:30', { contact_method: 'phone', phone_number: '(555) 123-4567' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending_callback',
      contact_method: 'phone',
      phone_number: '5551234567',
    });
  });

  it('rejects a malformed guest e-mail with the callback message', async () => {
    const restaurant = await createRestaurant(t.db);
    const res = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '18:00', { guest_email: 'gail@example' }),
    );
    expect(res.json().errors).toEqual([`guest_email: ${m.guestEmailInvalid}`]);
  });

  it.each([
    [{ party_size: 0 }, `party_size: ${m.partySize}`],
    [{ party_size: 21 }, `party_size: ${m.partySize}`],
    [{ party_size: undefined }, `party_size: ${m.partySize}`],
    [{ reservation_time: undefined }, `reservation_time: ${m.date}`],
    [{ reservation_time: '' }, `reservation_time: ${m.date}`],
    [{ reservation_time: 'tomorrow at seven' }, `reservation_time: ${m.time}`],
  ])('answers 400 for %o', async (fields, message) => {
    const restaurant = await createRestaurant(t.db);
    const res = await book(t, restaurant.id, bookingBody(DAY, '19:00', fields));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
  });

  it('refuses times off the 30-minute grid, outside 10:00-22:00, past, or beyond six months', async () => {
    const restaurant = await createRestaurant(t.db);
    const today = todayInLa();
    const cases: [string, string, string][] = [
      [DAY, '19:15', m.time],
      [DAY, '09:30', m.time],
      [DAY, '22:30', m.time],
      [addDays(today, -1), '19:00', m.futureTime],
      [addDays(addMonths(today, 6), 1), '19:00', m.tooFarAhead],
    ];
    for (const [date, time, message] of cases) {
      const res = await book(t, restaurant.id, bookingBody(date, time));
      expect(res.statusCode, `${date} ${time}`).toBe(400);
      expect(res.json().errors).toEqual([`reservation_time: ${message}`]);
    }
    const lastDay = await book(t, restaurant.id, bookingBody(addMonths(today, 6), '19:00'));
    expect(lastDay.statusCode).toBe(201);
  });

  it('answers 409 with the nearest free times when the restaurant is closed or full', async () => {
    const lunchOnly = {
      mon: [{ open: '11:00', close: '15:00' }],
      tue: [{ open: '11:00', close: '15:00' }],
      wed: [{ open: '11:00', close: '15:00' }],
      thu: [{ open: '11:00', close: '15:00' }],
      fri: [{ open: '11:00', close: '15:00' }],
      sat: [{ open: '11:00', close: '15:00' }],
      sun: [{ open: '11:00', close: '15:00' }],
    };
    const restaurant = await createRestaurant(t.db, {
      opening_hours: lunchOnly,
      floor: tablesOf([4]),
    });
    const closed = await book(t, restaurant.id, bookingBody(DAY, '19:00'));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors).toEqual([`reservation_time: ${m.closed}`]);
    expect(closed.json().alternatives).toEqual([
      { date: DAY, time: '12:00' },
      { date: DAY, time: '12:30' },
      { date: DAY, time: '13:00' },
      { date: DAY, time: '13:30' },
    ]);
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      party_size: 4,
      reservation_time: laTime(DAY, '12:30'),
    });
    const full = await book(t, restaurant.id, bookingBody(DAY, '12:30'));
    expect(full.statusCode).toBe(409);
    expect(full.json().errors).toEqual([`reservation_time: ${m.unavailable}`]);
    // Its one table is taken 12:30-14:00 (a 90-minute turn): 11:00 still ends in time.
    expect(full.json().alternatives).toEqual([{ date: DAY, time: '11:00' }]);
  });

  it('counts each booking on the restaurant', async () => {
    const restaurant = await createRestaurant(t.db);
    await book(t, restaurant.id, bookingBody(DAY, '19:00'));
    const detail = await t.app.inject(`/api/restaurants/${restaurant.id}`);
    expect(detail.json().total_num_reservations).toBe(restaurant.total_num_reservations + 1);
  });

  it('answers 404 for an unknown restaurant and 400 for a body naming another one', async () => {
    const restaurant = await createRestaurant(t.db);
    expect((await book(t, 99_999_999, bookingBody(DAY, '19:00'))).statusCode).toBe(404);
    const res = await book(
      t,
      restaurant.id,
      bookingBody(DAY, '19:00', { restaurant_id: restaurant.id + 1 }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/restaurants/{id}/availability', () => {
  it('answers every time of the day with whether the party fits', async () => {
    const restaurant = await createRestaurant(t.db, { floor: tablesOf([6]) });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      party_size: 4,
      reservation_time: laTime(DAY, '19:00'),
    });
    const res = await t.app.inject(
      `/api/restaurants/${restaurant.id}/availability?date=${DAY}&partySize=3`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      restaurant_id: restaurant.id,
      date: DAY,
      partySize: 3,
      time_zone: 'America/Los_Angeles',
    });
    expect(body.slots).toHaveLength(25);
    const at = (time: string) =>
      body.slots.find((s: { time: string }) => s.time === time).available;
    expect([at('17:30'), at('18:00'), at('19:00'), at('20:00'), at('20:30')]).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(at('22:00')).toBe(false); // a 90-minute turn from 22:00 ends after the 23:00 closing
  });

  it('follows a change to the restaurant made elsewhere: its table, then its unpublishing', async () => {
    const restaurant = await createRestaurant(t.db, { floor: tablesOf([2]) });
    const url = `/api/restaurants/${restaurant.id}/availability?date=${DAY}&partySize=4`;
    const at19 = async () => {
      const res = await t.app.inject(url);
      if (res.statusCode !== 200) return res.statusCode;
      return res.json().slots.find((s: { time: string }) => s.time === '19:00').available;
    };
    expect(await at19()).toBe(false);
    await t.db
      .update(diningTables)
      .set({ max_covers: 8 })
      .where(eq(diningTables.restaurant_id, restaurant.id));
    await expect.poll(at19, { timeout: 2_000 }).toBe(true);
    await t.db
      .update(restaurants)
      .set({ status: 'removed' })
      .where(eq(restaurants.id, restaurant.id));
    await expect.poll(at19, { timeout: 2_000 }).toBe(404);
  });

  it('answers 400 for a bad date or party size and 404 for an unknown restaurant', async () => {
    const restaurant = await createRestaurant(t.db);
    const bad = await t.app.inject(
      `/api/restaurants/${restaurant.id}/availability?date=${DAY}&partySize=21`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([`partySize: ${m.partySize}`]);
    const badDate = await t.app.inject(
      `/api/restaurants/${restaurant.id}/availability?date=2026-13-40`,
    );
    expect(badDate.statusCode).toBe(400);
    const missing = await t.app.inject(`/api/restaurants/99999999/availability?date=${DAY}`);
    expect(missing.statusCode).toBe(404);
  });
});
