/** The reservations that take a table, for some restaurants in some time ranges, in one query. */
import { and, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { holdsTable } from '../reservations/table-statuses.ts';

/** Reservations of `ids` starting in [from, to). */
export type ReservationRange = { ids: number[]; from: Date; to: Date };

export type HeldReservation = { restaurant_id: number; start: Date; party_size: number };

export async function findHeldReservations(
  db: Database,
  ranges: readonly ReservationRange[],
): Promise<HeldReservation[]> {
  const asked = ranges.filter((range) => range.ids.length > 0);
  if (asked.length === 0) return [];
  return db
    .select({
      restaurant_id: reservations.restaurant_id,
      start: reservations.reservation_time,
      party_size: reservations.party_size,
    })
    .from(reservations)
    .where(
      and(
        holdsTable(),
        or(
          ...asked.map(({ ids, from, to }) =>
            and(
              inArray(reservations.restaurant_id, ids),
              gte(reservations.reservation_time, from),
              lt(reservations.reservation_time, to),
            ),
          ),
        ),
      ),
    );
}

export function byRestaurant(rows: readonly HeldReservation[]): Map<number, HeldReservation[]> {
  const grouped = new Map<number, HeldReservation[]>();
  for (const row of rows) {
    const list = grouped.get(row.restaurant_id);
    if (list) list.push(row);
    else grouped.set(row.restaurant_id, [row]);
  }
  return grouped;
}
