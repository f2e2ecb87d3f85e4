/**
 * Who may open a reservation page: a signed-in user, or a signed-out diner whose browser holds
 * the access code of a booking made without an account, or who opened the private link of one
 * (?code=, from its e-mails). Anyone else is told how to get back in.
 */
import { lazy } from 'react';
import { Outlet, useParams } from 'react-router';
import { reservationCode } from '@/lib/reservation-codes';
import { useSession } from '@/lib/session';
import { useLinkCode } from '../hooks/use-link-code';
import { parseReservationId } from '../lib/reservation-id';

// This guard is in every page's first load (the route table holds it); what it tells a visitor
// without access, with the reservations' texts, loads only when shown.
const ReservationLocked = lazy(() =>
  import('./reservation-states').then((module) => ({ default: module.ReservationLocked })),
);

export function ReservationAccess() {
  const { user } = useSession();
  const reservationId = parseReservationId(useParams().reservationId);
  useLinkCode(reservationId);
  const hasCode = reservationId !== null && reservationCode(reservationId) !== null;
  return user || hasCode ? <Outlet /> : <ReservationLocked />;
}
