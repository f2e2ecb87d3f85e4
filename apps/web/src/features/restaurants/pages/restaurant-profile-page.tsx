/** /restaurants/{id}: loads the restaurant and shows its profile, or 'Loading...' / not found. */
import { useParams } from 'react-router';
import { isNotFoundError, isValidRestaurantId, useRestaurant } from '../api/get-restaurant';
import { RestaurantProfile } from '../components/restaurant-profile';
import {
  RestaurantLoadError,
  RestaurantLoading,
  RestaurantNotFound,
} from '../components/restaurant-states';

export function RestaurantProfilePage() {
  const { restaurantId } = useParams();
  const query = useRestaurant(restaurantId);

  if (!isValidRestaurantId(restaurantId) || isNotFoundError(query.error)) {
    return <RestaurantNotFound />;
  }
  if (query.isPending) return <RestaurantLoading />;
  if (query.isError) return <RestaurantLoadError onRetry={() => void query.refetch()} />;
  // Keyed so another restaurant starts with fresh form values and its own initial scroll.
  return <RestaurantProfile key={query.data.id} restaurant={query.data} />;
}
