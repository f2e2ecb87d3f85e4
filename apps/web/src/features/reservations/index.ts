// Public surface of the reservations feature. The app's entry imports it (the route guard), so it
// stays light: the pages are lazy, each its own chunk loaded when first visited, and the rest are
// the small pieces other features use (the top-bar menu's data, the key a new booking refreshes).
import { lazy } from 'react';

export const ReservationPage = lazy(() =>
  import('./pages/reservation-page').then((m) => ({ default: m.ReservationPage })),
);
export const ModifyReservationPage = lazy(() =>
  import('./pages/modify-reservation-page').then((m) => ({ default: m.ModifyReservationPage })),
);
export const DiningDashboardPage = lazy(() =>
  import('./pages/dining-dashboard-page').then((m) => ({ default: m.DiningDashboardPage })),
);
export { ReservationAccess } from './components/reservation-access';
export { useUserReservations } from './api/get-user-reservations';
export { reservationKeys } from './api/reservation-keys';
export { formatReservationDate, nextReservation } from './lib/reservation-format';
