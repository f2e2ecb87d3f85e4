/**
 * The 'Listings to review' view (?view=listings): restaurants created by people who are not
 * administrators, oldest first, each with Approve and Reject; a decided card leaves the queue and
 * a notice says what happened.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { PendingListing, Restaurant } from '@tablefor/shared';
import { usePendingListings } from '../api/get-pending-listings';
import { useListParams } from '../hooks/use-list-params';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { dateTimeLabel } from '../lib/date-time-label';
import { ListingReviewActions } from './listing-review-actions';
import { ListingReviewCard } from './listing-review-card';
import { ListPanel } from './list-panel';
import { ListEmpty, ListNotice } from './list-states';
import { RestaurantModal } from './restaurant-modal';
import own from './listings-panel.module.css';
import '@/i18n/bundles/admin-texts';

const NOTICE_MS = 6000;

export function ListingsPanel() {
  const { t, i18n } = useTranslation();
  const { params, setPage } = useListParams();
  const query = usePendingListings(params.page);
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
    <ListPanel
      heading={t('admin.listings.heading')}
      count={(total) => t('admin.listings.count', { count: total })}
      above={<ListNotice text={notice} />}
      query={query}
      items={query.data?.listings}
      page={params.page}
      setPage={setPage}
      loadingLabel={t('admin.listings.loading')}
      loadFailed={t('admin.listings.loadFailed')}
      empty={<ListEmpty title={t('admin.listings.empty')} text={t('admin.listings.emptyText')} />}
      renderItem={(listing) => (
        <ListingReviewCard
          listing={listing}
          onView={() => setOpened(listing)}
          onApproved={approved}
          onRejected={rejected}
        />
      )}
    >
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
    </ListPanel>
  );
}
