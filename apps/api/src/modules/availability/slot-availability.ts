/**
 * Real availability of time slots for many restaurants at once: their floor plans in one query,
 * the reservations around the times in another.
 */
import { TURN_MAX_MINUTES, zonedTimeToUtc, type TimeSlot } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { EMPTY_PLAN, type FloorPlan } from '../floor/floor-plan.ts';
import { loadFloorPlans } from '../floor/floor-plans.ts';
import { loadOf, slotsFor, type BookableRestaurant } from './sitting-rules.ts';
import { tallyToday, todayRanges } from './booked-today.ts';
import {
  byRestaurant,
  findHeldReservations,
  type HeldReservation,
  type ReservationRange,
} from './held-reservations.ts';

export type { BookableRestaurant } from './sitting-rules.ts';

export type SlotQuery = {
  restaurants: readonly BookableRestaurant[];
  date: string;
  times: readonly string[];
  partySize: number;
  now: Date;
};

/**
 * For each restaurant, `times` on the local `date` with `available` set when the party could
 * book it online now (see `seatFor`).
 */
export async function findSlotAvailability(
  db: Database,
  query: SlotQuery,
): Promise<Map<number, TimeSlot[]>> {
  const [plans, rows] = await Promise.all([
    loadFloorPlans(
      db,
      query.restaurants.map((restaurant) => restaurant.id),
    ),
    findHeldReservations(db, slotWindow(query)),
  ]);
  return slotsFromBookings(query, plans, rows);
}

/** The slots of `findSlotAvailability` and each restaurant's bookings today, from one query. */
export async function findSlotsAndBookedToday(
  db: Database,
  query: SlotQuery,
): Promise<{ slots: Map<number, TimeSlot[]>; bookedToday: Map<number, number> }> {
  const today = todayRanges(query.restaurants, query.now);
  const [plans, rows] = await Promise.all([
    loadFloorPlans(
      db,
      query.restaurants.map((restaurant) => restaurant.id),
    ),
    findHeldReservations(db, [...slotWindow(query), ...today]),
  ]);
  return { slots: slotsFromBookings(query, plans, rows), bookedToday: tallyToday(rows, today) };
}

/** Every reservation that could hold a table during a slot: the longest turn either side. */
function slotWindow({ restaurants, date, times }: SlotQuery): ReservationRange[] {
  const first = times[0];
  const last = times.at(-1);
  if (restaurants.length === 0 || !first || !last) return [];
  const margin = TURN_MAX_MINUTES * 60_000;
  let from = Infinity;
  let to = -Infinity;
  for (const restaurant of restaurants) {
    from = Math.min(from, zonedTimeToUtc(date, first, restaurant.time_zone).getTime() - margin);
    to = Math.max(to, zonedTimeToUtc(date, last, restaurant.time_zone).getTime() + margin);
  }
  const ids = restaurants.map((restaurant) => restaurant.id);
  return [{ ids, from: new Date(from), to: new Date(to) }];
}

function slotsFromBookings(
  query: SlotQuery,
  plans: ReadonlyMap<number, FloorPlan>,
  rows: readonly HeldReservation[],
): Map<number, TimeSlot[]> {
  const bookings = byRestaurant(rows);
  return new Map(
    query.restaurants.map((restaurant) => [
      restaurant.id,
      slotsFor({
        ...query,
        restaurant,
        plan: plans.get(restaurant.id) ?? EMPTY_PLAN,
        load: loadOf(bookings.get(restaurant.id) ?? []),
      }),
    ]),
  );
}
