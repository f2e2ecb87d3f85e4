/**
 * A reservation as the restaurant sees it: who booked, how to reach them, when on the restaurant's
 * clock, and whether its time has come. One select and one mapper for every console read.
 */
import { eq, sql } from 'drizzle-orm';
import {
  isReleasedStatus,
  zonedDateString,
  zonedTimeString,
  type BookedReservation,
  type GuestPreferences,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import {
  dinerPreferences,
  diningTables,
  reservationTables,
  reservations as rs,
  users,
} from '../../db/schema/index.ts';

export const bookedColumns = {
  id: rs.id,
  restaurant_id: rs.restaurant_id,
  reservation_time: rs.reservation_time,
  created_at: rs.created_at,
  party_size: rs.party_size,
  status: rs.status,
  guest_name: rs.guest_name,
  guest_email: rs.guest_email,
  phone_number: rs.phone_number,
  contact_method: rs.contact_method,
  chat_notes: rs.chat_notes,
  decline_reason: rs.decline_reason,
  walk_in: rs.walk_in,
  user_id: rs.user_id,
  first_name: users.first_name,
  last_name: users.last_name,
  user_email: users.email,
  dietary: dinerPreferences.dietary,
  dietary_note: dinerPreferences.dietary_note,
  seating: dinerPreferences.seating,
  /** Its tables, by label: [id, label] pairs, in label order. */
  tables: sql<[number, string][]>`coalesce((
    select json_agg(json_build_array(${diningTables.id}, ${diningTables.label}) order by ${diningTables.label})
    from ${reservationTables} join ${diningTables} on ${diningTables.id} = ${reservationTables.table_id}
    where ${reservationTables.reservation_id} = ${rs.id}), '[]'::json)`,
  /** When its tables are free again (epoch ms), or null without a table. */
  ends_at: sql<
    number | null
  >`(select (extract(epoch from max(${reservationTables.ends_at})) * 1000)::float8 from ${reservationTables} where ${reservationTables.reservation_id} = ${rs.id})`,
};

/**
 * Reservations joined with the account that booked them and its preferences (read now, never
 * copied: a diner's change shows on every booking that stands), for `bookedColumns`.
 */
export const selectBooked = (db: Database) =>
  db
    .select(bookedColumns)
    .from(rs)
    .leftJoin(users, eq(users.id, rs.user_id))
    .leftJoin(dinerPreferences, eq(dinerPreferences.user_id, rs.user_id));

export type BookedRow = Awaited<ReturnType<ReturnType<typeof selectBooked>['execute']>>[number];

export function presentBooked(row: BookedRow, zone: string, now: Date): BookedReservation {
  return {
    id: row.id,
    reservation_time: row.reservation_time.toISOString(),
    local_date: zonedDateString(row.reservation_time, zone),
    local_time: zonedTimeString(row.reservation_time, zone),
    requested_at: row.created_at.toISOString(),
    party_size: row.party_size,
    status: row.status,
    guest_name: row.guest_name ?? [row.first_name, row.last_name].filter(Boolean).join(' ').trim(),
    email: row.guest_email ?? row.user_email ?? null,
    phone_number: row.phone_number,
    contact_method: row.contact_method,
    chat_notes: row.chat_notes,
    booked_by_account: row.user_id !== null,
    walk_in: row.walk_in,
    decline_reason: row.decline_reason,
    started: row.reservation_time <= now,
    table_ids: row.tables.map(([id]) => id),
    table_labels: row.tables.map(([, label]) => label),
    diner_preferences: guestPreferences(row),
  };
}

/** The preferences the restaurant reads: any set, of a booking that stands; otherwise null. */
function guestPreferences(row: BookedRow): GuestPreferences {
  if (isReleasedStatus(row.status) || row.user_id === null) return null;
  const dietary = (row.dietary ?? []) as NonNullable<GuestPreferences>['dietary'];
  const note = row.dietary_note ?? '';
  const seating = row.seating ?? 'no_preference';
  if (dietary.length === 0 && note === '' && seating === 'no_preference') return null;
  return { dietary, dietary_note: note, seating };
}
