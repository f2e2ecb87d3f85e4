/** Real availability of the cards' quick-book times, today in each restaurant's zone, for two. */
import {
  DEFAULT_PARTY_SIZE,
  QUICK_BOOK_TIMES,
  zonedDateString,
  type TimeSlot,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { findSlotAvailability, type PlannedRestaurant } from '../availability/slot-availability.ts';

/**
 * One availability query per distinct local date: restaurants sharing a time zone (the usual
 * case) share one, and at any instant the world's zones span at most three dates.
 */
export async function findQuickBookAvailability(
  db: Database,
  restaurants: readonly PlannedRestaurant[],
  now: Date,
): Promise<Map<number, TimeSlot[]>> {
  const byDate = new Map<string, PlannedRestaurant[]>();
  for (const restaurant of restaurants) {
    const date = zonedDateString(now, restaurant.time_zone);
    byDate.set(date, [...(byDate.get(date) ?? []), restaurant]);
  }
  const maps = await Promise.all(
    [...byDate].map(([date, group]) =>
      findSlotAvailability(db, {
        restaurants: group,
        date,
        times: QUICK_BOOK_TIMES,
        partySize: DEFAULT_PARTY_SIZE,
        now,
      }),
    ),
  );
  return new Map(maps.flatMap((map) => [...map]));
}
