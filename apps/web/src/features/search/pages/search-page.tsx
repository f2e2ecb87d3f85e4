/** /search: the search bar and the results list, headed by the reservation time being searched. */
import { useTranslation } from 'react-i18next';
import { formatTime12h } from '@tablefor/shared';
import { useSearchResults } from '../api/search-restaurants';
import { ResultsList } from '../components/results-list';
import { SearchBar } from '../components/search-bar';
import { useDinerLocation } from '../hooks/use-diner-location';
import { useSearchState } from '../hooks/use-search-state';
import { todayDate } from '../lib/booking-dates';
import { formatDateLabel } from '../lib/search-options';
import styles from './search-page.module.css';

export function SearchPage() {
  const { t, i18n } = useTranslation();
  const { state, update, key } = useSearchState();
  const { location } = useDinerLocation();
  const position = location ? { latitude: location.latitude, longitude: location.longitude } : null;
  const query = useSearchResults(state, position);
  const date =
    state.date === todayDate() ? t('search.bar.today') : formatDateLabel(state.date, i18n.language);

  return (
    <div className={styles.page}>
      <title>{`${t('pages.search')} · ${t('app.name')}`}</title>
      <div className={styles.band}>
        <div className={styles.inner}>
          <SearchBar key={key} state={state} onSearch={update} />
        </div>
      </div>
      <div className={styles.inner}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{t('pages.search')}</h1>
          <p className={styles.report} aria-live="polite">
            {t('results.report', {
              people: t('search.bar.people', { count: state.partySize }),
              time: formatTime12h(state.time),
              date,
            })}
          </p>
        </div>
        <ResultsList query={query} state={state} />
      </div>
    </div>
  );
}
