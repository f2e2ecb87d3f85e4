/** 'Booked N times today': non-cancelled reservations on each restaurant's local calendar day. */
import { addDays, zonedDateString, zonedTimeToUtc } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import {
  findHeldReservations,
  type HeldReservation,
  type ReservationRange,
} from './held-reservations.ts';

type Zoned = { id: number; time_zone: string };

export async function countBookedToday(
  db: Database,
  restaurants: readonly Zoned[],
  now: Date,
): Promise<Map<number, number>> {
  const today = todayRanges(restaurants, now);
  return tallyToday(await findHeldReservations(db, today), today);
}

/** From local midnight to the next, one range per time zone (usually one). */
export function todayRanges(restaurants: readonly Zoned[], now: Date): ReservationRange[] {
  const idsByZone = new Map<string, number[]>();
  for (const { id, time_zone } of restaurants) {
    idsByZone.set(time_zone, [...(idsByZone.get(time_zone) ?? []), id]);
  }
  return [...idsByZone].map(([zone, ids]) => {
    const today = zonedDateString(now, zone);
    return {
      ids,
      from: zonedTimeToUtc(today, '00:00', zone),
      to: zonedTimeToUtc(addDays(today, 1), '00:00', zone),
    };
  });
}

/** How many of `rows` fall on their restaurant's day in `today`; restaurants with none are absent. */
export function tallyToday(
  rows: readonly HeldReservation[],
  today: readonly ReservationRange[],
): Map<number, number> {
  const dayOf = new Map<number, ReservationRange>();
  for (const range of today) for (const id of range.ids) dayOf.set(id, range);
  const counts = new Map<number, number>();
  for (const row of rows) {
    const day = dayOf.get(row.restaurant_id);
    if (day && row.start >= day.from && row.start < day.to) {
      counts.set(row.restaurant_id, (counts.get(row.restaurant_id) ?? 0) + 1);
    }
  }
  return counts;
}
