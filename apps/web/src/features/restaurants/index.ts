// Public surface of the restaurants feature, composed by src/app.
export { RestaurantProfilePage } from './pages/restaurant-profile-page';
export { RestaurantReviewsPage } from './pages/restaurant-reviews-page';
