/**
 * Real availability of time slots for many restaurants at once, from their floor plans (which
 * come with them, read from their rows) and what is booked around the times, in one query.
 */
import { zonedTimeToUtc, type TimeSlot } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import type { FloorPlan } from '../floor/floor-plan.ts';
import { EMPTY_LOAD, slotsFor, type BookableRestaurant, type Load } from './sitting-rules.ts';
import { todayRanges } from './booked-today.ts';
import type { ReservationRange } from './held-reservations.ts';
import { findTableLoads } from './table-loads.ts';

export type { BookableRestaurant } from './sitting-rules.ts';

/** A restaurant as its availability is computed: its hours, its clock and its floor. */
export type PlannedRestaurant = BookableRestaurant & { plan: FloorPlan };

export type SlotQuery = {
  restaurants: readonly PlannedRestaurant[];
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
  return (await findSlotsAndBookedToday(db, query, { countToday: false })).slots;
}

/** The slots of `findSlotAvailability` and, asked for, each restaurant's bookings today. */
export async function findSlotsAndBookedToday(
  db: Database,
  query: SlotQuery,
  { countToday }: { countToday: boolean } = { countToday: true },
): Promise<{ slots: Map<number, TimeSlot[]>; bookedToday: Map<number, number> }> {
  const { loads, bookedToday } = await findTableLoads(db, {
    sittings: sittingRange(query),
    today: countToday ? todayRanges(query.restaurants, query.now) : [],
  });
  return { slots: slotsOf(query, loads), bookedToday };
}

/** One restaurant's slots on several local dates, from one read of what is booked on them. */
export async function findSlotsOnDates(
  db: Database,
  query: Omit<SlotQuery, 'restaurants' | 'date'> & {
    restaurant: PlannedRestaurant;
    dates: readonly string[];
  },
): Promise<Map<string, TimeSlot[]>> {
  const { restaurant, dates, times } = query;
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return new Map();
  const ids = [restaurant.id];
  const from = sittingRange({ restaurants: [restaurant], date: first, times });
  const to = sittingRange({ restaurants: [restaurant], date: last, times });
  const { loads } = await findTableLoads(db, {
    sittings: from && to ? { ids, from: from.from, to: to.to } : null,
  });
  const load = loads.get(restaurant.id) ?? EMPTY_LOAD;
  return new Map(
    dates.map((date) => [date, slotsFor({ ...query, date, plan: restaurant.plan, load })]),
  );
}

/** From the earliest of the slots to the latest, across the restaurants' time zones. */
function sittingRange({
  restaurants,
  date,
  times,
}: Pick<SlotQuery, 'restaurants' | 'date' | 'times'>): ReservationRange | null {
  const first = times[0];
  const last = times.at(-1);
  if (restaurants.length === 0 || !first || !last) return null;
  let from = Infinity;
  let to = -Infinity;
  for (const restaurant of restaurants) {
    from = Math.min(from, zonedTimeToUtc(date, first, restaurant.time_zone).getTime());
    to = Math.max(to, zonedTimeToUtc(date, last, restaurant.time_zone).getTime());
  }
  const ids = restaurants.map((restaurant) => restaurant.id);
  return { ids, from: new Date(from), to: new Date(to) };
}

function slotsOf(query: SlotQuery, loads: ReadonlyMap<number, Load>): Map<number, TimeSlot[]> {
  return new Map(
    query.restaurants.map((restaurant) => [
      restaurant.id,
      slotsFor({
        ...query,
        restaurant,
        plan: restaurant.plan,
        load: loads.get(restaurant.id) ?? EMPTY_LOAD,
      }),
    ]),
  );
}
