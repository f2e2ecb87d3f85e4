// Public surface of the restaurant cards feature: the card, the photo with its one-time fallback,
// the heart that saves a restaurant and the saved list it edits, and the refresh of every list
// whose cards show quick-book times.
export { RestaurantCard, type CardRestaurant } from './components/restaurant-card';
export { RestaurantImage, FALLBACK_IMAGE } from './components/restaurant-image';
export { SaveToggle } from './components/save-toggle';
export { getSavedRestaurantsQueryOptions, useSavedRestaurants } from './api/get-saved-restaurants';
export { invalidateQuickBookLists, quickBookListKeys } from './api/refresh-quick-book';
