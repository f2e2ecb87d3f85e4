/** Reading reservations with the restaurant fields every page shows. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, reservationTables, restaurants } from '../../db/schema/index.ts';

const reservationColumns = {
  id: reservations.id,
  user_id: reservations.user_id,
  restaurant_id: reservations.restaurant_id,
  party_size: reservations.party_size,
  reservation_time: reservations.reservation_time,
  status: reservations.status,
  guest_name: reservations.guest_name,
  guest_email: reservations.guest_email,
  phone_number: reservations.phone_number,
  contact_method: reservations.contact_method,
  chat_notes: reservations.chat_notes,
  decline_reason: reservations.decline_reason,
  access_code_hash: reservations.access_code_hash,
  created_at: reservations.created_at,
  /** The tables it holds (for the restaurant's eyes only) and until when, in epoch ms. */
  table_ids: sql<
    number[]
  >`coalesce((select array_agg(${reservationTables.table_id} order by ${reservationTables.table_id}) from ${reservationTables} where ${reservationTables.reservation_id} = ${reservations.id}), '{}')`,
  ends_at: sql<
    number | null
  >`(select (extract(epoch from max(${reservationTables.ends_at})) * 1000)::float8 from ${reservationTables} where ${reservationTables.reservation_id} = ${reservations.id})`,
  restaurant: {
    id: restaurants.id,
    name: restaurants.name,
    preview_img: restaurants.preview_img,
    address: restaurants.address,
    neighborhood: restaurants.neighborhood,
    phone: restaurants.phone,
    time_zone: restaurants.time_zone,
  },
};

export type ReservationRow = Awaited<ReturnType<typeof findReservation>> & {};

export async function findReservation(db: Database, id: number) {
  const [row] = await db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurant_id))
    .where(eq(reservations.id, id));
  return row ?? null;
}

/**
 * A user's reservations, soonest first, cancelled ones too: the dining dashboard keeps them
 * findable (with the past, marked cancelled).
 */
export function listUserReservations(db: Database, userId: number) {
  return db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurant_id))
    .where(eq(reservations.user_id, userId))
    .orderBy(asc(reservations.reservation_time), asc(reservations.id));
}
