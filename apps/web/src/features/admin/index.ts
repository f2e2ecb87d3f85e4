// Public surface of the admin feature: the dashboard page, and the Approve and Reject buttons a
// listing's own page shows administrators. The app loads this index lazily (the restaurant page
// with React.lazy), so the dashboard's code, texts and forms never weigh on a diner's first load.
export { AdminDashboardPage } from './pages/admin-dashboard-page';
export {
  ListingReviewActions,
  type ListingReviewActionsProps,
} from './components/listing-review-actions';
export { adminKeys } from './api/admin-keys';
// The owner console edits a listing with the same dialog and form.
export { RestaurantModal, type RestaurantModalProps } from './components/restaurant-modal';
