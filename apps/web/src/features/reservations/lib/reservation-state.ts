/**
 * Which face the reservation page shows: upcoming, completed (the party came, or its time has
 * passed), cancelled, declined (a callback request the restaurant turned down) or no_show.
 */
import { isUpcomingReservation, type Reservation } from '@tablefor/shared';

export type ReservationPhase = 'upcoming' | 'completed' | 'cancelled' | 'declined' | 'no_show';

export function reservationPhase(
  reservation: Reservation,
  now: Date = new Date(),
): ReservationPhase {
  switch (reservation.status) {
    case 'cancelled':
    case 'declined':
    case 'no_show':
      return reservation.status;
    case 'seated':
    case 'completed':
      return 'completed';
    default:
      // A confirmed visit whose time has passed reads as completed, as in the restaurant's
      // console (shownReservationStatus): the same rule.
      return isUpcomingReservation(reservation, now) ? 'upcoming' : 'completed';
  }
}

/** The word a list adds after a reservation: none for an ordinary confirmed one. */
export function reservationStatusNote(
  reservation: Pick<Reservation, 'status'>,
  past: boolean,
): Reservation['status'] | null {
  switch (reservation.status) {
    case 'pending_callback':
      return past ? null : 'pending_callback';
    case 'declined':
    case 'no_show':
    case 'cancelled':
      return reservation.status;
    default:
      return null;
  }
}
