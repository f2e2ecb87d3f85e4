// Public surface of the create-restaurant feature: the wizard page (website crawl or by hand).
export { CreateRestaurantPage } from './pages/create-restaurant-page';
