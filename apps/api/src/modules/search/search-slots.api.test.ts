import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedTimeToUtc, type SearchResponse } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  todayInLa,
  tablesOf,
} from '../../test/restaurant-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The one restaurant whose name is `name`, searched with the other parameters. */
async function resultFor(name: string, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams({ searchInput: name, ...query } as Record<string, string>);
  const res = await t.app.inject({ url: `/api/restaurants/search?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<SearchResponse>();
  expect(body.restaurants).toHaveLength(1);
  return { body, result: body.restaurants[0]! };
}
const availableTimes = (slots: { time: string; available: boolean }[]) =>
  slots.filter((slot) => slot.available).map((slot) => slot.time);

const WEDNESDAY = nextWeekday(3);

describe('the five slots around the chosen time', () => {
  beforeAll(() => createRestaurant(t.db, { name: 'Edge Bistro' }));

  it.each([
    ['19:00', ['18:00', '18:30', '19:00', '19:30', '20:00']],
    ['10:00', ['10:00', '10:30', '11:00']],
    ['10:30', ['10:00', '10:30', '11:00', '11:30']],
    ['22:00', ['21:00', '21:30', '22:00']],
    ['21:30', ['20:30', '21:00', '21:30', '22:00']],
  ])('around %s', async (time, expected) => {
    const { result } = await resultFor('Edge Bistro', { date: WEDNESDAY, time });
    expect(result.slots.map((slot) => slot.time)).toEqual(expected);
  });

  it('defaults to 19:00 today in Los Angeles for a party of 2', async () => {
    const { body, result } = await resultFor('Edge Bistro');
    expect(body).toMatchObject({ date: todayInLa(), time: '19:00', partySize: 2 });
    expect(result.slots).toHaveLength(5);
  });
});

describe('slot availability from opening hours', () => {
  it('a closed day has no available slot', async () => {
    await createRestaurant(t.db, {
      name: 'Monday Only',
      opening_hours: { mon: [{ open: '10:00', close: '23:00' }] },
    });
    const closed = await resultFor('Monday Only', { date: WEDNESDAY });
    expect(availableTimes(closed.result.slots)).toEqual([]);
    const open = await resultFor('Monday Only', { date: nextWeekday(1) });
    expect(availableTimes(open.result.slots)).toHaveLength(5);
  });

  it('a slot is available only when the whole turn fits the opening hours', async () => {
    await createRestaurant(t.db, {
      name: 'Dinner House',
      opening_hours: { wed: [{ open: '17:00', close: '22:00' }] },
      floor: tablesOf([4], 90),
    });
    const early = await resultFor('Dinner House', { date: WEDNESDAY, time: '17:00' });
    expect(availableTimes(early.result.slots)).toEqual(['17:00', '17:30', '18:00']);
    const late = await resultFor('Dinner House', { date: WEDNESDAY, time: '20:30' });
    expect(availableTimes(late.result.slots)).toEqual(['19:30', '20:00', '20:30']);
  });

  it('a closing after midnight keeps late slots open', async () => {
    await createRestaurant(t.db, {
      name: 'Night Owl',
      opening_hours: { wed: [{ open: '18:00', close: '00:30' }] },
    });
    const { result } = await resultFor('Night Owl', { date: WEDNESDAY, time: '21:30' });
    expect(availableTimes(result.slots)).toEqual(['20:30', '21:00', '21:30', '22:00']);
  });

  it('a past date has no available slot', async () => {
    await createRestaurant(t.db, { name: 'Yesterday Cafe' });
    const { result } = await resultFor('Yesterday Cafe', { date: addDays(todayInLa(), -1) });
    expect(availableTimes(result.slots)).toEqual([]);
  });
});

describe('slot availability from reservations', () => {
  it('overlapping reservations take their tables; others do not', async () => {
    const r = await createRestaurant(t.db, { name: 'Small Room', floor: tablesOf([2, 8]) });
    await createReservation(t.db, {
      restaurant_id: r.id,
      party_size: 8,
      reservation_time: laTime(WEDNESDAY, '19:00'),
    });
    const two = await resultFor('Small Room', { date: WEDNESDAY, time: '19:00', partySize: 2 });
    expect(availableTimes(two.result.slots)).toHaveLength(5);
    const three = await resultFor('Small Room', { date: WEDNESDAY, time: '19:00', partySize: 3 });
    // The 2-top is too small for three; the 8-top is held 19:00-20:30, so 18:00 to 20:00 overlap.
    expect(availableTimes(three.result.slots)).toEqual([]);
    const edges = await resultFor('Small Room', { date: WEDNESDAY, time: '17:30', partySize: 3 });
    expect(availableTimes(edges.result.slots)).toEqual(['16:30', '17:00', '17:30']);
    const after = await resultFor('Small Room', { date: WEDNESDAY, time: '21:30', partySize: 3 });
    expect(availableTimes(after.result.slots)).toEqual(['20:30', '21:00', '21:30']);
  });

  it('cancelled reservations do not count', async () => {
    const r = await createRestaurant(t.db, { name: 'Cancelled Corner', floor: tablesOf([1, 10]) });
    await createReservation(t.db, {
      restaurant_id: r.id,
      party_size: 10,
      status: 'cancelled',
      reservation_time: laTime(WEDNESDAY, '19:00'),
    });
    await createReservation(t.db, {
      restaurant_id: r.id,
      party_size: 9,
      status: 'pending_callback',
      reservation_time: laTime(WEDNESDAY, '21:00'),
    });
    const { result } = await resultFor('Cancelled Corner', { date: WEDNESDAY, partySize: 1 });
    expect(availableTimes(result.slots)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00']);
    const full = await resultFor('Cancelled Corner', { date: WEDNESDAY, partySize: 2 });
    expect(availableTimes(full.result.slots)).toEqual(['18:00', '18:30', '19:00', '19:30']);
  });

  it("counts in the restaurant's own time zone, whatever the server's", async () => {
    const tokyo = await createRestaurant(t.db, {
      name: 'Tokyo Counter',
      time_zone: 'Asia/Tokyo',
      floor: tablesOf([4]),
    });
    await createReservation(t.db, {
      restaurant_id: tokyo.id,
      party_size: 4,
      reservation_time: zonedTimeToUtc(WEDNESDAY, '19:00', 'Asia/Tokyo'),
    });
    const { result } = await resultFor('Tokyo Counter', { date: WEDNESDAY, time: '19:00' });
    expect(availableTimes(result.slots)).toEqual([]);
    const early = await resultFor('Tokyo Counter', { date: WEDNESDAY, time: '17:00' });
    expect(availableTimes(early.result.slots)).toEqual(['16:00', '16:30', '17:00', '17:30']);
  });
});

describe('booked today', () => {
  it("counts today's non-cancelled reservations in Los Angeles", async () => {
    const r = await createRestaurant(t.db, { name: 'Busy Place' });
    const today = todayInLa();
    const at = (
      date: string,
      time: string,
      status: 'confirmed' | 'cancelled' | 'pending_callback' = 'confirmed',
    ) =>
      createReservation(t.db, {
        restaurant_id: r.id,
        reservation_time: laTime(date, time),
        status,
      });
    await at(today, '00:00');
    await at(today, '12:00', 'pending_callback');
    await at(today, '23:59');
    await at(today, '19:00', 'cancelled');
    await at(addDays(today, -1), '23:59');
    await at(addDays(today, 1), '00:00');
    const { result } = await resultFor('Busy Place', { date: WEDNESDAY });
    expect(result.booked_today).toBe(3);
  });
});
