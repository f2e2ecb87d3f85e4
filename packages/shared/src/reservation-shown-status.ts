/**
 * The status a person reads, diner and restaurant alike: a confirmed reservation whose time has
 * passed reads 'completed' until the restaurant marks what became of it. The stored status is
 * never changed by this; it only decides the words shown.
 */
import type { ReservationStatus } from './reservation-rules.ts';

type Timed = { reservation_time: string };

/** A reservation is upcoming until its start time has passed. */
export function isUpcomingReservation(reservation: Timed, now: Date = new Date()): boolean {
  const start = Date.parse(reservation.reservation_time);
  return !Number.isNaN(start) && start > now.getTime();
}

export function shownReservationStatus(
  reservation: Timed & { status: ReservationStatus },
  now: Date = new Date(),
): ReservationStatus {
  return reservation.status === 'confirmed' && !isUpcomingReservation(reservation, now)
    ? 'completed'
    : reservation.status;
}
