/** 'Booked N times today': non-cancelled reservations on each restaurant's local calendar day. */
import { and, count, gte, inArray, lt, or } from 'drizzle-orm';
import { addDays, zonedDateString, zonedTimeToUtc } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { holdsTable } from '../reservations/table-statuses.ts';

export async function countBookedToday(
  db: Database,
  restaurants: readonly { id: number; time_zone: string }[],
  now: Date,
): Promise<Map<number, number>> {
  if (restaurants.length === 0) return new Map();
  const idsByZone = new Map<string, number[]>();
  for (const { id, time_zone } of restaurants) {
    idsByZone.set(time_zone, [...(idsByZone.get(time_zone) ?? []), id]);
  }
  // Usually one zone: one range per zone, from local midnight to the next.
  const ranges = [...idsByZone].map(([zone, ids]) => {
    const today = zonedDateString(now, zone);
    return and(
      inArray(reservations.restaurant_id, ids),
      gte(reservations.reservation_time, zonedTimeToUtc(today, '00:00', zone)),
      lt(reservations.reservation_time, zonedTimeToUtc(addDays(today, 1), '00:00', zone)),
    );
  });
  const rows = await db
    .select({ id: reservations.restaurant_id, booked: count() })
    .from(reservations)
    .where(and(holdsTable(), or(...ranges)))
    .groupBy(reservations.restaurant_id);
  return new Map(rows.map((row) => [row.id, Number(row.booked)]));
}
