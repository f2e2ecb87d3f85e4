/**
 * Real availability of time slots for many restaurants at once: their floor plans (kept between
 * requests when a read cache is given) and what is booked around the times, in one query.
 */
import { zonedTimeToUtc, type TimeSlot } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import type { ReadCache } from '../../http/read-cache.ts';
import { EMPTY_PLAN, type FloorPlan } from '../floor/floor-plan.ts';
import { loadFloorPlans } from '../floor/floor-plans.ts';
import { keptFloorPlans } from '../floor/kept-floor-plans.ts';
import { EMPTY_LOAD, slotsFor, type BookableRestaurant, type Load } from './sitting-rules.ts';
import { todayRanges } from './booked-today.ts';
import type { ReservationRange } from './held-reservations.ts';
import { findTableLoads } from './table-loads.ts';

export type { BookableRestaurant } from './sitting-rules.ts';

export type SlotQuery = {
  restaurants: readonly BookableRestaurant[];
  date: string;
  times: readonly string[];
  partySize: number;
  now: Date;
};

/** Where plans come from: the read cache when there is one, else the database each time. */
export type SlotReads = { db: Database; readCache?: ReadCache };

/**
 * For each restaurant, `times` on the local `date` with `available` set when the party could
 * book it online now (see `seatFor`).
 */
export async function findSlotAvailability(
  reads: SlotReads,
  query: SlotQuery,
): Promise<Map<number, TimeSlot[]>> {
  return (await findSlotsAndBookedToday(reads, query, { countToday: false })).slots;
}

/** The slots of `findSlotAvailability` and, asked for, each restaurant's bookings today. */
export async function findSlotsAndBookedToday(
  { db, readCache }: SlotReads,
  query: SlotQuery,
  { countToday }: { countToday: boolean } = { countToday: true },
): Promise<{ slots: Map<number, TimeSlot[]>; bookedToday: Map<number, number> }> {
  const ids = query.restaurants.map((restaurant) => restaurant.id);
  const [plans, { loads, bookedToday }] = await Promise.all([
    readCache ? keptFloorPlans(db, readCache, ids) : loadFloorPlans(db, ids),
    findTableLoads(db, {
      sittings: sittingRange(query),
      today: countToday ? todayRanges(query.restaurants, query.now) : [],
    }),
  ]);
  return { slots: slotsOf(query, plans, loads), bookedToday };
}

/** One restaurant's slots on several local dates, from one read of what is booked on them. */
export async function findSlotsOnDates(
  { db, readCache }: SlotReads,
  query: Omit<SlotQuery, 'restaurants' | 'date'> & {
    restaurant: BookableRestaurant;
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
  const [plans, { loads }] = await Promise.all([
    readCache ? keptFloorPlans(db, readCache, ids) : loadFloorPlans(db, ids),
    findTableLoads(db, { sittings: from && to ? { ids, from: from.from, to: to.to } : null }),
  ]);
  const plan = plans.get(restaurant.id) ?? EMPTY_PLAN;
  const load = loads.get(restaurant.id) ?? EMPTY_LOAD;
  return new Map(dates.map((date) => [date, slotsFor({ ...query, date, plan, load })]));
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

function slotsOf(
  query: SlotQuery,
  plans: ReadonlyMap<number, FloorPlan>,
  loads: ReadonlyMap<number, Load>,
): Map<number, TimeSlot[]> {
  return new Map(
    query.restaurants.map((restaurant) => [
      restaurant.id,
      slotsFor({
        ...query,
        restaurant,
        plan: plans.get(restaurant.id) ?? EMPTY_PLAN,
        load: loads.get(restaurant.id) ?? EMPTY_LOAD,
      }),
    ]),
  );
}
