/** The results with their loading, empty and error states, and more pages on scroll or on click. */
import { useTranslation } from '@/i18n/use-translation';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { SearchResponse } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { Spinner, SpinnerRing } from '@/components/spinner/spinner';
import type { TFunction } from '@/i18n/translator';
import { ApiError } from '@/lib/api-error';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import type { SearchState } from '../lib/search-params';
import { ResultRow } from './result-row';
import styles from './results-list.module.css';

type ResultsListProps = {
  query: UseInfiniteQueryResult<InfiniteData<SearchResponse>>;
  state: SearchState;
  onClearFilters?: () => void;
};

export function ResultsList({ query, state, onClearFilters }: ResultsListProps) {
  const { t } = useTranslation();
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void fetchNextPage(), canLoadMore);

  if (query.isPending) {
    return (
      <div className={styles.state} role="status">
        <SpinnerRing size="lg" />
        <p className={styles.stateTitle}>{t('results.loading')}</p>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('results.failedTitle')}</p>
        <p className={styles.stateText}>{failureText(error, t)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('results.retry')}
        </Button>
      </div>
    );
  }
  const restaurants = data.pages.flatMap((page) => page.restaurants);
  if (restaurants.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{t('results.empty')}</p>
        <p className={styles.stateText}>{t('results.noAvailability')}</p>
        <p className={styles.stateText}>{t('results.emptyHint')}</p>
        {onClearFilters && (
          <Button variant="secondary" onClick={onClearFilters}>
            {t('search.filters.clear')}
          </Button>
        )}
      </div>
    );
  }
  const first = data.pages[0];
  return (
    <>
      <ul className={styles.list} aria-busy={query.isFetching}>
        {restaurants.map((restaurant, index) => (
          <li key={restaurant.id}>
            <ResultRow
              position={index}
              restaurant={restaurant}
              date={first?.date ?? state.date}
              partySize={first?.partySize ?? state.partySize}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {isFetchingNextPage && <Spinner label={t('results.loadingMore')} />}
        {query.isFetchNextPageError && <p role="alert">{failureText(error, t)}</p>}
        {hasNextPage && !isFetchingNextPage && (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            {t('results.showMore')}
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * What a failed search says under its title: the API's reasons, after 'Error:', when it refused
 * the search (a 4xx with reasons); otherwise (the network, a 5xx) what to do, never a raw message.
 * The reasons are the API's own words: translating their codes would load the whole error
 * catalogue on the home page, which shows these results' search box.
 */
function failureText(error: unknown, t: TFunction): string {
  const refused = error instanceof ApiError && error.status < 500 && error.errors.length > 0;
  return refused
    ? t('results.error', { message: error.messages.join(' ') })
    : t('results.failedText');
}
