/** The POST body of a booking: the restaurant's wall-clock choice as UTC plus how to reach the diner. */
import { toUtcReservationTime, type CreateReservationInput } from '@tablefor/shared';

export type BookingChoice = { date: string; time: string; partySize: number };

export type BookingContact =
  | { method: 'chat'; name: string; email: string; notes: string }
  | { method: 'phone'; name: string; email: string; phone: string };

export function reservationRequest(
  choice: BookingChoice,
  timeZone: string,
  contact: BookingContact,
): CreateReservationInput {
  const base = {
    party_size: choice.partySize,
    // 7:00 PM in Los Angeles is 7:00 PM there, whatever zone this browser is in.
    reservation_time: toUtcReservationTime(choice.date, choice.time, timeZone),
    guest_name: contact.name,
    guest_email: contact.email,
  };
  if (contact.method === 'phone') {
    return { ...base, contact_method: 'phone', phone_number: contact.phone.replace(/\D/g, '') };
  }
  return {
    ...base,
    contact_method: 'chat',
    ...(contact.notes ? { chat_notes: contact.notes } : {}),
  };
}
