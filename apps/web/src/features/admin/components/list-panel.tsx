/**
 * The layout every admin list shares: its heading and count, the toolbar's actions, what stands
 * above the list (search, a notice), the list's loading, failed, empty and loaded states, and the
 * pages, whose turning brings the heading into view. A list of one answer without pages (the
 * mailbox) composes the section and the body alone.
 */
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useListPaging } from '../hooks/use-list-paging';
import { loadFailureText } from '../lib/failure-messages';
import { ListError, ListLoading } from './list-states';
import { Pagination } from './pagination';
import styles from './list-panel.module.css';

/** What a list reads of its query (TanStack Query's result). */
type ListQuery = {
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** Cards in columns, wider columns (cards that hold more side by side), or one row each. */
export type ListLayout = 'grid' | 'wide' | 'rows';
const layoutClass: Record<ListLayout, string | undefined> = {
  grid: undefined,
  wide: styles.wide,
  rows: styles.rows,
};

type ListSectionProps = {
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Under the heading: the count, or what the list is. */
  summary?: ReactNode;
  actions?: ReactNode;
  above?: ReactNode;
  children: ReactNode;
};

export function ListSection(props: ListSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} ref={props.headingRef} className={styles.heading}>
            {props.heading}
          </h2>
          {props.summary && <p className={styles.count}>{props.summary}</p>}
        </div>
        {props.actions}
      </div>
      {props.above}
      {props.children}
    </section>
  );
}

type ListBodyProps<Item extends { id: number }> = {
  query: ListQuery;
  items: readonly Item[] | undefined;
  /** Each item in a list of cards; or `renderItems`, the whole page in another shape (a table). */
  renderItem?: (item: Item) => ReactNode;
  renderItems?: (items: readonly Item[]) => ReactNode;
  loadingLabel: string;
  /** 'Failed to load …': shown when the API gave no reason of its own. */
  loadFailed: string;
  empty: ReactNode;
  layout?: ListLayout;
};

export function ListBody<Item extends { id: number }>(props: ListBodyProps<Item>) {
  const { query, items, renderItem, layout = 'grid' } = props;
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading label={props.loadingLabel} />;
  if (query.isError) {
    return (
      <ListError
        text={loadFailureText(query.error, t, props.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!items || items.length === 0) return props.empty;
  if (props.renderItems) return props.renderItems(items);
  return (
    <ul
      className={`${styles.grid} ${layoutClass[layout] ?? ''} ${query.isPlaceholderData ? styles.busy : ''}`}
      aria-busy={query.isFetching}
    >
      {items.map((item) => (
        <li key={item.id}>{renderItem?.(item)}</li>
      ))}
    </ul>
  );
}

type ListPanelProps<Item extends { id: number }> = ListBodyProps<Item> &
  Omit<ListSectionProps, 'headingRef' | 'summary' | 'children'> & {
    count: (total: number) => string;
    query: ListQuery & { data: { total: number } | undefined };
    page: number;
    setPage: (page: number, options?: { replace?: boolean }) => void;
    /** The dialogs the cards open. */
    children?: ReactNode;
  };

export function ListPanel<Item extends { id: number }>(props: ListPanelProps<Item>) {
  const { heading, count, query, page, setPage, actions, above, children } = props;
  const { headingRef, pages, shownPage, goToPage } = useListPaging({
    page,
    setPage,
    total: query.data?.total,
    isPlaceholderData: query.isPlaceholderData,
  });

  return (
    <ListSection
      heading={heading}
      headingRef={headingRef}
      summary={query.data && count(query.data.total)}
      actions={actions}
      above={above}
    >
      <ListBody {...props} />
      <Pagination page={shownPage} pages={pages} onPage={goToPage} />
      {children}
    </ListSection>
  );
}
