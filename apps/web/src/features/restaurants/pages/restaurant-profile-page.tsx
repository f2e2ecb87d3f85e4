/** /restaurants/{id}: loads the restaurant and shows its profile, or 'Loading...' / not found. */
import { RestaurantGate } from '../components/restaurant-gate';
import { RestaurantProfile } from '../components/restaurant-profile';

export function RestaurantProfilePage() {
  return (
    <RestaurantGate>
      {/* Keyed so another restaurant starts with fresh form values and its own initial scroll. */}
      {(restaurant) => <RestaurantProfile key={restaurant.id} restaurant={restaurant} />}
    </RestaurantGate>
  );
}
