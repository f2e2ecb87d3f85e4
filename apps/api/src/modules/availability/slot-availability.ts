/** Real availability of time slots for many restaurants at once, with one reservations query. */
import { and, gt, inArray, lt } from 'drizzle-orm';
import { zonedTimeToUtc, type TimeSlot } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { slotsFor, type BookableRestaurant, type Booking } from './sitting-rules.ts';
import { holdsTable } from '../reservations/table-statuses.ts';

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
  const bookings = await findBookingsAround(db, restaurants, date, times);
  return new Map(
    restaurants.map((restaurant) => [
      restaurant.id,
      slotsFor(restaurant, date, times, partySize, now, bookings.get(restaurant.id) ?? []),
    ]),
  );
}

/** Non-cancelled reservations that could overlap any of the slots, grouped by restaurant. */
async function findBookingsAround(
  db: Database,
  restaurants: readonly BookableRestaurant[],
  date: string,
  times: readonly string[],
): Promise<Map<number, Booking[]>> {
  const byRestaurant = new Map<number, Booking[]>();
  const first = times[0];
  const last = times.at(-1);
  if (restaurants.length === 0 || !first || !last) return byRestaurant;
  let from = Infinity;
  let to = -Infinity;
  for (const restaurant of restaurants) {
    const margin = restaurant.dining_duration_minutes * MS_PER_MINUTE;
    from = Math.min(from, zonedTimeToUtc(date, first, restaurant.time_zone).getTime() - margin);
    to = Math.max(to, zonedTimeToUtc(date, last, restaurant.time_zone).getTime() + margin);
  }
  const rows = await db
    .select({
      restaurant_id: reservations.restaurant_id,
      start: reservations.reservation_time,
      party_size: reservations.party_size,
    })
    .from(reservations)
    .where(
      and(
        inArray(
          reservations.restaurant_id,
          restaurants.map((restaurant) => restaurant.id),
        ),
        holdsTable(),
        gt(reservations.reservation_time, new Date(from)),
        lt(reservations.reservation_time, new Date(to)),
      ),
    );
  for (const row of rows) {
    const list = byRestaurant.get(row.restaurant_id) ?? [];
    list.push({ start: row.start, party_size: row.party_size });
    byRestaurant.set(row.restaurant_id, list);
  }
  return byRestaurant;
}
