// Public surface of the restaurants feature, composed by src/app; the booking feature uses the
// restaurant loading gate, the notices for what cannot be booked online, and the booking form's
// defaults and first problem.
export { RestaurantProfilePage } from './pages/restaurant-profile-page';
export { RestaurantReviewsPage } from './pages/restaurant-reviews-page';
export { RestaurantGate } from './components/restaurant-gate';
export { NoBookingsYet } from './components/no-bookings-yet';
export { isPartyTooLarge, PartyTooLarge } from './components/party-too-large';
export {
  bookingDefaults,
  bookingFormError,
  bookingSearch,
  type BookingFormError,
  type BookingFormValues,
} from './booking-form-defaults';
