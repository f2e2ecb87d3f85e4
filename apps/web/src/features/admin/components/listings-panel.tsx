/**
 * The 'Listings to review' view (?view=listings): restaurants created by people who are not
 * administrators, oldest first, each with Approve and Reject; a decided card leaves the queue and
 * a notice says what happened.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingListing, Restaurant } from '@tablefor/shared';
import { usePendingListings } from '../api/get-pending-listings';
import { useListPaging } from '../hooks/use-list-paging';
import { useListParams } from '../hooks/use-list-params';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { dateTimeLabel } from '../lib/date-time-label';
import { loadFailureText } from '../lib/failure-messages';
import { ListingReviewActions } from './listing-review-actions';
import { ListingReviewCard } from './listing-review-card';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { Pagination } from './pagination';
import { RestaurantModal } from './restaurant-modal';
import styles from './list-panel.module.css';
import own from './listings-panel.module.css';
import '@/i18n/bundles/admin-texts';

const NOTICE_MS = 6000;

export function ListingsPanel() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { params, setPage } = useListParams();
  const query = usePendingListings(params.page);
  const { headingRef, pages, shownPage, goToPage } = useListPaging({
    page: params.page,
    setPage,
    total: query.data?.total,
    isPlaceholderData: query.isPlaceholderData,
  });
  const [opened, setOpened] = useState<PendingListing | null>(null);
  const { notice, show } = useTimedNotice(NOTICE_MS);

  const approved = ({ name }: Restaurant) => {
    setOpened(null);
    show(t('admin.listings.approved', { name }));
  };
  const rejected = ({ name }: Restaurant) => {
    setOpened(null);
    show(t('admin.listings.rejected', { name }));
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <h2 id={headingId} ref={headingRef} className={styles.heading}>
            {t('admin.listings.heading')}
          </h2>
          {query.data && (
            <p className={styles.count}>{t('admin.listings.count', { count: query.data.total })}</p>
          )}
        </div>
      </div>
      {notice && (
        <p className={own.notice} role="status">
          {notice}
        </p>
      )}
      {query.isPending ? (
        <ListLoading label={t('admin.listings.loading')} />
      ) : query.isError ? (
        <ListError
          text={loadFailureText(query.error, t, t('admin.listings.loadFailed'))}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.listings.length === 0 ? (
        <ListEmpty title={t('admin.listings.empty')} text={t('admin.listings.emptyText')} />
      ) : (
        <ul
          className={`${styles.grid} ${query.isPlaceholderData ? styles.busy : ''}`}
          aria-busy={query.isFetching}
        >
          {query.data.listings.map((listing) => (
            <li key={listing.id}>
              <ListingReviewCard
                listing={listing}
                onView={() => setOpened(listing)}
                onApproved={approved}
                onRejected={rejected}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={shownPage} pages={pages} onPage={goToPage} />
      {opened && (
        <RestaurantModal
          restaurantId={opened.id}
          name={opened.name}
          initialMode="details"
          onClose={() => setOpened(null)}
          review={
            <div className={own.review}>
              <p className={own.reviewText}>
                {t('admin.listings.waiting', {
                  date: dateTimeLabel(opened.listing.created_at, i18n.language),
                })}
              </p>
              <ListingReviewActions
                listing={opened}
                onApproved={approved}
                onRejected={rejected}
                size="md"
              />
            </div>
          }
        />
      )}
    </section>
  );
}
