/**
 * A range of the restaurant's days as CSV (RFC 4180: fields with commas, quotes or line breaks
 * quoted, quotes doubled; CRLF lines; a UTF-8 byte-order mark so spreadsheets read accents).
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  reservationExportColumns,
  zonedTimeToUtc,
  type BookedReservation,
  type ReservationExportQuery,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';
import { presentBooked, selectBooked } from './booked-reservation.ts';
import { findOwnedRestaurant } from './owned-restaurants.ts';

const BYTE_ORDER_MARK = '\uFEFF';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Text a diner typed that a spreadsheet would run as a formula starts with a quote instead. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const csvField = (value: string | number | null) => {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : inert(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function csvRow(reservation: BookedReservation): string[] {
  const record: Record<(typeof reservationExportColumns)[number], string | number | null> = {
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
  return reservationExportColumns.map((column) => csvField(record[column]));
}

export async function exportReservations(
  db: Database,
  restaurantId: number,
  range: Required<ReservationExportQuery>,
  now: Date,
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
      ),
    )
    .orderBy(asc(rs.reservation_time), asc(rs.id));
  const lines = [
    [...reservationExportColumns],
    ...rows.map((row) => csvRow(presentBooked(row, zone, now))),
  ];
  return {
    filename: `reservations-${restaurantId}-${range.from}-to-${range.to}.csv`,
    csv: BYTE_ORDER_MARK + lines.map((line) => line.join(',')).join('\r\n') + '\r\n',
  };
}
