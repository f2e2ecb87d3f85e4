// Public surface of the search feature: the landing panel and row, and the two search pages.
export { HomeSearchPanel } from './components/home-search-panel';
export { TopRatedRow } from './components/top-rated-row';
export { SearchResultsPage } from './pages/search-results-page';
export { SearchPage } from './pages/search-page';
