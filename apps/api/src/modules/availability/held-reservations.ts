/**
 * The reservations that take a table, for some restaurants in some time ranges, in one query:
 * when each starts, its party, and the tables it holds until when (none for a reservation no
 * table could take).
 */
import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, reservationTables } from '../../db/schema/index.ts';
import { holdsTable } from '../reservations/table-statuses.ts';

/** Reservations of `ids` starting in [from, to). */
export type ReservationRange = { ids: number[]; from: Date; to: Date };

export type HeldReservation = {
  id: number;
  restaurant_id: number;
  start: Date;
  party_size: number;
  table_ids: number[];
  /** When its tables are free again, in epoch milliseconds; null without a table. */
  ends_at: number | null;
};

export async function findHeldReservations(
  db: Database,
  ranges: readonly ReservationRange[],
  { excludeReservationId }: { excludeReservationId?: number } = {},
): Promise<HeldReservation[]> {
  const asked = ranges.filter((range) => range.ids.length > 0);
  if (asked.length === 0) return [];
  return db
    .select({
      id: reservations.id,
      restaurant_id: reservations.restaurant_id,
      start: reservations.reservation_time,
      party_size: reservations.party_size,
      table_ids: sql<
        number[]
      >`coalesce(array_agg(${reservationTables.table_id}) filter (where ${reservationTables.table_id} is not null), '{}')`,
      ends_at: sql<
        number | null
      >`(extract(epoch from max(${reservationTables.ends_at})) * 1000)::float8`,
    })
    .from(reservations)
    .leftJoin(reservationTables, eq(reservationTables.reservation_id, reservations.id))
    .where(
      and(
        holdsTable(),
        excludeReservationId === undefined ? undefined : ne(reservations.id, excludeReservationId),
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
    )
    .groupBy(reservations.id);
}
