// Public surface of the search feature: the landing panel and row, the two search pages, and the
// query options of the lists whose cards show quick-book times (for tests that seed them).
export { HomeSearchPanel } from './components/home-search-panel';
export { TopRatedRow } from './components/top-rated-row';
export { SearchResultsPage } from './pages/search-results-page';
export { SearchPage } from './pages/search-page';
export {
  getSearchFacetsQueryOptions,
  getSearchResultsQueryOptions,
} from './api/search-restaurants';
export { getTopRatedRestaurantsQueryOptions } from './api/get-top-rated-restaurants';
export { defaultSearchState, parseSearchParams } from './lib/search-params';
// The catalogue search and its typing pause, for the business feature's claim-your-listing search.
export { searchRestaurants } from './api/search-restaurants';
export { useDebouncedValue } from './hooks/use-debounced-value';
