/** How long a reservation keeps its table: its seating's span, or else its party's turn time. */
import type { Database } from '../../db/client.ts';
import type { ReservationRow } from './reservation-queries.ts';
import { turnMinutesAt } from './table-hold.ts';

export async function stayMinutes(db: Database, row: NonNullable<ReservationRow>) {
  if (row.ends_at !== null) {
    return Math.round((row.ends_at - row.reservation_time.getTime()) / 60_000);
  }
  return turnMinutesAt(db, row.restaurant_id, row.party_size);
}
