import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createReservation,
  createRestaurant,
  laTime,
  nextWeekday,
} from '../../test/restaurant-factory.ts';
import { countBookedToday } from './booked-today.ts';
import { findSlotAvailability } from './slot-availability.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const THURSDAY = nextWeekday(4);
const TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00'];

describe('findSlotAvailability', () => {
  it('answers many restaurants at once, each with its own bookings', async () => {
    const full = await createRestaurant(t.db, { capacity_per_slot: 4 });
    const free = await createRestaurant(t.db, { capacity_per_slot: 4 });
    await createReservation(t.db, {
      restaurant_id: full.id,
      party_size: 4,
      reservation_time: laTime(THURSDAY, '19:00'),
    });
    const slots = await findSlotAvailability(
      t.db,
      [full, free],
      THURSDAY,
      TIMES,
      1,
      laTime(THURSDAY, '09:00'),
    );
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
    const slots = await findSlotAvailability(
      t.db,
      [restaurant],
      THURSDAY,
      TIMES,
      2,
      laTime(THURSDAY, '19:00'),
    );
    expect(
      slots
        .get(restaurant.id)
        ?.filter((s) => s.available)
        .map((s) => s.time),
    ).toEqual(['19:30', '20:00']);
  });

  it('answers an empty map for no restaurants', async () => {
    expect((await findSlotAvailability(t.db, [], THURSDAY, TIMES, 2, new Date())).size).toBe(0);
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
