// Public surface of the admin feature: the dashboard page. The app loads this index lazily, so
// the dashboard's code, texts and forms never weigh on a diner's first load.
export { AdminDashboardPage } from './pages/admin-dashboard-page';
export { adminKeys } from './api/admin-keys';
