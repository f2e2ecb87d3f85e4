/** /restaurants/{id}/reservations?date=&time=&partySize=: choose a table and confirm it. */
import { RestaurantGate } from '@/features/restaurants';
import { ReservationBooking } from '../components/reservation-booking';

export function BookingPage() {
  return (
    <RestaurantGate>
      {(restaurant) => <ReservationBooking key={restaurant.id} restaurant={restaurant} />}
    </RestaurantGate>
  );
}
