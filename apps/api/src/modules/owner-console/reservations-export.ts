/**
 * A range of the restaurant's days as CSV, written by the product's one CSV writer (csvDocument:
 * RFC 4180, CRLF lines, a byte-order mark, every text cell under the one formula-neutralising
 * rule), its header in the reader's language from the catalogues.
 */
import { and, asc, eq, gte, lt, notInArray } from 'drizzle-orm';
import {
  csvDocument,
  reservationExportColumns,
  zonedTimeToUtc,
  type BookedReservation,
  type CsvValue,
  type Language,
  type ReservationExportQuery,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';
import { textsIn } from '../../texts/texts.ts';
import { presentBooked, selectBooked } from './booked-reservation.ts';
import { findOwnedRestaurant } from './owned-restaurants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function csvRow(reservation: BookedReservation): CsvValue[] {
  const record: Record<(typeof reservationExportColumns)[number], CsvValue> = {
    reservation_id: reservation.id,
    date: reservation.local_date,
    time: reservation.local_time,
    party_size: reservation.party_size,
    status: reservation.status,
    guest_name: reservation.guest_name,
    email: reservation.email,
    phone_number: reservation.phone_number,
    contact_method: reservation.contact_method,
    notes: reservation.chat_notes,
    booked_at: reservation.requested_at,
  };
  return reservationExportColumns.map((column) => record[column]);
}

export async function exportReservations(
  db: Database,
  restaurantId: number,
  range: Required<ReservationExportQuery>,
  now: Date,
  language: Language,
): Promise<{ filename: string; csv: string }> {
  const { restaurant } = await findOwnedRestaurant(db, restaurantId);
  const zone = restaurant.time_zone;
  const dayAfter = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS)
    .toISOString()
    .slice(0, 10);
  const rows = await selectBooked(db)
    .where(
      and(
        eq(rs.restaurant_id, restaurantId),
        gte(rs.reservation_time, zonedTimeToUtc(range.from, '00:00', zone)),
        lt(rs.reservation_time, zonedTimeToUtc(dayAfter, '00:00', zone)),
        // Tables offered to Notify's diners are no bookings until claimed.
        notInArray(rs.status, ['held', 'lapsed']),
      ),
    )
    .orderBy(asc(rs.reservation_time), asc(rs.id));
  const t = textsIn(language);
  const header = reservationExportColumns.map((column) => t(`reservationExport.columns.${column}`));
  const records = [header, ...rows.map((row) => csvRow(presentBooked(row, zone, now)))];
  return {
    filename: `reservations-${restaurantId}-${range.from}-to-${range.to}.csv`,
    csv: csvDocument(records),
  };
}
