import {
  addDays,
  reservationMessages as m,
  toUtcReservationTime,
  type CreatedReservation,
} from '@tablefor/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  diningTables,
  notifications,
  outboxMessages,
  reservationTables,
} from '../../db/schema/index.ts';
import { signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  LA,
  laTime,
  tablesOf,
  todayInLa,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { book, bookingBody } from './reservation-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const DAY = addDays(todayInLa(), 3);

async function booked(time = '19:00') {
  const restaurant = await createRestaurant(t.db, { floor: tablesOf([6]) });
  const diner = await signedUpUser(t);
  const created = (
    await book(t, restaurant.id, bookingBody(DAY, time), diner.headers)
  ).json<CreatedReservation>();
  const put = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${created.id}`,
      headers: diner.headers,
      payload,
    });
  return { restaurant, diner, created, put };
}

describe('PUT /api/reservations/{id}', () => {
  it("moves the time (UTC 'YYYY-MM-DD HH:mm:ss') and the party size", async () => {
    const { put } = await booked();
    const later = addDays(DAY, 2);
    const res = await put({
      reservation_time: toUtcReservationTime(later, '20:30', LA),
      party_size: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ local_date: later, local_time: '20:30', party_size: 5 });
  });

  it('changes nothing and tells nobody when the change is no change', async () => {
    const { put, created, diner } = await booked();
    const changedLetters = async () =>
      (
        await t.db
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(eq(outboxMessages.kind, 'reservation.changed'))
      ).length;
    const before = await changedLetters();
    const same = await put({
      reservation_time: toUtcReservationTime(DAY, '19:00', LA),
      party_size: created.party_size,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ local_date: DAY, local_time: '19:00' });
    expect(await changedLetters()).toBe(before);
    const noticed = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.user_id, diner.id));
    expect(noticed.map((row) => row.kind)).toEqual(['booking_confirmed']);
  });

  it('re-checks availability without counting the reservation itself', async () => {
    const { restaurant, put } = await booked();
    expect((await put({ party_size: 6 })).statusCode).toBe(200);
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      party_size: 6,
      reservation_time: laTime(DAY, '12:00'),
    });
    const res = await put({ reservation_time: toUtcReservationTime(DAY, '12:30', LA) });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([`reservation_time: ${m.unavailable}`]);
  });

  it('moves a party that grew to a table that seats it, or answers 409 with free times', async () => {
    const restaurant = await createRestaurant(t.db, { floor: tablesOf([2, 6]) });
    const diner = await signedUpUser(t);
    const created = (
      await book(t, restaurant.id, bookingBody(DAY, '19:00'), diner.headers)
    ).json<CreatedReservation>();
    const tablesOfBooking = async () =>
      (
        await t.db
          .select({ label: diningTables.label })
          .from(reservationTables)
          .innerJoin(diningTables, eq(diningTables.id, reservationTables.table_id))
          .where(eq(reservationTables.reservation_id, created.id))
      ).map((row) => row.label);
    expect(await tablesOfBooking()).toEqual(['1']);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reservations/${created.id}`,
        headers: diner.headers,
        payload,
      });
    expect((await put({ party_size: 5 })).statusCode).toBe(200);
    expect(await tablesOfBooking()).toEqual(['2']);
    // Another party of 5 now wants the 6-top at 19:30: taken, with the nearest free times.
    const other = await book(t, restaurant.id, bookingBody(DAY, '19:30', { party_size: 5 }));
    expect(other.statusCode).toBe(409);
    expect(other.json().alternatives).toContainEqual({ date: DAY, time: '17:30' });
    expect(other.json().alternatives).not.toContainEqual({ date: DAY, time: '20:00' });
  });

  it('answers the modify messages', async () => {
    const { put } = await booked();
    const cases: [Record<string, unknown>, string][] = [
      [{ party_size: 0 }, `party_size: ${m.newPartySize}`],
      [{ party_size: 21 }, `party_size: ${m.newPartySize}`],
      [
        { reservation_time: toUtcReservationTime(addDays(todayInLa(), -1), '19:00', LA) },
        `reservation_time: ${m.futureTime}`,
      ],
      [
        { reservation_time: toUtcReservationTime(addDays(todayInLa(), 22), '19:00', LA) },
        `reservation_time: ${m.modifyTooFarAhead}`,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual([message]);
    }
    expect(
      (await put({ reservation_time: toUtcReservationTime(addDays(todayInLa(), 21), '19:00', LA) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('DELETE /api/reservations/{id}', () => {
  it('cancels: the list keeps it, marked cancelled, and its seats are free again', async () => {
    const { restaurant, diner, created } = await booked();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/reservations/${created.id}`,
      headers: diner.headers,
    });
    expect(res.json().status).toBe('cancelled');
    const list = await t.app.inject({
      url: `/api/users/${diner.id}/reservations`,
      headers: diner.headers,
    });
    expect(list.json().Reservations).toMatchObject([{ id: created.id, status: 'cancelled' }]);
    const full = await book(t, restaurant.id, bookingBody(DAY, '19:00', { party_size: 6 }));
    expect(full.statusCode).toBe(201);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${created.id}`,
      headers: diner.headers,
      payload: { party_size: 2 },
    });
    expect(change.statusCode).toBe(409);
  });
});

describe('GET /api/reservations/{id}/calendar.ics', () => {
  it('is an iCalendar event at the booked instant', async () => {
    const { diner, created, restaurant } = await booked('19:30');
    const res = await t.app.inject({
      url: `/api/reservations/${created.id}/calendar.ics`,
      headers: diner.headers,
    });
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="reservation-${created.id}.ics"`,
    );
    const start = laTime(DAY, '19:30').toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(res.body).toContain('BEGIN:VCALENDAR\r\n');
    expect(res.body).toContain(`DTSTART:${start}\r\n`);
    expect(res.body).toContain(`SUMMARY:Dinner at ${restaurant.name}`);
    expect(res.body).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n');
  });
});

describe('time zones', () => {
  it('a 7:00 PM booking in New York and in Los Angeles is 7:00 PM on every answer', async () => {
    const diner = await signedUpUser(t);
    for (const zone of ['America/New_York', 'America/Los_Angeles']) {
      const restaurant = await createRestaurant(t.db, { time_zone: zone });
      const res = await book(
        t,
        restaurant.id,
        {
          ...bookingBody(DAY, '19:00'),
          reservation_time: toUtcReservationTime(DAY, '19:00', zone),
        },
        diner.headers,
      );
      expect(res.json()).toMatchObject({ local_date: DAY, local_time: '19:00', time_zone: zone });
    }
    const list = await t.app.inject({
      url: `/api/users/${diner.id}/reservations`,
      headers: diner.headers,
    });
    expect(list.json().Reservations.map((r: { local_time: string }) => r.local_time)).toEqual([
      '19:00',
      '19:00',
    ]);
  });
});
