// Public surface of the booking feature, composed by src/app.
export { BookingPage } from './pages/booking-page';
