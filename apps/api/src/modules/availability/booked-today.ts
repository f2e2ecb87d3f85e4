/** 'Booked N times today': non-cancelled reservations on each restaurant's local calendar day. */
import { addDays, zonedDateString, zonedTimeToUtc } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import type { ReservationRange } from './held-reservations.ts';
import { findTableLoads } from './table-loads.ts';

type Zoned = { id: number; time_zone: string };

export async function countBookedToday(
  db: Database,
  restaurants: readonly Zoned[],
  now: Date,
): Promise<Map<number, number>> {
  const today = todayRanges(restaurants, now);
  return (await findTableLoads(db, { sittings: null, today })).bookedToday;
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
