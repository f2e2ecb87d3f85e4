/** /restaurants/{id}/reservations?date=&time=&partySize=: choose a table and confirm it. */
import { useParams } from 'react-router';
import {
  isNotFoundError,
  isValidRestaurantId,
  useRestaurant,
} from '@/features/restaurants/api/get-restaurant';
import {
  RestaurantLoadError,
  RestaurantLoading,
  RestaurantNotFound,
} from '@/features/restaurants/components/restaurant-states';
import { ReservationBooking } from '../components/reservation-booking';

export function BookingPage() {
  const { restaurantId } = useParams();
  const query = useRestaurant(restaurantId);

  if (!isValidRestaurantId(restaurantId) || isNotFoundError(query.error)) {
    return <RestaurantNotFound />;
  }
  if (query.isPending) return <RestaurantLoading />;
  if (query.isError) return <RestaurantLoadError onRetry={() => void query.refetch()} />;
  return <ReservationBooking key={query.data.id} restaurant={query.data} />;
}
