// Public surface of the saved restaurants feature: the dining dashboard's saved list.
export { SavedRestaurantsPanel } from './components/saved-restaurants-panel';
