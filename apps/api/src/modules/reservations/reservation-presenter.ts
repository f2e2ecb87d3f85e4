/** Exactly which reservation fields leave the server, with the restaurant's wall-clock time. */
import { zonedDateString, zonedTimeString, type Reservation } from '@tablefor/shared';
import type { ReservationRow } from './reservation-queries.ts';

export function presentReservation(row: NonNullable<ReservationRow>): Reservation {
  const zone = row.restaurant.time_zone;
  return {
    id: row.id,
    user_id: row.user_id,
    restaurant_id: row.restaurant_id,
    party_size: row.party_size,
    reservation_time: row.reservation_time.toISOString(),
    local_date: zonedDateString(row.reservation_time, zone),
    local_time: zonedTimeString(row.reservation_time, zone),
    time_zone: zone,
    status: row.status,
    guest_name: row.guest_name,
    guest_email: row.guest_email,
    phone_number: row.phone_number,
    contact_method: row.contact_method,
    chat_notes: row.chat_notes,
    decline_reason: row.decline_reason,
    created_at: row.created_at.toISOString(),
    restaurant: {
      id: row.restaurant.id,
      name: row.restaurant.name,
      preview_img: row.restaurant.preview_img,
      address: row.restaurant.address,
      neighborhood: row.restaurant.neighborhood,
      phone: row.restaurant.phone,
    },
  };
}
