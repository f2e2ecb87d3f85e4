/** Which of the reservation page's three faces a reservation shows. */
import type { Reservation } from '@tablefor/shared';
import { isFutureReservation } from './reservation-format';

export type ReservationPhase = 'upcoming' | 'completed' | 'cancelled';

export function reservationPhase(
  reservation: Reservation,
  now: Date = new Date(),
): ReservationPhase {
  if (reservation.status === 'cancelled') return 'cancelled';
  return isFutureReservation(reservation, now) ? 'upcoming' : 'completed';
}
