import { addDays } from '@tablefor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
  tablesOf,
} from '../../test/restaurant-factory.ts';
import { findBookableRestaurant } from './bookable-restaurant.ts';
import { countBookedToday } from './booked-today.ts';
import { findSlotAvailability, findSlotsAndBookedToday } from './slot-availability.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const THURSDAY = nextWeekday(4);
const TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00'];

/** The restaurants as availability is given them, with their floor plans, read from their rows. */
const planned = (restaurants: readonly { id: number }[]) =>
  Promise.all(
    restaurants.map(async ({ id }) => {
      const restaurant = await findBookableRestaurant(t.db, id);
      if (!restaurant) throw new Error(`restaurant ${id} is not bookable`);
      return restaurant;
    }),
  );
type Restaurants = readonly { id: number }[];
const slotsOf = async (
  restaurants: Restaurants,
  date: string,
  times: string[],
  partySize: number,
  now: Date,
) =>
  findSlotAvailability(t.db, {
    restaurants: await planned(restaurants),
    date,
    times,
    partySize,
    now,
  });
const bothOf = async (
  restaurants: Restaurants,
  date: string,
  times: string[],
  partySize: number,
  now: Date,
) =>
  findSlotsAndBookedToday(t.db, {
    restaurants: await planned(restaurants),
    date,
    times,
    partySize,
    now,
  });

describe('findSlotAvailability', () => {
  it('answers many restaurants at once, each with its own bookings', async () => {
    const full = await createRestaurant(t.db, { floor: tablesOf([4]) });
    const free = await createRestaurant(t.db, { floor: tablesOf([4]) });
    await createReservation(t.db, {
      restaurant_id: full.id,
      party_size: 4,
      reservation_time: laTime(THURSDAY, '19:00'),
    });
    const slots = await slotsOf([full, free], THURSDAY, TIMES, 1, laTime(THURSDAY, '09:00'));
    expect(slots.get(full.id)?.map((s) => s.available)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(slots.get(free.id)?.map((s) => s.available)).toEqual([true, true, true, true, true]);
  });

  it('closes slots already past on the day', async () => {
    const restaurant = await createRestaurant(t.db);
    const slots = await slotsOf([restaurant], THURSDAY, TIMES, 2, laTime(THURSDAY, '19:00'));
    expect(
      slots
        .get(restaurant.id)
        ?.filter((s) => s.available)
        .map((s) => s.time),
    ).toEqual(['19:30', '20:00']);
  });

  it('answers an empty map for no restaurants', async () => {
    expect((await slotsOf([], THURSDAY, TIMES, 2, new Date())).size).toBe(0);
  });
});

describe('countBookedToday', () => {
  it('counts by the local day of each restaurant', async () => {
    const la = await createRestaurant(t.db);
    const tokyo = await createRestaurant(t.db, { time_zone: 'Asia/Tokyo' });
    // At 10:00 Thursday in LA it is already Friday in Tokyo; 00:30 Thursday in LA is Thursday there.
    const now = laTime(THURSDAY, '10:00');
    for (const restaurant of [la, tokyo]) {
      await createReservation(t.db, {
        restaurant_id: restaurant.id,
        reservation_time: laTime(THURSDAY, '00:30'),
      });
    }
    const counts = await countBookedToday(t.db, [la, tokyo], now);
    expect(counts.get(la.id)).toBe(1);
    expect(counts.get(tokyo.id)).toBeUndefined();
  });
});

describe('findSlotsAndBookedToday', () => {
  it('answers what the two reads answer apart, from one query', async () => {
    const restaurant = await createRestaurant(t.db, { floor: tablesOf([4], 60) });
    const wednesday = addDays(THURSDAY, -1);
    const now = laTime(wednesday, '09:00');
    // Two today (one cancelled), one on Thursday's slots, one the day after: only today's count.
    for (const [time, status] of [
      [laTime(wednesday, '08:00'), 'confirmed'],
      [laTime(wednesday, '12:00'), 'cancelled'],
      [laTime(THURSDAY, '19:00'), 'confirmed'],
      [laTime(addDays(THURSDAY, 1), '19:00'), 'confirmed'],
    ] as const) {
      await createReservation(t.db, {
        restaurant_id: restaurant.id,
        party_size: 4,
        reservation_time: time,
        status,
      });
    }
    const both = await bothOf([restaurant], THURSDAY, TIMES, 1, now);
    expect(both.bookedToday).toEqual(await countBookedToday(t.db, [restaurant], now));
    expect(both.bookedToday.get(restaurant.id)).toBe(1);
    expect(both.slots).toEqual(await slotsOf([restaurant], THURSDAY, TIMES, 1, now));
    const open = both.slots.get(restaurant.id)?.filter((slot) => slot.available);
    expect(open?.map((slot) => slot.time)).toEqual(['18:00', '20:00']);
  });
});
