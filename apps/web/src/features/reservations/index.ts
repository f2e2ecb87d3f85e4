// Public surface of the reservations feature. Pages load lazily from src/app/lazy-pages.ts; only
// light pieces used on every page (the top-bar menu's data, the route guard) are exported here.
export { useUserReservations } from './api/get-user-reservations';
export { ReservationAccess } from './components/reservation-access';
export {
  formatReservationDate,
  formatReservationTime,
  nextReservation,
} from './lib/reservation-format';
