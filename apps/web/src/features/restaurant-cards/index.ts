// Public surface of the restaurant cards feature: the card and the photo with its one-time fallback.
export { RestaurantCard, type CardRestaurant } from './components/restaurant-card';
export { RestaurantImage, FALLBACK_IMAGE } from './components/restaurant-image';
export { SaveToggle } from './components/save-toggle';
export { savedRestaurantsQueryKey } from './api/use-toggle-saved';
export { invalidateQuickBookLists, quickBookListKeys } from './api/refresh-quick-book';
