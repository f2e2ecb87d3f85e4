/**
 * The host stand's timeline: the restaurant's own day with its hours, both rooms of its floor,
 * every reservation that holds or waits for a table (a cancelled one left out) over its turn,
 * walk-ins marked, and each guest's earlier visits and no-shows at this restaurant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TURN_TIMES, type DayBook } from '@tablefor/shared';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  todayInLa,
} from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  getTimeline,
  ownedRestaurant,
  seatedWalkIn,
  TWO_ROOMS,
} from './host-stand-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const DAY = nextWeekday(5); // a Friday, at least two days ahead

describe('GET /api/owner/restaurants/:id/timeline', () => {
  it('answers the day: its hours, both rooms, the bookings over their turns by time', async () => {
    const { owner, restaurant } = await ownedRestaurant(t, {
      opening_hours: {
        fri: [
          { open: '17:00', close: '00:30' },
          { open: '11:30', close: '14:30' },
        ],
      },
    });
    const diner = await signedUpUser(t);
    const late = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '19:30'),
      party_size: 4,
      user_id: diner.id,
    });
    const early = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '18:00'),
      party_size: 2,
      guest_name: 'Gail Guest',
      guest_email: 'gail@example.com',
      chat_notes: 'A window, please',
    });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '18:30'),
      status: 'cancelled',
    });
    // The next day's first booking is not this day's.
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(addDays(DAY, 1), '00:15'),
    });

    const timeline = await getTimeline(t, restaurant.id, DAY, owner.headers);

    expect(timeline.restaurant.id).toBe(restaurant.id);
    expect(timeline.date).toBe(DAY);
    expect(timeline.service).toEqual([
      { opens: '11:30', closes: '14:30' },
      { opens: '17:00', closes: '24:30' },
    ]);
    expect(timeline.areas.map((area) => area.name)).toEqual(['Dining room', 'Patio']);
    const [dining, patio] = timeline.areas;
    expect(timeline.tables.map((table) => [table.label, table.area_id, table.online])).toEqual([
      ['A1', dining!.id, true],
      ['A2', dining!.id, true],
      ['B1', dining!.id, true],
      ['P1', patio!.id, false],
    ]);
    expect(timeline.combinations).toHaveLength(1);
    // The floor's turns, so a host's screen guesses a walk-in's turn as the server will.
    expect(timeline.turn_times).toEqual(DEFAULT_TURN_TIMES);
    expect(timeline.reservations.map((r) => r.id)).toEqual([early.id, late.id]);
    const [first, second] = timeline.reservations;
    expect(first).toMatchObject({
      local_time: '18:00',
      guest_name: 'Gail Guest',
      chat_notes: 'A window, please',
      party_size: 2,
      table_labels: ['A1'],
      walk_in: false,
      visits: 0,
      no_shows: 0,
    });
    // The default turns: a party of two keeps its table 90 minutes, of four 105.
    expect(first).toMatchObject({
      ends_at: laTime(DAY, '19:30').toISOString(),
      end_local_time: '19:30',
    });
    expect(second).toMatchObject({
      local_time: '19:30',
      party_size: 4,
      table_labels: ['B1'],
      ends_at: laTime(DAY, '21:15').toISOString(),
      end_local_time: '21:15',
    });
  });

  it('shows a reservation no table could take over its turn from its time', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const unplaced = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      reservation_time: laTime(DAY, '18:00'),
      party_size: 12,
    });
    const { reservations } = await getTimeline(t, restaurant.id, DAY, owner.headers);
    expect(reservations).toEqual([
      expect.objectContaining({
        id: unplaced.id,
        table_ids: [],
        // The default turns: past seven guests, 150 minutes.
        ends_at: laTime(DAY, '20:30').toISOString(),
        end_local_time: '20:30',
      }),
    ]);
  });

  it("counts each guest's earlier visits and no-shows here, by account or by e-mail", async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const elsewhere = await createRestaurant(t.db, { floor: TWO_ROOMS });
    const diner = await signedUpUser(t);
    const past = (days: number) => laTime(addDays(todayInLa(), -days), '19:00');
    const history = [
      { user_id: diner.id, status: 'completed' as const, reservation_time: past(30) },
      { user_id: diner.id, status: 'completed' as const, reservation_time: past(20) },
      { user_id: diner.id, status: 'no_show' as const, reservation_time: past(10) },
      { user_id: diner.id, status: 'cancelled' as const, reservation_time: past(5) },
      { guest_email: 'Gail@Example.com', status: 'completed' as const, reservation_time: past(9) },
      { guest_email: 'gail@example.com', status: 'no_show' as const, reservation_time: past(8) },
    ];
    for (const fields of history) {
      await createReservation(t.db, { restaurant_id: restaurant.id, ...fields });
    }
    // Elsewhere, or later than the day asked: not counted.
    await createReservation(t.db, {
      restaurant_id: elsewhere.id,
      user_id: diner.id,
      status: 'completed',
      reservation_time: past(15),
    });
    await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: diner.id,
      reservation_time: laTime(addDays(DAY, 7), '19:00'),
    });
    const dinerBooking = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      user_id: diner.id,
      reservation_time: laTime(DAY, '19:00'),
    });
    const guestBooking = await createReservation(t.db, {
      restaurant_id: restaurant.id,
      guest_name: 'Gail Guest',
      guest_email: 'GAIL@example.com',
      reservation_time: laTime(DAY, '20:00'),
    });

    const { reservations } = await getTimeline(t, restaurant.id, DAY, owner.headers);

    expect(reservations.map(({ id, visits, no_shows }) => ({ id, visits, no_shows }))).toEqual([
      { id: dinerBooking.id, visits: 2, no_shows: 1 },
      { id: guestBooking.id, visits: 1, no_shows: 1 },
    ]);
  });

  it("shows today's walk-ins, marked, with their turn's end; and answers administrators", async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const seated = await seatedWalkIn(t, restaurant.id, { party_size: 2 }, owner.headers);
    const admin = await signedUpAdmin(t);

    const timeline = await getTimeline(t, restaurant.id, todayInLa(), admin.headers);

    const found = timeline.reservations.find((r) => r.id === seated.id);
    expect(found).toMatchObject({
      walk_in: true,
      status: 'seated',
      guest_name: '',
      table_labels: ['A1'],
    });
    expect(found).toEqual(seated);
    // The day's book marks it too.
    const book = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/book?date=${todayInLa()}`,
      headers: owner.headers,
    });
    const inBook = book.json<DayBook>().reservations.find((r) => r.id === seated.id);
    expect(inBook).toMatchObject({ walk_in: true, guest_name: '', contact_method: null });
  });

  it('refuses a date that is not a date, with its message', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const res = await t.app.inject({
      url: `/api/owner/restaurants/${restaurant.id}/timeline?date=tomorrow`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });
});
