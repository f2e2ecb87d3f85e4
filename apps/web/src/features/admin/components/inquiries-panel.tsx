/**
 * The Inquiries view (?view=inquiries): what restaurants sent through the business contact form,
 * newest first, open ones by default (?show=handled, ?show=all), each marked handled or reopened.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useInquiries } from '../api/get-inquiries';
import { useInquiryFilter } from '../hooks/use-inquiry-filter';
import { useListPaging } from '../hooks/use-list-paging';
import { useListParams } from '../hooks/use-list-params';
import { loadFailureText } from '../lib/failure-messages';
import { InquiryCard } from './inquiry-card';
import { InquiryFilter } from './inquiry-filter';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { Pagination } from './pagination';
import styles from './list-panel.module.css';
import '@/i18n/bundles/admin-texts';

export function InquiriesPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const { filter, setFilter } = useInquiryFilter();
  const { params, setPage } = useListParams();
  const query = useInquiries({ filter, page: params.page });
  const { headingRef, pages, shownPage, goToPage } = useListPaging({
    page: params.page,
    setPage,
    total: query.data?.total,
    isPlaceholderData: query.isPlaceholderData,
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} ref={headingRef} className={styles.heading}>
            {t('admin.inquiries.heading')}
          </h2>
          {query.data && (
            <p className={styles.count}>
              {t(`admin.inquiries.count.${filter}`, { count: query.data.total })}
            </p>
          )}
        </div>
        <InquiryFilter filter={filter} onChange={setFilter} />
      </div>
      {query.isPending ? (
        <ListLoading label={t('admin.inquiries.loading')} />
      ) : query.isError ? (
        <ListError
          text={loadFailureText(query.error, t, t('admin.inquiries.loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.inquiries.length === 0 ? (
        <ListEmpty
          title={t(`admin.inquiries.empty.${filter}`)}
          text={t(`admin.inquiries.emptyText.${filter}`)}
          action={
            filter !== 'all' && (
              <Button variant="secondary" onClick={() => setFilter('all')}>
                {t('admin.inquiries.showAll')}
              </Button>
            )
          }
        />
      ) : (
        <ul
          className={`${styles.grid} ${styles.wide} ${query.isPlaceholderData ? styles.busy : ''}`}
          aria-busy={query.isFetching}
        >
          {query.data.inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={shownPage} pages={pages} onPage={goToPage} />
    </section>
  );
}
