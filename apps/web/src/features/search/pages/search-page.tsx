/** /search: the search bar and the results list, headed by the reservation time being searched. */
import { useTranslation } from '@/i18n/use-translation';
import { DEFAULT_TIME_ZONE, formatClock, restaurantToday } from '@tablefor/shared';
import { ResultsList } from '../components/results-list';
import { SearchPageLayout } from '../components/search-page-layout';
import { useSearchPage } from '../hooks/use-search-page';
import { formatDateLabel } from '../lib/search-options';
import styles from './search-page.module.css';

export function SearchPage() {
  const { t, i18n } = useTranslation();
  const { state, update, key, query } = useSearchPage();
  const date =
    state.date === restaurantToday(DEFAULT_TIME_ZONE)
      ? t('search.bar.today')
      : formatDateLabel(state.date, i18n.language);

  return (
    <SearchPageLayout title={t('pages.search')} state={state} onSearch={update} searchKey={key}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('pages.search')}</h1>
        <p className={styles.report} aria-live="polite">
          {t('results.report', {
            people: t('search.bar.people', { count: state.partySize }),
            time: formatClock(state.time, i18n.language),
            date,
          })}
        </p>
      </div>
      <ResultsList query={query} state={state} />
    </SearchPageLayout>
  );
}
