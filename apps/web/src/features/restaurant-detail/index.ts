// Public surface of the restaurant detail feature: the restaurant record the restaurants, reviews
// and booking features read, and the key root of every query that shows a restaurant's figures.
export {
  getRestaurantQueryOptions,
  isNotFoundError,
  isValidRestaurantId,
  restaurantKeys,
  useRestaurant,
} from './api/get-restaurant';
