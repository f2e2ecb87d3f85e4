/** /search-results: search bar, filters, sort, and the results for the state in the URL. */
import { useTranslation } from '@/i18n/use-translation';
import { ResultsFilters } from '../components/results-filters';
import { useResultsHeading } from '../components/results-heading';
import { ResultsList } from '../components/results-list';
import { SearchPageLayout } from '../components/search-page-layout';
import { SortSelect } from '../components/sort-select';
import { LocationAction } from '../components/location-action';
import { useSearchPage } from '../hooks/use-search-page';
import toolbar from '../components/results-toolbar.module.css';
import styles from './search-page.module.css';

export function SearchResultsPage() {
  const { t } = useTranslation();
  const { state, update, key, location, query } = useSearchPage();
  const heading = useResultsHeading();
  const total = query.data?.pages[0]?.total;

  return (
    <SearchPageLayout title={t('results.title')} state={state} onSearch={update} searchKey={key}>
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
          update({
            searchInput: '',
            cuisine: '',
            location: '',
            priceRange: '',
            diningStyle: '',
            accessibleEntrance: false,
          })
        }
      />
    </SearchPageLayout>
  );
}
