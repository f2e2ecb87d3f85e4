/**
 * The layout every admin list shares: its heading and count, the toolbar's actions, what stands
 * above the list (search, a notice), the list's loading, failed, empty and loaded states, and the
 * pages, whose turning brings the heading into view.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPaging } from '../hooks/use-list-paging';
import { loadFailureText } from '../lib/failure-messages';
import { ListError, ListLoading } from './list-states';
import { Pagination } from './pagination';
import styles from './list-panel.module.css';

/** What the panel reads of a page query (TanStack Query's result). */
type PageQuery = {
  data: { total: number } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type ListPanelProps<Item extends { id: number }> = {
  heading: string;
  count: (total: number) => string;
  query: PageQuery;
  items: readonly Item[] | undefined;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  renderItem: (item: Item) => ReactNode;
  loadingLabel: string;
  /** 'Failed to load …': shown when the API gave no reason of its own. */
  loadFailed: string;
  empty: ReactNode;
  /** Wider columns, for cards that hold more side by side. */
  wide?: boolean;
  actions?: ReactNode;
  above?: ReactNode;
  /** The dialogs the cards open. */
  children?: ReactNode;
};

export function ListPanel<Item extends { id: number }>(props: ListPanelProps<Item>) {
  const { heading, count, query, page, setPage, actions, above, children } = props;
  const headingId = useId();
  const { headingRef, pages, shownPage, goToPage } = useListPaging({
    page,
    setPage,
    total: query.data?.total,
    isPlaceholderData: query.isPlaceholderData,
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} ref={headingRef} className={styles.heading}>
            {heading}
          </h2>
          {query.data && <p className={styles.count}>{count(query.data.total)}</p>}
        </div>
        {actions}
      </div>
      {above}
      <ListBody {...props} />
      <Pagination page={shownPage} pages={pages} onPage={goToPage} />
      {children}
    </section>
  );
}

function ListBody<Item extends { id: number }>({
  query,
  items,
  renderItem,
  loadingLabel,
  loadFailed,
  empty,
  wide = false,
}: ListPanelProps<Item>) {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading label={loadingLabel} />;
  if (query.isError) {
    return (
      <ListError
        text={loadFailureText(query.error, t, loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!items || items.length === 0) return empty;
  return (
    <ul
      className={`${styles.grid} ${wide ? styles.wide : ''} ${query.isPlaceholderData ? styles.busy : ''}`}
      aria-busy={query.isFetching}
    >
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
