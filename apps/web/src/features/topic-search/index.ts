// Public surface of the topic-search feature: its two pages, which the app loads lazily (nothing
// of this feature is part of the first load).
export { TopicSearchPage } from './pages/topic-search-page';
export { TopicSearchResultsPage } from './pages/topic-search-results-page';
