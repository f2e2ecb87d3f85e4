/** /search-results: search bar, filters, sort, and the results for the state in the URL. */
import { useTranslation } from 'react-i18next';
import { useSearchResults } from '../api/search-restaurants';
import { ResultsFilters } from '../components/results-filters';
import { useResultsHeading } from '../components/results-heading';
import { ResultsList } from '../components/results-list';
import { SearchBar } from '../components/search-bar';
import { SortSelect } from '../components/sort-select';
import { LocationAction } from '../components/location-action';
import { useDinerLocation } from '../hooks/use-diner-location';
import { useSearchState } from '../hooks/use-search-state';
import toolbar from '../components/results-toolbar.module.css';
import styles from './search-page.module.css';

export function SearchResultsPage() {
  const { t } = useTranslation();
  const { state, update, key } = useSearchState();
  const { location } = useDinerLocation();
  const position = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  const query = useSearchResults(state, position);
  const heading = useResultsHeading();
  const total = query.data?.pages[0]?.total;

  return (
    <div className={styles.page}>
      <title>{`${t('results.title')} · ${t('app.name')}`}</title>
      <div className={styles.band}>
        <div className={styles.inner}>
          <SearchBar key={key} state={state} onSearch={update} />
        </div>
      </div>
      <div className={styles.inner}>
        <div className={styles.toolbar}>
          <ResultsFilters state={state} onChange={update} />
        </div>
        <div className={toolbar.summary}>
          <h1 className={toolbar.heading} aria-live="polite">
            {total === undefined ? t('results.title') : heading(total, location?.city)}
          </h1>
          <div className={toolbar.summaryActions}>
            <LocationAction />
            <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
          </div>
        </div>
        <ResultsList
          query={query}
          state={state}
          onClearFilters={() =>
            update({ searchInput: '', cuisine: '', location: '', priceRange: '', diningStyle: '' })
          }
        />
      </div>
    </div>
  );
}
