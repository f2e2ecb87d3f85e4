/** The frame of both search pages: the document title, the search bar band, then the page body. */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router';
import { PageMeta } from '@/components/page-meta/page-meta';
import type { SearchState } from '../lib/search-params';
import { SearchBar } from './search-bar';
import styles from '../pages/search-page.module.css';

type SearchPageLayoutProps = {
  title: string;
  state: SearchState;
  onSearch: (patch: Partial<SearchState>) => void;
  /** The URL's query string: a new search remounts the bar with its values. */
  searchKey: string;
  children: ReactNode;
};

export function SearchPageLayout({
  title,
  state,
  onSearch,
  searchKey,
  children,
}: SearchPageLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={t('meta.search')}
        path={`${pathname}${searchKey ? `?${searchKey}` : ''}`}
      />
      <div className={styles.band}>
        <div className={styles.inner}>
          <SearchBar key={searchKey} state={state} onSearch={onSearch} />
        </div>
      </div>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}
