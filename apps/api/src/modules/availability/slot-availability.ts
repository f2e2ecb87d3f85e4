/** Real availability of time slots for many restaurants at once, with one reservations query. */
import { zonedTimeToUtc, type TimeSlot } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { slotsFor, type BookableRestaurant } from './sitting-rules.ts';
import { tallyToday, todayRanges } from './booked-today.ts';
import {
  byRestaurant,
  findHeldReservations,
  type HeldReservation,
  type ReservationRange,
} from './held-reservations.ts';

export type { BookableRestaurant } from './sitting-rules.ts';

const MS_PER_MINUTE = 60_000;

/**
 * For each restaurant, `times` on the local `date` with `available` set when the restaurant is
 * open for the whole sitting, the slot is still ahead of `now`, and the covers of overlapping
 * non-cancelled reservations plus `partySize` fit `capacity_per_slot`.
 */
export async function findSlotAvailability(
  db: Database,
  restaurants: readonly BookableRestaurant[],
  date: string,
  times: readonly string[],
  partySize: number,
  now: Date,
): Promise<Map<number, TimeSlot[]>> {
  const rows = await findHeldReservations(db, slotWindow(restaurants, date, times));
  return slotsFromBookings(restaurants, date, times, partySize, now, rows);
}

/** The slots of `findSlotAvailability` and each restaurant's bookings today, from one query. */
export async function findSlotsAndBookedToday(
  db: Database,
  restaurants: readonly BookableRestaurant[],
  date: string,
  times: readonly string[],
  partySize: number,
  now: Date,
): Promise<{ slots: Map<number, TimeSlot[]>; bookedToday: Map<number, number> }> {
  const today = todayRanges(restaurants, now);
  const rows = await findHeldReservations(db, [...slotWindow(restaurants, date, times), ...today]);
  return {
    slots: slotsFromBookings(restaurants, date, times, partySize, now, rows),
    bookedToday: tallyToday(rows, today),
  };
}

/** Every reservation that could overlap a slot: a sitting's length either side of the times. */
function slotWindow(
  restaurants: readonly BookableRestaurant[],
  date: string,
  times: readonly string[],
): ReservationRange[] {
  const first = times[0];
  const last = times.at(-1);
  if (restaurants.length === 0 || !first || !last) return [];
  let from = Infinity;
  let to = -Infinity;
  for (const restaurant of restaurants) {
    const margin = restaurant.dining_duration_minutes * MS_PER_MINUTE;
    from = Math.min(from, zonedTimeToUtc(date, first, restaurant.time_zone).getTime() - margin);
    to = Math.max(to, zonedTimeToUtc(date, last, restaurant.time_zone).getTime() + margin);
  }
  const ids = restaurants.map((restaurant) => restaurant.id);
  return [{ ids, from: new Date(from), to: new Date(to) }];
}

/** Bookings outside a slot's sitting do not count against it (see `coversDuring`). */
function slotsFromBookings(
  restaurants: readonly BookableRestaurant[],
  date: string,
  times: readonly string[],
  partySize: number,
  now: Date,
  rows: readonly HeldReservation[],
): Map<number, TimeSlot[]> {
  const bookings = byRestaurant(rows);
  return new Map(
    restaurants.map((restaurant) => [
      restaurant.id,
      slotsFor(restaurant, date, times, partySize, now, bookings.get(restaurant.id) ?? []),
    ]),
  );
}
